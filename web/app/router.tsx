import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RequireAuth } from './RequireAuth';
import { ALL_ROUTES, type RouteDef } from '../../sync/product/menu';
import { RouteFallback } from './RouteFallback';
import { RouteError } from './RouteError';
import { PermissionGate } from './PermissionGate';
import { queryClient } from './query-client';
import { prefetchRoute } from './prefetch';

/** Screens built so far; every other route of the spec shows its title and a "建设中" notice. */
const SCREENS: Record<string, () => Promise<{ default: React.ComponentType<{ route: RouteDef }> }>> = {
  '/personalCenter': () => import('../personal/PersonalCenterPage'),
  '/personalCenter/device': () => import('../pages/DeviceSettings'),
  '/personalCenter/password': () => import('../pages/ChangePassword'),
  '/personalCenter/notify': () => import('../notify/NotifySettingsPage'),
  '/General': () => import('../pages/GeneralHub'),
  '/404': () => import('../pages/NotFound'),
  '/index': () => import('../dashboard/DashboardPage'),
  '/addHome': () => import('../houses/AddHomePage'),
  '/editApartment': () => import('../houses/EditApartmentPage'),
  '/Template2': () => import('../templates/TemplatePage'),
  '/editTemplate': () => import('../templates/EditTemplatePage'),
  '/Template3': () => import('../templates/BindRoomsPage'),
  '/editHouse': () => import('../templates/EditHousePage'),
  '/jizhongHome': () => import('../board/BoardPage'),
  '/kofang': () => import('../board/VacantPage'),
  '/ownerList': () => import('../owners/OwnerListPage'),
  '/ownerAllList': () => import('../owners/OwnerAllListPage'),
  '/applicationList': () => import('../owners/ApplicationListPage'),
  '/editOwnerInfo': () => import('../owners/EditOwnerPage'),
  '/reservationOrder': () => import('../deposits/ReservationOrderPage'),
  '/renterRegister': () => import('../leases/register/RenterRegisterPage'),
  '/bookingList': () => import('../leases/list/BookingListPage'),
  '/leaseDetail': () => import('../leases/detail/LeaseDetailPage'),
  '/contractDetailInfo': () => import('../leases/detail/ContractDetailPage'),
  '/HTPdf': () => import('../documents/HTPdfPage'),
  '/occupantManage': () => import('../residents/OccupantManagePage'),
  '/reservationList': () => import('../appointments/ReservationListPage'),
  '/accountDetail': () => import('../accounts/AccountDetailPage'),
  '/BalancePaymentsList': () => import('../finance/dashboard/FinanceDashboardPage'),
  '/zulintongji': () => import('../finance/rental/RentalStatsPage'),
  '/liushuiList': () => import('../finance/ledger/LedgerPage'),
  '/StatementDetails': () => import('../finance/reports/ReportsPage'),
  '/ShuJuBaoBiao': () => import('../finance/reports/ReportsPage'),
  '/Message': () => import('../messages/MessagePage'),
  '/meterReading': () => import('../meters/MeterReadingPage'),
  '/equipmentManage': () => import('../hardware/EquipmentManagePage'),
  '/shuiDianSuo': () => import('../hardware/ShuiDianSuoPage'),
  '/suoJiLu': () => import('../hardware/records/OpenRecordsPage'),
  '/lockPswRecord': () => import('../hardware/records/PasswordRecordsPage'),
  '/getLockFrozenRecord': () => import('../hardware/records/FrozenRecordsPage'),
  '/intelligent': () => import('../hardware/alarms/AlarmsPage'),
  '/onlineAplly': () => import('../services/applications/OnlineApplyPage'),
  '/complaintAdvice': () => import('../services/complaints/ComplaintsPage'),
  '/repairs': () => import('../repairs/RepairsPage'),
  '/repairsType': () => import('../repairs/RepairTypesPage'),
  '/businessCircle': () => import('../services/merchants/MerchantsPage'),
  '/shopLeixing': () => import('../services/merchants/GenresPage'),
  '/shopFenlei': () => import('../services/merchants/CategoriesPage'),
  '/communityForum': () => import('../services/posts/PostsPage'),
  '/roomLabels': () => import('../hardware/labels/RoomLabelsPage'),
  '/WECBlist': () => import('../hardware/gateways/GatewaysPage'),
  // 水电燃服务 in the menu: the gateways and their devices (GatewaysPage says why).
  '/WEClist': () => import('../hardware/gateways/GatewaysPage'),
  '/accessAuthority': () => import('../hardware/access/AccessAuthorityPage'),
  '/tempAuthorization': () => import('../hardware/access/TempAuthorizationPage'),
  '/openDoor': () => import('../hardware/access/OpenDoorPage'),
  '/AccessLog': () => import('../hardware/access/AccessLogPage'),
  '/onlineApplic': () => import('../notices/NoticeListPage'),
  '/onlineApplic2': () => import('../notices/SendNoticePage'),
  '/companySet': () => import('../admin/companies/CompaniesPage'),
  '/itemSetting': () => import('../admin/projects/ProjectsPage'),
  '/HousingAllocation': () => import('../admin/allocation/AllocationPage'),
  '/laborControl': () => import('../admin/staff/StaffPage'),
  '/roleMassege': () => import('../admin/roles/RolesPage'),
  '/logsInfor': () => import('../admin/oplog/OplogPage'),
  '/drawbackApplict': () => import('../finance/refunds/RefundsPage'),
  '/shoujuHexiao': () => import('../finance/receipts/ReceiptsPage'),
  '/tallyConfig': () => import('../finance/bookkeeping/TallyConfigPage'),
  ...Object.fromEntries(
    [1, 2, 3, 4, 5, 6, 7, 8].map((n) => [`/General_${n}`, () => import('../settings/GeneralPage')]),
  ),
};

/**
 * A screen: its code loads lazily while the router starts its data (prefetch.ts); the permission check is part of
 * the router, so neither waits for the other.
 */
const screen = (route: RouteDef): RouteObject => ({
  path: route.path,
  hydrateFallbackElement: <RouteFallback />,
  // Inside the layout, so the shell (menu, tab bar) stays around a screen that failed.
  errorElement: <RouteError />,
  loader: ({ request }) => {
    prefetchRoute(queryClient, new URL(request.url), route.path);
    return null;
  },
  lazy: async () => {
    const load = SCREENS[route.path] ?? (() => import('../pages/UnderConstruction'));
    const { default: Screen } = await load();
    return {
      element: (
        <PermissionGate route={route}>
          <Screen route={route} />
        </PermissionGate>
      ),
    };
  },
});

const loginRoute = (path: string): RouteObject => ({
  path,
  lazy: async () => {
    const { default: LoginPage } = await import('../auth/LoginPage');
    return { element: <LoginPage /> };
  },
});

export const routes: RouteObject[] = [
  {
    // A screen whose code fails to load (a new version deployed, the network gone) or whose render fails.
    errorElement: <RouteError />,
    children: [
      loginRoute('/login'),
      loginRoute('/login1'),
      {
        path: '/register',
        lazy: async () => {
          const { default: RegisterPage } = await import('../register/RegisterPage');
          return { element: <RegisterPage /> };
        },
      },
      {
        // The tenant's own page (issue 19.1): public, opened from the operator's link; its own small shell.
        path: '/tenant',
        lazy: async () => {
          const { default: TenantApp } = await import('../tenant/TenantApp');
          return { element: <TenantApp /> };
        },
      },
      {
        element: <RequireAuth />,
        children: [
          ...ALL_ROUTES.filter((r) => r.standalone).map(screen),
          {
            lazy: async () => {
              const { AppLayout } = await import('../shell/AppLayout');
              return { element: <AppLayout /> };
            },
            hydrateFallbackElement: <RouteFallback />,
            children: [
              { index: true, element: <Navigate to="/index" replace /> },
              ...ALL_ROUTES.filter((r) => !r.standalone).map(screen),
              { path: '*', element: <Navigate to="/404" replace /> },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
