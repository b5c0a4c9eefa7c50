import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { loginAll, makeHarness, PHONES, type Harness, type Tokens } from './harness';
import { allPages, grantStaffFinance } from './factories/finance-ledger';
import { ledgerEntries } from '../../api/ledger/schema';
import { ledgerVerifications } from '../../api/finance/ledger/schema';
import { userByPhone } from './factories/auth';
import { DEMO_STAFF } from '../../api/admin/staff-seed';
import { VERIFY_STATUS } from '../../sync/rules/finance/verify-status';

const LIST = '/api/finance/ledger';
const VERIFY = '/api/finance/ledger/verify';
const UNVERIFY = '/api/finance/ledger/unverify';

type Order = {
  orderNumber: string;
  type: number;
  inOut: number;
  amount: number;
  count: number;
  id: string;
  apartmentName: string;
};

/**
 * Write-off (核销) and its undoing through HTTP, on both engines: a batch writes off every entry of each order with
 * who and when, and a history row each; all or nothing ('核销失败：…'); undoing needs the permission 撤销核销 and a
 * reason; a staff member acts only on their rooms' money; another organisation on nothing; each change is logged.
 */
describe('ledger write-off', () => {
  let h: Harness;
  let t: Tokens & { finance: string };
  let orders: Order[];
  const open = (o: Order) => ({ orderNumber: o.orderNumber, type: o.type });
  const post = (path: string, token: string, json: unknown) => h.call('POST', path, { token, json });
  const entriesOf = (o: Order) =>
    allPages(h, t.boss, LIST, { orderNumber: o.orderNumber, type: o.type }).then((p) => p.rows);

  beforeAll(async () => {
    h = await makeHarness({ runningLeases: true });
    t = { ...(await loginAll(h)), finance: await h.login(DEMO_STAFF.finance.phone) };
    orders = (await allPages<Order>(h, t.boss, LIST, { view: 0 })).rows;
  }, 120_000);

  it('writes off a batch of three orders: every entry, who and when, a history row each, 核销成功', async () => {
    const three = [
      orders.find((o) => o.count > 1 && o.inOut === 1)!,
      ...orders.filter((o) => o.count === 1).slice(0, 2),
    ];
    const before = (await h.call('GET', `${LIST}/totals`, { token: t.boss })).json.data;
    const r = await post(VERIFY, t.finance, { items: three.map(open) });
    expect([r.status, r.json.msg]).toEqual([200, '核销成功']);
    const entries = three.reduce((n, o) => n + o.count, 0);
    expect(r.json.data).toEqual({ orders: 3, entries });
    const finance = await userByPhone(h.db, DEMO_STAFF.finance.phone);
    for (const o of three)
      for (const e of await entriesOf(o)) {
        expect(e.verifyStatus).toBe(VERIFY_STATUS.done);
        const [row] = await h.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, e.id));
        expect(row).toMatchObject({ verifierId: finance.id, verifiedAt: h.deps.now() });
      }
    expect(await h.db.select().from(ledgerVerifications)).toHaveLength(entries);
    const after = (await h.call('GET', `${LIST}/totals`, { token: t.boss })).json.data;
    const sum = (io: number) => three.filter((o) => o.inOut === io).reduce((s, o) => s + o.amount, 0);
    expect(after.inVerify - before.inVerify).toBe(sum(1));
    expect(after.outVerify - before.outVerify).toBe(sum(0));
    // The summary view says the orders are written off; the detail names who and when.
    const summary = (
      await allPages<Order & { verifyStatus: number }>(h, t.boss, LIST, { view: 0, verifyStatus: VERIFY_STATUS.done })
    ).rows;
    expect(summary.map((o) => o.orderNumber).sort()).toEqual(three.map((o) => o.orderNumber).sort());
    const d = (await h.call('GET', `${LIST}/${three[0]!.id}`, { token: t.boss })).json.data;
    expect(d.verifier).toEqual({ name: DEMO_STAFF.finance.name, at: h.deps.now() });
    expect(d.history).toEqual([{ action: 'verify', userName: DEMO_STAFF.finance.name, at: h.deps.now(), reason: '' }]);
    // The operation log has it.
    const log = await h.call('GET', '/api/admin/logs?context=核销流水', { token: t.boss });
    expect(log.json.data.records[0].context).toContain(three[0]!.orderNumber);
  });

  it('refuses the whole batch when one order is written off already or missing (核销失败), changing nothing', async () => {
    const done = (await allPages<Order>(h, t.boss, LIST, { view: 0, verifyStatus: VERIFY_STATUS.done })).rows[0]!;
    const fresh = (await allPages<Order>(h, t.boss, LIST, { view: 0, verifyStatus: VERIFY_STATUS.open })).rows[0]!;
    const r = await post(VERIFY, t.boss, { items: [open(fresh), open(done)] });
    expect([r.status, r.json.msg]).toEqual([409, `核销失败：单号 ${done.orderNumber} 已核销`]);
    for (const e of await entriesOf(fresh)) expect(e.verifyStatus).toBe(VERIFY_STATUS.open);
    const missing = await post(VERIFY, t.boss, { items: [open(fresh), { orderNumber: 'SJ000', type: 1 }] });
    expect([missing.status, missing.json.msg]).toEqual([404, '核销失败：单号 SJ000 不存在或无权查看']);
    // The same order under another kind is not it.
    const wrongKind = await post(VERIFY, t.boss, { items: [{ ...open(fresh), type: fresh.type === 3 ? 1 : 3 }] });
    expect(wrongKind.status).toBe(404);
    for (const e of await entriesOf(fresh)) expect(e.verifyStatus).toBe(VERIFY_STATUS.open);
  });

  it('refuses an empty or too large selection in Chinese', async () => {
    expect((await post(VERIFY, t.boss, { items: [] })).json).toMatchObject({ code: 400, msg: '请选择要核销的流水' });
    const many = Array.from({ length: 101 }, (_, i) => ({ orderNumber: `X${i}`, type: 1 }));
    expect((await post(VERIFY, t.boss, { items: many })).json).toMatchObject({ code: 400, msg: '一次最多核销100笔' });
    expect((await post(VERIFY, t.boss, { items: [{ orderNumber: ' ', type: 1 }] })).json).toMatchObject({
      code: 400,
      msg: '单号不能为空',
    });
  });

  it('undoes a write-off only with the permission 撤销核销 and a reason, recorded', async () => {
    const done = (await allPages<Order>(h, t.boss, LIST, { view: 0, verifyStatus: VERIFY_STATUS.done })).rows[0]!;
    // 财务 may write off, not undo.
    expect((await post(UNVERIFY, t.finance, { items: [open(done)], reason: '错核' })).status).toBe(403);
    expect((await post(UNVERIFY, t.boss, { items: [open(done)] })).json).toMatchObject({
      code: 400,
      msg: '请输入撤销原因',
    });
    expect((await post(UNVERIFY, t.boss, { items: [open(done)], reason: '  ' })).json.msg).toBe('请输入撤销原因');
    h.advance(60_000);
    const r = await post(UNVERIFY, t.boss, { items: [open(done)], reason: '金额核对有误' });
    expect([r.status, r.json.msg]).toEqual([200, '撤销成功']);
    for (const e of await entriesOf(done)) expect(e.verifyStatus).toBe(VERIFY_STATUS.open);
    const [row] = await h.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, done.id));
    expect(row).toMatchObject({ verifierId: null, verifiedAt: null });
    const d = (await h.call('GET', `${LIST}/${done.id}`, { token: t.boss })).json.data;
    expect(d.verifier).toBeNull();
    expect(d.history[0]).toMatchObject({ action: 'unverify', userName: '王老板', reason: '金额核对有误' });
    expect(d.history[1]).toMatchObject({ action: 'verify' });
    const again = await post(UNVERIFY, t.boss, { items: [open(done)], reason: '再撤' });
    expect([again.status, again.json.msg]).toEqual([409, `撤销核销失败：单号 ${done.orderNumber} 未核销`]);
    const undone = await h.db
      .select()
      .from(ledgerVerifications)
      .where(and(eq(ledgerVerifications.orderNumber, done.orderNumber), eq(ledgerVerifications.action, 'unverify')));
    expect(undone).toHaveLength(done.count);
  });

  it('lets staff write off only their rooms’ money; another organisation nothing; staff without the permission 403', async () => {
    const west = orders.find((o) => o.apartmentName === '西城公寓')!;
    const east = orders.find((o) => o.apartmentName === '东湖公寓')!;
    expect((await post(VERIFY, t.staff, { items: [open(east)] })).status).toBe(403);
    expect((await post(VERIFY, t.otherBoss, { items: [open(west)] })).status).toBe(404);
    await grantStaffFinance(h);
    const staff = await h.login(PHONES.staff);
    const refused = await post(VERIFY, staff, { items: [open(east), open(west)] });
    expect([refused.status, refused.json.msg]).toEqual([404, `核销失败：单号 ${west.orderNumber} 不存在或无权查看`]);
    expect((await post(VERIFY, staff, { items: [open(east)] })).status).toBe(200);
    // The demo's staff role was not given 撤销核销.
    expect((await post(UNVERIFY, staff, { items: [open(east)], reason: '误核' })).status).toBe(403);
  });
});
