import { and, asc, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { DemoContext } from '../seed/context';
import { floors, rooms } from '../houses/schema';
import { owners } from './schema';
import { idCardCheckChar } from '../../sync/rules/common/id-card';
import { APPLY_STATE, OWNER_STATUS } from '../../sync/rules/owners/owner-review';

/** Fake but well-formed owners: GB 11643 check digits, mainland mobiles, 19-digit bank cards. */
const OWNERS = [
  {
    name: '陈建国',
    id17: '33010619680512301',
    phone: '13712345601',
    card: '6222021202000012345',
    ifbankCard: 0,
    status: OWNER_STATUS.passed,
    applyState: APPLY_STATE.passed,
  },
  {
    name: '刘秀英',
    id17: '33010619750823302',
    phone: '13812345602',
    card: '6217001210000023456',
    ifbankCard: 1,
    status: OWNER_STATUS.notPassed,
    applyState: APPLY_STATE.reviewing,
  },
  {
    name: '周志强',
    id17: '33010219820117303',
    phone: '15812345603',
    card: '6228480320000034567',
    ifbankCard: 0,
    status: OWNER_STATUS.notPassed,
    applyState: APPLY_STATE.notPassed,
  },
  {
    name: '吴丽华',
    id17: '33010619901230304',
    phone: '18812345604',
    card: '6214830210000045678',
    ifbankCard: 0,
    status: OWNER_STATUS.passed,
    applyState: APPLY_STATE.takenOff,
  },
] as const;

/**
 * 西城公寓 floor 3: the first four rooms become owner-direct (type 2, groupType 2) with owners in different review
 * and application states; the fifth is owner-direct with no owner recorded yet (it shows on /ownerAllList as
 * 未登记 and as an abnormal room on the dashboard).
 */
export async function seedOwners(ctx: DemoContext): Promise<void> {
  const { tx, now, orgId } = ctx;
  const apartmentId = ctx.apartments['西城公寓'];
  const [floor3] = await tx
    .select({ id: floors.id })
    .from(floors)
    .where(and(eq(floors.apartmentId, apartmentId), eq(floors.floor, 3)))
    .limit(1);
  if (!floor3) return;
  const picked = await tx
    .select({ id: rooms.id })
    .from(rooms)
    .where(eq(rooms.floorId, floor3.id))
    .orderBy(asc(rooms.serialNumber))
    .limit(OWNERS.length + 1);
  for (const [i, room] of picked.entries()) {
    const o = OWNERS[i];
    const at = now - (OWNERS.length - i) * 3_600_000;
    if (o) {
      await tx.insert(owners).values({
        id: ulid(at),
        orgId,
        roomId: room.id,
        name: o.name,
        identityCard: o.id17 + idCardCheckChar(o.id17),
        phone: o.phone,
        receivingCard: o.card,
        ifbankCard: o.ifbankCard,
        status: o.status,
        createdAt: at,
        updatedAt: at,
      });
    }
    await tx
      .update(rooms)
      .set({ type: 2, groupType: 2, applyState: o ? o.applyState : null, ownerName: o ? o.name : '', updatedAt: now })
      .where(eq(rooms.id, room.id));
  }
}
