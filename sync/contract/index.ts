/**
 * Every route's contract, by feature (sync/contract/<feature>/). The contract test (test/api/contract.test.ts) holds
 * this list and the API's route table together: a route without a contract, or a contract without a route, fails.
 */
import type { RouteContract } from './route';
import { auth } from './auth/auth';
import { admin } from './admin/admin';
import { oplog } from './admin/oplog';
import { meters } from './meters/meters';
import { meterDevices } from './meters/meter-devices';
import { settings } from './settings/settings';
import { dashboard } from './dashboard/dashboard';
import { messages } from './messages/messages';
import { houses } from './houses/houses';
import { templates } from './templates/templates';
import { register } from './register/register';
import { board } from './board/board';
import { sync } from './sync/sync';
import { uploads } from './uploads/uploads';
import { push } from './push/push';
import { appointments } from './appointments/appointments';
import { residents } from './residents/residents';
import { owners } from './owners/owners';
import { deposits } from './deposits/deposits';
import { leases } from './leases/leases';
import { bills } from './bills/bills';
import { bookkeeping } from './bookkeeping/bookkeeping';
import { financeDashboard } from './finance/dashboard';
import { rental } from './finance/rental';
import { refunds } from './finance/refunds';
import { receipts } from './finance/receipts';
import { ledger } from './finance/ledger';
import { reports } from './finance/reports';
import { payments } from './payments/payments';
import { personal } from './personal/personal';
import { checkout } from './checkout/checkout';
import { locks } from './hardware/locks';
import { access } from './hardware/access';
import { accessGrants } from './hardware/access-grants';
import { accessPasses } from './hardware/access-passes';
import { accessRecords } from './hardware/access-records';
import { alarms } from './hardware/alarms';
import { merchants } from './services/merchants';
import { merchantTypes } from './services/merchants-types';
import { tenantMerchants } from './services/merchants-tenant';
import { posts } from './services/posts';
import { tenantPosts } from './services/posts-tenant';
import { applications } from './services/applications';
import { tenantApplications } from './services/applications-tenant';
import { complaints, tenantComplaints } from './services/complaints';
import { notices } from './notices/notices';
import { repairs } from './repairs/repairs';
import { tenantRepairs } from './repairs/tenant-repairs';
import { tenant } from './tenant/tenant';
import { tenantLink } from './tenant/tenant-link';
import { tenantBillRoutes } from './tenant/tenant-bills';
import { notify } from './notify/notify';
import { tenantInbox } from './notify/tenant-inbox';
import { documents } from './documents/documents';

export const CONTRACTS = {
  auth,
  admin,
  oplog,
  meters,
  meterDevices,
  settings,
  dashboard,
  messages,
  houses,
  templates,
  register,
  board,
  sync,
  uploads,
  push,
  appointments,
  residents,
  owners,
  deposits,
  leases,
  bills,
  bookkeeping,
  financeDashboard,
  refunds,
  receipts,
  ledger,
  reports,
  rental,
  payments,
  personal,
  checkout,
  locks,
  access,
  accessGrants,
  accessPasses,
  accessRecords,
  alarms,
  merchants,
  merchantTypes,
  tenantMerchants,
  posts,
  tenantPosts,
  applications,
  tenantApplications,
  complaints,
  tenantComplaints,
  notices,
  repairs,
  tenantRepairs,
  tenant,
  tenantLink,
  tenantBillRoutes,
  notify,
  tenantInbox,
  documents,
} satisfies Record<string, Record<string, RouteContract>>;

/** Every contract, flat. */
export const ALL_CONTRACTS: readonly RouteContract[] = Object.values(CONTRACTS).flatMap((f) => Object.values(f));
