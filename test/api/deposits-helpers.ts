import { signedIn, upload } from './harness';

/** A signed-in harness with SQL helpers and the ids of demo rooms, for the deposit-order and payment tests. */
export async function depositsHarness() {
  const t = await signedIn();
  const { h } = t;
  const sql = (text: string, ...args: unknown[]) => h.db.$client.prepare(text).all(...args) as Record<string, any>[];
  const run = (text: string, ...args: unknown[]) => h.db.$client.prepare(text).run(...args);
  const room = (apartment: string, houseNumber: string): string => {
    const r = sql('SELECT r.id FROM rooms r JOIN apartments a ON a.id = r.apartment_id WHERE a.name = ? AND r.house_number = ?', apartment, houseNumber)[0];
    if (!r) throw new Error(`no room ${apartment} ${houseNumber}`);
    return r.id;
  };
  /** The seeded order of a booker. */
  const order = (promiseMan: string) => sql('SELECT * FROM deposit_orders WHERE promise_man = ?', promiseMan)[0];
  const ledger = (orderId: string) => sql('SELECT * FROM ledger_entries WHERE source_type = ? AND source_id = ? ORDER BY created_at, rowid', 'deposit_order', orderId);
  const facts = (roomId: string) => JSON.parse(sql('SELECT facts FROM rooms WHERE id = ?', roomId)[0].facts || '{}');
  const version = (roomId: string) => sql('SELECT version FROM rooms WHERE id = ?', roomId)[0].version as number;
  const call = (method: string, path: string, token: string, json?: unknown) => h.call(method, path, { token, json });
  function withdraw(roleName: string, ...perms: [number, number][]) {
    for (const [g, c] of perms)
      run('DELETE FROM role_actions WHERE group_id = ? AND child_id = ? AND role_id IN (SELECT id FROM roles WHERE role_name = ?)', g, c, roleName);
  }
  return { ...t, sql, run, room, order, ledger, facts, version, call, withdraw, upload: (token: string) => upload(h, token, 'receipt.png') };
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
  payStatus: 0,
  remark: '',
});
