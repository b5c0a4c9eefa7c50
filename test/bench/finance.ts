/**
 * The finance figures of issue 21, in process: the large organisation (large-org.ts: 200 apartments, 20,000 rooms,
 * its leases and their ledger) with 1,000,000 ledger entries in all over a year (added in bulk, as the oplog bench
 * adds its log), then, as the boss reads them: the ledger list (/liushuiList: detail and summary first pages, a page
 * filtered by apartment, direction and a month, a page deep in the list), its totals (the whole year, an apartment's
 * month), the flow report by house and by date, and the dashboard's monthly flow chart. p50 and p99 of REQUESTS
 * requests each. A route that is not served yet is named and skipped. `npm run bench -- finance`.
 */
import { and, eq, sql } from 'drizzle-orm';
import { monotonicFactory } from 'ulid';
import { figure, percentile } from './report';
import type { InProcess } from './in-process-app';
import { seedLargeOrg } from './large-org';
import { apartments, rooms } from '../../api/houses/schema';
import { ledgerEntries } from '../../api/ledger/schema';
import { users } from '../../api/auth/schema';
import { chunks } from '../../api/db/chunks';
import { addDays, shanghaiToday } from '../../sync/rules/common/shanghai-time';

const ENTRIES = 1_000_000;
const DAYS = 365;
const REQUESTS = Number(process.env.BENCH_FINANCE_REQUESTS ?? 100);
const BUDGET_MS = 20_000;
const DAY = 86_400_000;
const BOSS_PHONE = '13700009021';
/** [bill type, item, direction]: rent and fees in, refunds and bookkeeping out, in the ledger's proportions. */
const KINDS: [number, string, 0 | 1, string][] = [
  [1, '房租', 1, 'bill'],
  [1, '房租', 1, 'bill'],
  [1, '房租', 1, 'bill'],
  [3, '水电费', 1, 'bill'],
  [13, '物业费', 1, 'bill'],
  [12, '押金', 1, 'bill'],
  [2, '定金', 1, 'deposit_order'],
  [12, '押金退还', 0, 'settlement'],
  [16, '家电维修', 0, 'bookkeeping'],
  [19, '清洁用品', 0, 'bookkeeping'],
];

export async function financeBench({ db, post, get }: InProcess) {
  const now = Date.now();
  let t = performance.now();
  const large = await seedLargeOrg(db, now, { bossPhone: BOSS_PHONE });
  console.log(`seeded the large organisation in ${Math.round(performance.now() - t)} ms`);
  const orgId = large.orgId;
  const [{ n: existing }] = await db
    .select({ n: sql<number>`count(*)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orgId, orgId));
  const roomRows = await db
    .select({ id: rooms.id, apartmentId: rooms.apartmentId })
    .from(rooms)
    .where(eq(rooms.orgId, orgId));
  const [boss] = await db.select({ id: users.id }).from(users).where(eq(users.phone, BOSS_PHONE));
  const ulid = monotonicFactory();
  const toAdd = ENTRIES - Number(existing);
  t = performance.now();
  for (let start = 0; start < toAdd; start += 10_000) {
    const rows = Array.from({ length: Math.min(10_000, toAdd - start) }, (_, j) => {
      const i = start + j;
      // Oldest first, evenly over the year, so the ids follow the time as the ledger's do.
      const at = now - DAYS * DAY + Math.floor((i / toAdd) * DAYS * DAY);
      const room = roomRows[(i * 7919) % roomRows.length]!;
      const [billType, itemName, inOut, sourceType] = KINDS[i % KINDS.length]!;
      const id = ulid(at);
      return {
        id,
        orgId,
        createdAt: at,
        updatedAt: at,
        apartmentId: room.apartmentId,
        roomId: sourceType === 'bookkeeping' ? null : room.id,
        leaseId: null,
        inOut,
        kind: 'cash',
        amount: 5000 + ((i * 131) % 400) * 500,
        billType,
        itemName,
        paymentWay: i % 8,
        paidAt: at,
        billDate: shanghaiToday(at),
        trader: sourceType === 'bookkeeping' ? '' : `租客${i % 5000}`,
        sourceType,
        sourceId: `bench-${Math.floor(i / 3)}`,
        // Three entries of a collection share its receipt number, as a stage's bills do.
        receiptNumber: inOut === 1 ? `SJB${String(Math.floor(i / 3)).padStart(9, '0')}` : '',
        remark: '',
        picture: '',
        operatorId: boss!.id,
        verifyStatus: i % 5 === 0 ? 1 : 0,
        verifiedAt: i % 5 === 0 ? at + DAY : null,
        verifierId: i % 5 === 0 ? boss!.id : null,
      };
    });
    await db.write(null, async (tx) => {
      for (const part of chunks(rows)) await tx.insert(ledgerEntries).values(part);
    });
  }
  console.log(`added ${toAdd} ledger entries (${ENTRIES} in all) in ${Math.round(performance.now() - t)} ms`);
  await db.refreshStatistics();

  const token = ((await (await post('/api/auth/login', { phone: BOSS_PHONE, password: large.password })).json()) as any)
    .data.token as string;
  const today = shanghaiToday(now);
  const monthStart = addDays(today, -120);
  const monthEnd = addDays(monthStart, 29);
  const [apt] = await db
    .select({ id: apartments.id })
    .from(apartments)
    .where(and(eq(apartments.orgId, orgId), eq(apartments.id, large.bigApartmentId)));
  const a = `apartmentId=${apt!.id}`;
  const month = `startTime=${monthStart}&endTime=${monthEnd}`;
  const year = `startTime=${addDays(today, -364)}&endTime=${today}`;
  const cases: [string, string][] = [
    ['ledger detail, first page', `/api/finance/ledger?view=1&current=1&size=10`],
    ['ledger summary, first page', `/api/finance/ledger?view=0&current=1&size=10`],
    ['ledger detail, apartment + 收入 + a month', `/api/finance/ledger?view=1&${a}&inOut=1&${month}&current=1&size=10`],
    ['ledger detail, page 1,000', `/api/finance/ledger?view=1&current=1000&size=10`],
    ['ledger totals, the year', `/api/finance/ledger/totals?${year}`],
    ['ledger totals, apartment + a month', `/api/finance/ledger/totals?${a}&${month}`],
    ['flow report by house, the year', `/api/finance/reports/flow?by=house&${year}&current=1&size=10`],
    ['flow report by date, a month', `/api/finance/reports/flow?by=date&${month}&current=1&size=10`],
    ['dashboard flow chart, monthly over the year', `/api/finance/dashboard/flow?mode=1&${year}`],
  ];
  for (const [name, path] of cases) {
    const first = await get(path, token);
    if (first.status === 404 && (await first.text()).includes('接口不存在')) {
      console.log(`${name}: ${path.split('?')[0]} is not served yet, skipped`);
      continue;
    }
    const times: number[] = [];
    const began = performance.now();
    // REQUESTS each, or fewer (at least 5) when a case takes more than BUDGET_MS in all: a slow query is named anyway.
    for (let i = 0; i < REQUESTS && (i < 5 || performance.now() - began < BUDGET_MS); i++) {
      t = performance.now();
      const res = await get(path, token);
      const body = await res.text();
      times.push(performance.now() - t);
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${body.slice(0, 300)}`);
    }
    console.log(`${name}: p50 ${percentile(times, 50)} ms, p99 ${percentile(times, 99)} ms (${times.length} requests)`);
    figure(`finance over 1,000,000 ledger entries, ${name}: p50`, percentile(times, 50), 'ms');
    figure(`finance over 1,000,000 ledger entries, ${name}: p99`, percentile(times, 99), 'ms');
  }
}
