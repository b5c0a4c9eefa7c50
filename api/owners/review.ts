import { and, asc, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AuthUser } from '../http/env';
import { conflict, notFound } from '../http/errors';
import { pageOf } from '../http/reply';
import { nextVersion } from '../db/versions';
import { apartments, floors, rooms } from '../houses/schema';
import { owners } from './schema';
import { findOwnerDirectRoom, ownerDirect, roomVisible } from './find-room';
import { ownerPhotos } from './photos';
import { maskIdCard } from '../../sync/id-card';
import {
  applyStateLabel,
  canApproveApplication,
  canApproveOwner,
  canRejectApplication,
  canRejectOwner,
  ownerStatusLabel,
} from '../../sync/owner-review';

type User = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;
interface PageIn {
  current: number;
  size: number;
}

/** Owners of owner-direct rooms the user may see. */
const ownerScope = (db: Db, user: User) =>
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
const ownerRows = (db: Db) =>
  db.select(ownerColumns).from(owners).innerJoin(rooms, eq(rooms.id, owners.roomId)).innerJoin(apartments, eq(apartments.id, rooms.apartmentId));

/** How many owners (joined to their room and apartment as in the lists) match `where`. */
const ownerCount = (db: Db, where: SQL | undefined) =>
  db
    .select({ n: count() })
    .from(owners)
    .innerJoin(rooms, eq(rooms.id, owners.roomId))
    .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
    .where(where)
    .get()!.n;

/** The owner review list (OwnerList): identity numbers masked. */
export function listOwners(db: Db, user: User, page: PageIn) {
  const where = ownerScope(db, user);
  const total = ownerCount(db, where);
  const rows = ownerRows(db)
    .where(where)
    .orderBy(desc(owners.createdAt), desc(owners.id))
    .limit(page.size)
    .offset((page.current - 1) * page.size)
    .all();
  const records = rows.map((r) => ({ ...r, identityCard: maskIdCard(r.identityCard), statusLabel: ownerStatusLabel(r.status) }));
  return pageOf(records, total, page.current, page.size);
}

function findOwner(db: Db, user: User, id: string) {
  const row = ownerRows(db)
    .where(and(eq(owners.id, id), ownerScope(db, user)))
    .get();
  if (!row) throw notFound('业主不存在');
  return row;
}

/** One owner in full with the photos of the ID card and bank card (and the property certificate). */
export function ownerDetail(db: Db, user: User, id: string) {
  const row = findOwner(db, user, id);
  const photos = ownerPhotos(db, user.orgId, row.id);
  return {
    ...row,
    statusLabel: ownerStatusLabel(row.status),
    identityPhoto: photos.sfzPicture,
    bankPhoto: photos.yhkPicture,
    fczPicture: photos.fczPicture,
  };
}

/** OwnerChenk: approve 0 → 1, reject 1 → 0; anything else is a 409. */
export function checkOwner(db: Db, now: number, user: User, id: string, status: 0 | 1) {
  const row = findOwner(db, user, id);
  if (status === 1 && !canApproveOwner(row.status)) throw conflict('该业主已通过审核，无需重复审核');
  if (status === 0 && !canRejectOwner(row.status)) throw conflict('该业主尚未通过审核，不能驳回');
  db.update(owners).set({ status, updatedAt: now }).where(eq(owners.id, row.id)).run();
  return { id: row.id, status, statusLabel: ownerStatusLabel(status) };
}

/** The house application list (ApplicationList): owner-direct rooms with their owner's application. */
export function listApplications(db: Db, user: User, page: PageIn) {
  const where = ownerScope(db, user);
  const total = ownerCount(db, where);
  const rows = db
    .select({ ...ownerColumns, state: rooms.applyState, intro: rooms.intro, nearby: rooms.nearby, floor: floors.floor })
    .from(owners)
    .innerJoin(rooms, eq(rooms.id, owners.roomId))
    .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
    .innerJoin(floors, eq(floors.id, rooms.floorId))
    .where(where)
    .orderBy(desc(owners.createdAt), desc(owners.id))
    .limit(page.size)
    .offset((page.current - 1) * page.size)
    .all();
  const records = rows.map((r) => ({
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
    bankCard: r.ifbankCard,
    intro: r.intro,
    nearby: r.nearby,
    gmtCreate: r.gmtCreate,
  }));
  return pageOf(records, total, page.current, page.size);
}

/** AppliChenk (id = houseId): approve when state 0 or 2 → 1; reject when 1 or 2 → 0; otherwise 409. */
export function checkApplication(db: Db, now: number, user: User, houseId: string, status: 0 | 1) {
  const room = findOwnerDirectRoom(db, user, houseId);
  const label = applyStateLabel(room.applyState);
  if (status === 1 && !canApproveApplication(room.applyState)) throw conflict(`该房源当前为「${label}」，不能审核通过`);
  if (status === 0 && !canRejectApplication(room.applyState)) throw conflict(`该房源当前为「${label}」，不能驳回`);
  db.transaction((tx) => {
    tx.update(rooms)
      .set({ applyState: status, updatedAt: now, version: nextVersion(tx, user.orgId) })
      .where(eq(rooms.id, room.houseId))
      .run();
  });
  return { houseId: room.houseId, state: status, stateLabel: applyStateLabel(status) };
}

/** Every owner-direct room the user may see (OwnerAllList), with its owner if recorded. */
export function listOwnerHouses(db: Db, user: User, page: PageIn) {
  const where = and(ownerDirect(), roomVisible(db, user));
  const total = db
    .select({ n: count() })
    .from(rooms)
    .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
    .where(where)
    .get()!.n;
  const rows = db
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
    .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
    .innerJoin(floors, eq(floors.id, rooms.floorId))
    .leftJoin(owners, and(eq(owners.roomId, rooms.id), isNull(owners.deletedAt)))
    .where(where)
    .orderBy(asc(apartments.name), asc(floors.floor), asc(rooms.houseNumber))
    .limit(page.size)
    .offset((page.current - 1) * page.size)
    .all();
  const records = rows.map((r) => ({
    ...r,
    applyState: r.applyState ?? 0,
    applyStateLabel: applyStateLabel(r.applyState),
    ownerName: r.ownerName ?? '',
    phone: r.phone ?? '',
    identityCard: r.identityCard ? maskIdCard(r.identityCard) : '',
    status: r.status ?? null,
    statusLabel: r.ownerId ? ownerStatusLabel(r.status) : '未登记',
  }));
  return pageOf(records, total, page.current, page.size);
}
