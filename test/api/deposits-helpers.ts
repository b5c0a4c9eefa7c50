import { signedIn, upload } from './harness';
import { depositOrders } from '../../api/deposits/schema';
import { ledgerEntries } from '../../api/ledger/schema';
import { sqlNamed, type SqlRow } from './factories/leases';
import { withdrawPerms } from './factories/auth';
import { depositOrder, ledgerOf, roomFacts, roomId, roomRow } from './factories/houses';
import { ORDER_PAY } from '../../sync/rules/deposits/deposit-rules';

/**
 * A signed-in harness with the ids of demo rooms and readers of the stored orders and ledger entries (by their SQL
 * column names, as the assertions read them), for the deposit-order and payment tests. States are made through the
 * API, the domain functions or test/api/factories/houses.ts, never SQL.
 */
export async function depositsHarness() {
  const t = await signedIn();
  const { h } = t;
  /** The id of a demo room, e.g. room('东湖公寓', '104'). */
  const room = (apartment: string, houseNumber: string): Promise<string> => roomId(h.db, apartment, houseNumber);
  /** The seeded (or first) order of a booker. */
  const order = async (promiseMan: string): Promise<SqlRow> =>
    sqlNamed(depositOrders, await depositOrder(h.db, { promiseMan }));
  /** An order by id. */
  const orderById = async (id: string): Promise<SqlRow> => sqlNamed(depositOrders, await depositOrder(h.db, { id }));
  /** The ledger entries of an order, in the order they were written. */
  const ledger = async (orderId: string): Promise<SqlRow[]> =>
    (await ledgerOf(h.db, 'deposit_order', orderId)).map((e) => sqlNamed(ledgerEntries, e));
  const facts = (id: string) => roomFacts(h.db, id);
  const version = async (id: string) => (await roomRow(h.db, id)).version;
  const call = (method: string, path: string, token: string, json?: unknown) => h.call(method, path, { token, json });
  /** Takes permissions away from a role of the demo organisation (示例公寓). */
  const withdraw = (roleName: string, ...perms: [number, number][]) => withdrawPerms(h.db, roleName, ...perms);
  return {
    ...t,
    room,
    order,
    orderById,
    ledger,
    facts,
    version,
    call,
    withdraw,
    upload: (token: string) => upload(h, token, 'receipt.png'),
  };
}

/** The harness clock's Shanghai date is 2026-11-22 (02:00 UTC). */
export const TODAY = '2026-11-22';

/** A valid add-order form for `houseId` (unpaid). */
export const goodOrder = (houseId: string) => ({
  houseId,
  advanceCost: 50000,
  rentCost: 200000,
  startDate: '2026-12-01',
  endDate: '2027-11-30',
  latestDate: '2026-11-28',
  promiseMan: '测试预订人',
  phone: '13912345678',
  payStatus: ORDER_PAY.unpaid,
  remark: '',
});
