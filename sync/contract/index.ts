/**
 * Every route's contract, by feature (sync/contract/<feature>/). The contract test (test/api/contract.test.ts) holds
 * this list and the API's route table together: a route without a contract, or a contract without a route, fails.
 */
import type { RouteContract } from './route';
import { auth } from './auth/auth';
import { admin } from './admin/admin';
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
import { payments } from './payments/payments';
import { checkout } from './checkout/checkout';
import { locks } from './hardware/locks';
import { access } from './hardware/access';
import { accessGrants } from './hardware/access-grants';
import { accessPasses } from './hardware/access-passes';
import { accessRecords } from './hardware/access-records';
import { alarms } from './hardware/alarms';

export const CONTRACTS = {
  auth,
  admin,
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
  payments,
  checkout,
  locks,
  access,
  accessGrants,
  accessPasses,
  accessRecords,
  alarms,
} satisfies Record<string, Record<string, RouteContract>>;

/** Every contract, flat. */
export const ALL_CONTRACTS: readonly RouteContract[] = Object.values(CONTRACTS).flatMap((f) => Object.values(f));
