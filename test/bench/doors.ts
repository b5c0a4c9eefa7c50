/**
 * The door-opening figures of issue 18, in process: the demo organisation with 100,000 door openings in 东湖公寓
 * (ninety days, four doors, residents and visitors), and /openDoor's list as the boss reads it
 * (GET /api/access/open-records): the first page of the apartment, a day of it, a name filter and a page deep in the
 * list. p50 and p99 of 200 requests each. `npm run bench doors`.
 */
import { and, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import { figure, percentile } from './report';
import type { InProcess } from './in-process-app';
import { DEMO_PASSWORD } from '../../api/seed/demo';
import { apartments } from '../../api/houses/schema';
import { accessDevices, accessOpenRecords } from '../../api/hardware/access/schema';
import { ACCESS_OPEN_TYPE } from '../../sync/rules/hardware/access-rules';
import { shanghaiToday, addDays } from '../../sync/rules/common/shanghai-time';
import { chunks } from '../../api/db/chunks';

const RECORDS = 100_000;
const REQUESTS = 200;
const DAY = 86_400_000;
const NAMES = ['张伟', '王芳', '李娜', '刘洋', '陈静', '杨磊', '赵敏', '黄强', '周杰', '吴霞'];

export async function doorsBench({ db, post, get }: InProcess) {
  const now = Date.now();
  const [east] = await db.select().from(apartments).where(eq(apartments.name, '东湖公寓'));
  const doors = await db
    .select()
    .from(accessDevices)
    .where(and(eq(accessDevices.apartmentId, east!.id)));
  const orgId = east!.orgId;
  const rows = Array.from({ length: RECORDS }, (_, i) => {
    const at = now - Math.floor((i / RECORDS) * 90 * DAY);
    const d = doors[i % doors.length]!;
    const visitor = i % 17 === 0;
    return {
      id: ulid(at),
      orgId,
      createdAt: at,
      updatedAt: at,
      deviceId: d.id,
      apartmentId: d.apartmentId,
      roomId: d.roomId,
      openType: visitor ? ACCESS_OPEN_TYPE.qr : i % 3 ? ACCESS_OPEN_TYPE.card : ACCESS_OPEN_TYPE.bluetooth,
      result: i % 41 === 0 ? 0 : 1,
      openedAt: at,
      userName: visitor ? `访客 ${NAMES[i % 10]}` : `${NAMES[i % 10]}${i % 97}`,
      phone: `139${String(i % 100_000_000).padStart(8, '0')}`,
      detail: '',
    };
  });
  let t = performance.now();
  for (const many of chunks(rows, 5000))
    await db.write(orgId, async (tx) => {
      for (const part of chunks(many)) await tx.insert(accessOpenRecords).values(part);
    });
  console.log(`seeded ${RECORDS} door openings in ${Math.round(performance.now() - t)} ms`);
  await db.refreshStatistics();
  const token = (
    (await (await post('/api/auth/login', { phone: '13800000001', password: DEMO_PASSWORD })).json()) as any
  ).data.token as string;
  const day = addDays(shanghaiToday(now), -30);
  const cases: [string, string][] = [
    ['first page of the apartment', `apartmentId=${east!.id}`],
    ['one day', `apartmentId=${east!.id}&startDate=${day}&endDate=${day}`],
    ['a name', `apartmentId=${east!.id}&name=${encodeURIComponent('王芳')}`],
    ['page 500', `apartmentId=${east!.id}&current=500`],
  ];
  for (const [name, query] of cases) {
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      t = performance.now();
      const res = await get(`/api/access/open-records?${query}`, token);
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${await res.text()}`);
      await res.json();
      times.push(performance.now() - t);
    }
    figure(`/openDoor over 100,000 openings, ${name}: p50`, percentile(times, 50), 'ms');
    figure(`/openDoor over 100,000 openings, ${name}: p99`, percentile(times, 99), 'ms');
  }
}
