/**
 * The smart-lock figures of issue 17, in process, on the 20,000-room organisation (large-org.ts) with a simulated lock
 * on every room (placeLocks, as the demo seeds them). `npm run bench locks`.
 * - 1,000 leases taking effect with General_7's automatic issue: one unit of work writes 1,000 leases in effect whose
 *   first bill is paid, and its write effect (api/hardware/locks/lease-effects.ts) gives each tenant a password, which
 *   the after-commit hook hands to the 1,000 locks through the connector before the write returns
 *   (api/hardware/push-owed.ts); then what is still owed afterwards (nothing, with every lock in reach).
 * - The daily arrears freeze (api/hardware/locks/arrears-freeze.ts) over the whole organisation, every tenant of a
 *   lease in effect a lock user and auto-freeze on in all 200 apartments: its first run (it freezes the tenants
 *   overdue beyond 7 days and pushes their locks) and a second run that changes nothing.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import { figure } from './report';
import type { InProcess } from './in-process-app';
import { seedLargeOrg } from './large-org';
import type { Deps } from '../../api/deps';
import { apartments, rooms } from '../../api/houses/schema';
import { leases } from '../../api/leases/schema';
import { apartmentConfigs } from '../../api/settings/schema';
import { lockUsers } from '../../api/hardware/locks/schema';
import { placeLocks } from '../../api/hardware/locks/seed';
import { lockDriver } from '../../api/hardware/locks/connector';
import { pushOwedLocks } from '../../api/hardware/locks/push-lock';
import { arrearsFreeze } from '../../api/hardware/locks/arrears-freeze';
import { LOCK_TYPE, LOCK_USER_KIND } from '../../sync/rules/hardware/lock-rules';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { chunks } from '../../api/db/chunks';

const ms = (t: number) => Math.round((performance.now() - t) * 10) / 10;

export async function locksBench({ db }: InProcess) {
  const now = Date.now();
  let t = performance.now();
  const org = await seedLargeOrg(db, now, { bossPhone: '13700000091' });
  const { orgId } = org;
  const roomRows = await db
    .select({ id: rooms.id, apartmentId: rooms.apartmentId, houseNumber: rooms.houseNumber })
    .from(rooms)
    .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
    .where(and(eq(rooms.orgId, orgId), isNull(rooms.deletedAt)));
  for (const part of chunks(roomRows, 2000))
    await db.write(orgId, (tx) =>
      placeLocks(
        tx,
        now,
        orgId,
        part.map((room) => ({
          id: ulid(now),
          room,
          sn: `BL-${room.id}`,
          secret: randomBytes(32).toString('hex'),
          battery: 80,
          lockType: LOCK_TYPE.gateway,
        })),
      ),
    );
  const aptIds = [...new Set(roomRows.map((r) => r.apartmentId))];
  await db.write(orgId, async (tx) => {
    for (const apartmentId of aptIds)
      await tx
        .insert(apartmentConfigs)
        .values({ id: ulid(now), orgId, apartmentId, createdAt: now, updatedAt: now, doorLock: 1, freezeSwitch: 0 })
        .onConflictDoUpdate({ target: apartmentConfigs.apartmentId, set: { doorLock: 1, freezeSwitch: 0 } });
  });
  console.log(`  setup: ${roomRows.length} rooms with locks in ${Math.round(ms(t) / 1000)} s`);

  const signed = await db
    .select({ id: leases.id })
    .from(leases)
    .where(and(eq(leases.orgId, orgId), eq(leases.status, LEASE_STATUS.signed), isNull(leases.deletedAt)))
    .orderBy(asc(leases.id));
  const first = signed.slice(0, 1000).map((l) => l.id);
  t = performance.now();
  await db.write(orgId, (tx) =>
    tx
      .update(leases)
      .set({ updatedAt: now + 1 })
      .where(inArray(leases.id, first)),
  );
  const issued = ms(t);
  const tenants = await db.select({ n: lockUsers.id }).from(lockUsers).where(eq(lockUsers.kind, LOCK_USER_KIND.tenant));
  figure(
    `1,000 leases taking effect: tenant passwords issued and handed to the locks (${tenants.length} issued, one unit)`,
    issued,
    'ms',
  );
  const driver = lockDriver(db, () => Date.now());
  t = performance.now();
  await pushOwedLocks(db, driver, () => Date.now(), orgId);
  figure('1,000 leases taking effect: locks still owed their state afterwards (pushOwedLocks)', ms(t), 'ms');

  // Every other lease in effect gets its password too (not measured), so the freeze job sees the whole organisation.
  for (const part of chunks(
    signed.slice(1000).map((l) => l.id),
    1000,
  ))
    await db.write(orgId, (tx) =>
      tx
        .update(leases)
        .set({ updatedAt: now + 2 })
        .where(inArray(leases.id, part)),
    );
  await pushOwedLocks(db, driver, () => Date.now(), orgId);
  const deps: Deps = {
    db,
    now: () => Date.now(),
    config: { uploadsDir: tmpdir(), secureCookies: false },
    log: () => {},
  };
  t = performance.now();
  const frozen = await arrearsFreeze(deps, { orgId });
  figure(`arrears freeze over 20,000 rooms, first run (${frozen} tenants frozen, locks pushed)`, ms(t), 'ms');
  t = performance.now();
  const again = await arrearsFreeze(deps, { orgId });
  figure(`arrears freeze over 20,000 rooms, nothing to change (${again} changed)`, ms(t), 'ms');
}
