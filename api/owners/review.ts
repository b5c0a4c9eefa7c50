import { and, asc, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db, Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { conflict, notFound } from '../http/errors';
import { pageOf } from '../http/reply';
import { apartments, floors, rooms } from '../houses/schema';
import { withRoomPlace } from '../houses/scope';
import { owners } from './schema';
import { findOwnerDirectRoom, ownerDirect, roomVisible } from './find-room';
import { ownerPhotos } from './photos';
import { maskIdCard } from '../../sync/rules/common/id-card';
import {
  applyStateLabel,
  canApproveApplication,
  canApproveOwner,
  canRejectApplication,
  canRejectOwner,
  ifbankCardOf,
  ownerStatusLabel,
  APPLY_STATE,
  OWNER_STATUS,
} from '../../sync/rules/owners/owner-review';
import type { ApplicationRow, OwnerDetail, OwnerHouseRow, OwnerRow } from '../../sync/contract/owners/owners';

type User = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;
interface PageIn {
  current: number;
  size: number;
}

/** Owners of owner-direct rooms the user may see. */
const ownerScope = (db: Reader, user: User) =>
  and(eq(owners.orgId, user.orgId), isNull(owners.deletedAt), ownerDirect(), roomVisible(db, user))!;

const ownerColumns = {
  id: owners.id,
  name: owners.name,
  phone: owners.phone,
  receivingCard: owners.receivingCard,
  identityCard: owners.identityCard,
  ifbankCard: owners.ifbankCard,
  status: owners.status,
  gmtCreate: owners.createdAt,
  houseId: rooms.id,
  houseNumber: rooms.houseNumber,
  apartmentId: apartments.id,
  apartmentName: apartments.name,
};

/** Owners with their room and the room's apartment (ownerColumns). */
const ownerRows = (db: Reader) =>
  db
    .select(ownerColumns)
    .from(owners)
    .innerJoin(rooms, eq(rooms.id, owners.roomId))
    .innerJoin(apartments, eq(apartments.id, rooms.apartmentId));

/** How many owners (joined to their room and apartment as in the lists) match `where`. */
async function ownerCount(db: Reader, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(owners)
    .innerJoin(rooms, eq(rooms.id, owners.roomId))
    .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
    .where(where);
  return row.n;
}

/** The owner review list (OwnerList): identity numbers masked. */
export async function listOwners(db: Reader, user: User, page: PageIn) {
  const where = ownerScope(db, user);
  const total = await ownerCount(db, where);
  const rows = await ownerRows(db)
    .where(where)
    .orderBy(desc(owners.createdAt), desc(owners.id))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  const records = rows.map((r): OwnerRow => ({
    ...r,
    identityCard: maskIdCard(r.identityCard),
    ifbankCard: ifbankCardOf(r.ifbankCard),
    statusLabel: ownerStatusLabel(r.status),
  }));
  return pageOf(records, total, page.current, page.size);
}

async function findOwner(db: Reader, user: User, id: string) {
  const [row] = await ownerRows(db)
    .where(and(eq(owners.id, id), ownerScope(db, user)))
    .limit(1);
  if (!row) throw notFound('业主不存在');
  return row;
}

/** One owner in full with the photos of the ID card and bank card (and the property certificate). */
export async function ownerDetail(db: Reader, user: User, id: string): Promise<OwnerDetail> {
  const row = await findOwner(db, user, id);
  const photos = await ownerPhotos(db, user.orgId, row.id);
  return {
    ...row,
    ifbankCard: ifbankCardOf(row.ifbankCard),
    statusLabel: ownerStatusLabel(row.status),
    identityPhoto: photos.sfzPicture,
    bankPhoto: photos.yhkPicture,
    fczPicture: photos.fczPicture,
  };
}

/** OwnerChenk: approve 0 → 1, reject 1 → 0; anything else is a 409. */
export async function checkOwner(db: Db, now: number, user: User, id: string, status: 0 | 1) {
  // Read and judged inside the unit: two reviewers at once cannot both pass the state check.
  const row = await db.write(user.orgId, async (tx) => {
    const found = await findOwner(tx, user, id);
    if (status === OWNER_STATUS.passed && !canApproveOwner(found.status))
      throw conflict('该业主已通过审核，无需重复审核');
    if (status === OWNER_STATUS.notPassed && !canRejectOwner(found.status))
      throw conflict('该业主尚未通过审核，不能驳回');
    await tx.update(owners).set({ status, updatedAt: now }).where(eq(owners.id, found.id));
    return found;
  });
  return { id: row.id, status, statusLabel: ownerStatusLabel(status) };
}

/** The house application list (ApplicationList): owner-direct rooms with their owner's application. */
export async function listApplications(db: Reader, user: User, page: PageIn) {
  const where = ownerScope(db, user);
  const total = await ownerCount(db, where);
  const rows = await withRoomPlace(
    db
      .select({
        ...ownerColumns,
        state: rooms.applyState,
        intro: rooms.intro,
        nearby: rooms.nearby,
        floor: floors.floor,
      })
      .from(owners)
      .innerJoin(rooms, eq(rooms.id, owners.roomId))
      .$dynamic(),
  )
    .where(where)
    .orderBy(desc(owners.createdAt), desc(owners.id))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  const records = rows.map((r): ApplicationRow => ({
    houseId: r.houseId,
    houseNumber: r.houseNumber,
    apartmentId: r.apartmentId,
    apartmentName: r.apartmentName,
    floor: r.floor,
    state: r.state ?? 0,
    stateLabel: applyStateLabel(r.state),
    ownerId: r.id,
    name: r.name,
    phone: r.phone,
    receivingCard: r.receivingCard,
    identityCard: maskIdCard(r.identityCard),
    /** The bank card's use: 0 rent, 1 property fee. */
    bankCard: ifbankCardOf(r.ifbankCard),
    intro: r.intro,
    nearby: r.nearby,
    gmtCreate: r.gmtCreate,
  }));
  return pageOf(records, total, page.current, page.size);
}

/** AppliChenk (id = houseId): approve when state 0 or 2 → 1; reject when 1 or 2 → 0; otherwise 409. */
export async function checkApplication(db: Db, now: number, user: User, houseId: string, status: 0 | 1) {
  const room = await db.write(user.orgId, async (tx) => {
    const found = await findOwnerDirectRoom(tx, user, houseId);
    const label = applyStateLabel(found.applyState);
    if (status === APPLY_STATE.passed && !canApproveApplication(found.applyState))
      throw conflict(`该房源当前为「${label}」，不能审核通过`);
    if (status === APPLY_STATE.notPassed && !canRejectApplication(found.applyState))
      throw conflict(`该房源当前为「${label}」，不能驳回`);
    await tx.update(rooms).set({ applyState: status, updatedAt: now }).where(eq(rooms.id, found.houseId));
    return found;
  });
  return { houseId: room.houseId, state: status, stateLabel: applyStateLabel(status) };
}

/** Every owner-direct room the user may see (OwnerAllList), with its owner if recorded. */
export async function listOwnerHouses(db: Reader, user: User, page: PageIn) {
  const where = and(ownerDirect(), roomVisible(db, user));
  const [{ n: total }] = await db
    .select({ n: count() })
    .from(rooms)
    .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
    .where(where);
  const q = db
    .select({
      houseId: rooms.id,
      houseNumber: rooms.houseNumber,
      apartmentId: apartments.id,
      apartmentName: apartments.name,
      floor: floors.floor,
      rentCost: rooms.rentCost,
      isRent: rooms.isRent,
      applyState: rooms.applyState,
      ownerId: owners.id,
      ownerName: owners.name,
      phone: owners.phone,
      identityCard: owners.identityCard,
      status: owners.status,
    })
    .from(rooms)
    .$dynamic();
  const rows = await withRoomPlace(q)
    .leftJoin(owners, and(eq(owners.roomId, rooms.id), isNull(owners.deletedAt)))
    .where(where)
    .orderBy(asc(apartments.name), asc(floors.floor), asc(rooms.houseNumber), asc(rooms.id))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  const records = rows.map((r): OwnerHouseRow => ({
    ...r,
    applyState: r.applyState ?? APPLY_STATE.notPassed,
    applyStateLabel: applyStateLabel(r.applyState),
    ownerName: r.ownerName ?? '',
    phone: r.phone ?? '',
    identityCard: r.identityCard ? maskIdCard(r.identityCard) : '',
    status: r.status ?? null,
    statusLabel: r.ownerId ? ownerStatusLabel(r.status) : '未登记',
  }));
  return pageOf(records, total, page.current, page.size);
}
