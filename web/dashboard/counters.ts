import type { TodoList } from '../../sync/rules/dashboard/todo-lists';
import type { TodoCounts } from '../../sync/contract/dashboard/dashboard';

/**
 * The to-do counters of the dashboard grouped as spec part 1 §2.5 (Finance, Lease, Service, Reservation/booking,
 * Contract, Other), each with the list it opens, which shows exactly what it counted:
 * - room counters open the board on their list (/jizhongHome?todo=…, the server's todoRoomIds: counter = its rooms);
 * - 待确认租约 the lease list's tab 1, 定金订单 the open deposit orders, 预约看房 the viewings from today;
 * - 安全告警 the open alarms of /intelligent (?open=1);
 * - 报修 the unfinished repairs of /repairs (?open=1);
 * - 在线申请 the applications still applying of /onlineAplly (?tab=applications&status=0);
 * - counters of screens not built yet (换房) say 暂未开通 and open nothing.
 */
export type CountKey = Exclude<keyof TodoCounts, 'windows' | 'rentCost' | 'hydroelectricCost' | 'futureCost'>;

export interface CounterDef {
  key: CountKey;
  label: string;
  /** Money (fen) shown under the count. */
  cost?: 'rentCost' | 'hydroelectricCost' | 'futureCost';
  /** The window the counter looks at, shown as a hint. */
  hint?: 'overdue' | 'due';
  /** The screen it opens (its search may depend on the counters' dates); absent = its screen is not built yet. */
  to?: { path: string; search?: (data: TodoCounts) => string };
}

export interface CounterGroup {
  title: string;
  items: CounterDef[];
  /** A link beside the group title. */
  extra?: { label: string; path: string };
}

const board = (todo: TodoList) => ({ path: '/jizhongHome', search: () => `?todo=${todo}` });

export const COUNTER_GROUPS: CounterGroup[] = [
  {
    title: '财务待办',
    extra: { label: '记账', path: '/tallyConfig' },
    items: [
      { key: 'rentCount', label: '逾期房租', cost: 'rentCost', hint: 'overdue', to: board('overdueRent') },
      {
        key: 'hydroelectricCount',
        label: '水电欠费',
        cost: 'hydroelectricCost',
        hint: 'overdue',
        to: board('utility'),
      },
      { key: 'futureCount', label: '待收账单', cost: 'futureCost', hint: 'due', to: board('due') },
    ],
  },
  {
    title: '租约待办',
    items: [
      { key: 'registerCount', label: '待登记', to: board('register') },
      { key: 'checkOutRoomCount', label: '待退房', to: board('checkOut') },
      { key: 'changeRoomCount', label: '换房' },
    ],
  },
  {
    title: '服务待办',
    items: [
      { key: 'repairCount', label: '报修', to: { path: '/repairs', search: () => '?open=1' } },
      {
        key: 'onlineCount',
        label: '在线申请',
        to: { path: '/onlineAplly', search: () => '?tab=applications&status=0' },
      },
    ],
  },
  {
    title: '预订待办',
    items: [
      {
        key: 'reservationCount',
        label: '预约看房',
        to: { path: '/reservationList', search: (d) => `?startDate=${d.windows.today}` },
      },
      { key: 'advanceCount', label: '定金订单', to: { path: '/reservationOrder', search: () => '?open=1' } },
    ],
  },
  {
    title: '合同待办',
    items: [{ key: 'checkCount', label: '待确认租约', to: { path: '/bookingList', search: () => '?tab=1' } }],
  },
  {
    title: '其他待办',
    items: [
      { key: 'pictureCount', label: '待补照片', to: board('picture') },
      { key: 'abnormalCount', label: '异常房间', to: board('abnormal') },
      { key: 'securityCount', label: '安全告警', to: { path: '/intelligent', search: () => '?open=1' } },
    ],
  },
];
