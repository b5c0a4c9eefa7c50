/**
 * The utility-bill figure of issue 7, in process (app.request): one POST /api/meter-bills generating the bills of
 * 1,000 rooms (three meters each, 3,000 bills) of one apartment of 50 floors x 20 rooms in an organisation of its own,
 * with leases, stages, meters and readings written directly in one unit of work. `npm run bench meter-bills`.
 */
import { eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import { figure } from './report';
import type { InProcess } from './in-process-app';
import { addBenchOrg, addBenchApartment } from './bench-org';
import { rooms } from '../../api/houses/schema';
import { billStages, leases } from '../../api/leases/schema';
import { meterReadings, meters } from '../../api/meters/schema';
import { meterPrices } from '../../api/settings/schema';
import { DEMO_PASSWORD } from '../../api/seed/demo';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';

export async function meterBillsBench({ db, post, get }: InProcess, run: number) {
  const now = Date.now();
  const phone = `1370000${String(21 + run).padStart(4, '0')}`;
  let t = performance.now();
  const org = await addBenchOrg(db, now, { name: '水电压测机构', word: '水电', phone });
  const { orgId, bossId } = org;
  const big = await addBenchApartment(db, now, org, 50, 20);
  const roomRows = await db.select().from(rooms).where(eq(rooms.apartmentId, big));
  await db.write(orgId, async (tx) => {
    for (const [category, unitPrice] of [
      [1, 350],
      [2, 120],
      [4, 1000],
    ])
      await tx.insert(meterPrices).values({
        id: ulid(),
        orgId,
        apartmentId: big,
        category,
        unitPrice,
        useAble: 1,
        createdAt: now,
        updatedAt: now,
      });
    for (const [i, r] of roomRows.entries()) {
      const leaseId = ulid();
      await tx.insert(leases).values({
        id: leaseId,
        orgId,
        createdAt: now,
        updatedAt: now,
        leaseCode: `ZYBENCH${String(i).padStart(5, '0')}`,
        apartmentId: big,
        roomId: r.id,
        status: LEASE_STATUS.signed,
        tenant: `租客${i}`,
        phone: '13912345678',
        startDate: '2026-01-01',
        endDate: '2027-12-31',
        rentCost: 150000,
        deposit: 1,
        depositCost: 150000,
        payment: 3,
        collectRentType: 0,
        collectRentDay: 5,
        creatorId: bossId,
        signedAt: now,
      });
      await tx.insert(billStages).values(
        [1, 2, 3, 4, 5, 6, 7, 8].map((n) => {
          const month = 1 + (n - 1) * 3;
          const d = `${2026 + Math.floor((month - 1) / 12)}-${String(((month - 1) % 12) + 1).padStart(2, '0')}-01`;
          return {
            id: ulid(),
            orgId,
            createdAt: now,
            updatedAt: now,
            leaseId,
            stage: n,
            stageName: `第${n}期`,
            startDate: d,
            endDate: d,
            receivableDate: d,
          };
        }),
      );
      for (const devType of [1, 2, 4]) {
        const meterId = ulid();
        const first = ulid();
        const last = ulid();
        const start = 10_000 + i;
        const end = start + 1_000 + ((i * devType) % 5_000);
        await tx.insert(meterReadings).values([
          {
            id: first,
            orgId,
            createdAt: now,
            updatedAt: now,
            meterId,
            roomId: r.id,
            apartmentId: big,
            value: start,
            readAt: now - 30 * 86_400_000,
            source: 'manual',
          },
          {
            id: last,
            orgId,
            createdAt: now,
            updatedAt: now,
            meterId,
            roomId: r.id,
            apartmentId: big,
            value: end,
            readAt: now - 86_400_000,
            source: 'manual',
          },
        ]);
        await tx.insert(meters).values({
          id: meterId,
          orgId,
          createdAt: now,
          updatedAt: now,
          apartmentId: big,
          roomId: r.id,
          devType,
          name: String(devType),
          lastValue: end,
          lastReadAt: now - 86_400_000,
          lastReadingId: last,
          avgUsage: end - start,
        });
      }
    }
  });
  console.log(
    `seeded 1,000 rooms, 1,000 leases / 3,000 meters / 6,000 readings in ${(performance.now() - t).toFixed(0)} ms`,
  );

  const token = ((await (await post('/api/auth/login', { phone, password: DEMO_PASSWORD })).json()) as any).data.token;
  t = performance.now();
  const list = ((await (await get(`/api/meter-bills/items?apartmentId=${big}`, token)).json()) as any).data as any[];
  const listMs = performance.now() - t;
  const items = list.flatMap((room) =>
    room.meters.map((m: any) => ({
      houseId: room.houseId,
      leaseId: room.leaseId,
      meterId: m.meterId,
      devType: m.devType,
      startNum: m.startNum,
      endNum: m.endNum,
    })),
  );
  console.log(`GET /api/meter-bills/items (1,000 rooms, 3,000 meters): ${listMs.toFixed(0)} ms`);
  t = performance.now();
  const res = await post('/api/meter-bills', { createType: 0, items }, token);
  const body = (await res.json()) as any;
  const ms = performance.now() - t;
  console.log(
    `POST /api/meter-bills for ${list.length} rooms / ${items.length} meters: ${body.msg}, ${body.data?.count} bills, total ¥${((body.data?.total ?? 0) / 100).toFixed(2)} in ${ms.toFixed(0)} ms`,
  );
  figure(`utility bills from ${items.length} meter readings (${list.length} rooms, in process)`, ms, 'ms');
  t = performance.now();
  const again = await post('/api/meter-bills', { createType: 0, items }, token);
  console.log(
    `the same request again: code ${((await again.json()) as any).code} in ${(performance.now() - t).toFixed(0)} ms`,
  );
}
