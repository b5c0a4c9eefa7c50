/**
 * The operation-log figures of issue 20, in process: the demo organisation with 1,000,000 log entries over a year by
 * 20 operators (the demo accounts and 14 more), and /logsInfor's list as the boss reads it (GET /api/admin/logs):
 * the first page, a time range (a day, a week), an operator (account), an operator within a month, and a page deep
 * in the list. p50 and p99 of 200 requests each. `npm run bench oplog`.
 */
import { eq } from 'drizzle-orm';
import { monotonicFactory } from 'ulid';
import { figure, percentile } from './report';
import type { InProcess } from './in-process-app';
import { DEMO_PASSWORD } from '../../api/seed/demo';
import { users } from '../../api/auth/schema';
import { operationLogs } from '../../api/oplog/schema';
import { chunks } from '../../api/db/chunks';
import { addDays, shanghaiToday } from '../../sync/rules/common/shanghai-time';

const ENTRIES = 1_000_000;
const DAYS = 365;
const REQUESTS = 200;
const DAY = 86_400_000;
const EXTRA = ['钱管家', '孙管家', '李管家', '赵管家', '吴管家', '郑管家', '冯管家', '陈管家', '褚管家', '卫管家'];
const WORDS = [
  '收款 东湖公寓 105 房租 ¥2,200.00',
  '签约 西城公寓 302 刘晓东',
  '修改房间备注 东湖公寓 201',
  '抄表 东湖公寓 101 电表 读数 1234.50（离线）',
];

export async function oplogBench({ db, post, get }: InProcess) {
  const now = Date.now();
  const [boss] = await db.select().from(users).where(eq(users.phone, '13800000001'));
  const orgId = boss!.orgId;
  // 20 operators: the demo's accounts, and more staff accounts of the organisation (they only need to exist by name).
  const extra = EXTRA.map((name, i) => ({
    ...boss!,
    id: `bench-op-${i}`,
    phone: `1370000${String(i).padStart(4, '0')}`,
    name,
    nickname: name,
    userType: 2,
  }));
  await db.write(orgId, (tx) => tx.insert(users).values(extra));
  const people = await db.select().from(users).where(eq(users.orgId, orgId));
  const ulid = monotonicFactory();
  let t = performance.now();
  for (let start = 0; start < ENTRIES; start += 10_000) {
    const rows = Array.from({ length: Math.min(10_000, ENTRIES - start) }, (_, j) => {
      const i = start + j;
      // Oldest first, evenly over the year, so the ids follow the time as the live log's do.
      const at = now - DAYS * DAY + Math.floor((i / ENTRIES) * DAYS * DAY);
      const who = people[(i * 7) % people.length]!;
      return {
        id: ulid(at),
        orgId,
        userId: who.id,
        nickName: who.name,
        phone: who.phone,
        context: WORDS[i % WORDS.length]!,
        managerType: who.userType,
        module: 1 + (i % 3),
        client: i % 2,
        status: 200,
        officeName: who.userType === 2 ? '东湖项目' : '',
        officeIds: '',
        createdAt: at,
      };
    });
    await db.write(null, async (tx) => {
      for (const part of chunks(rows)) await tx.insert(operationLogs).values(part);
    });
  }
  console.log(`seeded ${ENTRIES} log entries in ${Math.round(performance.now() - t)} ms`);
  await db.refreshStatistics();
  const token = (
    (await (await post('/api/auth/login', { phone: '13800000001', password: DEMO_PASSWORD })).json()) as any
  ).data.token as string;
  const today = shanghaiToday(now);
  const day = addDays(today, -100);
  const cases: [string, string][] = [
    ['first page', ''],
    ['one day', `startTime=${day}&endTime=${day}`],
    ['one week', `startTime=${addDays(day, -6)}&endTime=${day}`],
    ['an operator', `account=${encodeURIComponent('钱管家')}`],
    ['an operator in a month', `account=${encodeURIComponent('钱管家')}&startTime=${addDays(day, -29)}&endTime=${day}`],
    ['page 500', 'current=500'],
  ];
  for (const [name, query] of cases) {
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      t = performance.now();
      const res = await get(`/api/admin/logs?${query}`, token);
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { data: { records: unknown[] } };
      if (!body.data.records.length) throw new Error(`${name}: no entries`);
      times.push(performance.now() - t);
    }
    figure(`/logsInfor over 1,000,000 entries, ${name}: p50`, percentile(times, 50), 'ms');
    figure(`/logsInfor over 1,000,000 entries, ${name}: p99`, percentile(times, 99), 'ms');
  }
}
