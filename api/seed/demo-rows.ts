/**
 * The rows of the demo's organisations (api/seed/demo.ts): a role with its actions, a user, an office (company or
 * project), an apartment with its floors and rooms.
 */
import { ulid } from 'ulid';
import type { Tx } from '../db/store';
import { users } from '../auth/schema';
import { offices, roleActions, roles } from '../admin/schema';
import { apartments, floors, rooms } from '../houses/schema';
import type { Perm } from '../../sync/product/menu';
import { roomNumber } from '../../sync/rules/houses/room-plan';
import { addDays, shanghaiToday } from '../../sync/rules/common/shanghai-time';

export async function addRole(
  tx: Tx,
  now: number,
  orgId: string,
  roleName: string,
  roleType: number,
  roleDesc: string,
  perms: Perm[],
) {
  const id = ulid(now);
  await tx.insert(roles).values({ id, orgId, roleName, roleType, roleDesc, createdAt: now, updatedAt: now });
  await tx.insert(roleActions).values(perms.map(([groupId, childId]) => ({ roleId: id, groupId, childId })));
  return id;
}

export async function addUser(
  tx: Tx,
  now: number,
  orgId: string,
  u: { phone: string; name: string; nickname: string; userType: number; passwordHash: string },
) {
  const id = ulid(now);
  await tx.insert(users).values({ id, orgId, ...u, createdAt: now, updatedAt: now });
  return id;
}

export async function addOffice(
  tx: Tx,
  now: number,
  orgId: string,
  kind: number,
  name: string,
  pid: string | null,
  address: string,
) {
  const id = ulid(now);
  await tx.insert(offices).values({ id, orgId, kind, pid, name, address, createdAt: now, updatedAt: now });
  return id;
}

/** An apartment with `floorCount` floors of `perFloor` rooms numbered by the floor editor's rule (301 … 309, 310 …). */
export async function addApartment(
  tx: Tx,
  now: number,
  orgId: string,
  a: {
    name: string;
    address: string;
    locationName: string;
    cityCode: string;
    districtCode: string;
    projectId: string;
    floorCount: number;
    perFloor: number;
    rent: number;
  },
) {
  const apartmentId = ulid(now);
  await tx.insert(apartments).values({
    id: apartmentId,
    orgId,
    projectId: a.projectId,
    name: a.name,
    address: a.address,
    locationName: a.locationName,
    cityCode: a.cityCode,
    districtCode: a.districtCode,
    totalFloor: a.floorCount,
    isElevator: a.floorCount > 6 ? 1 : 0,
    createdAt: now,
    updatedAt: now,
  });
  for (let f = 1; f <= a.floorCount; f++) {
    const floorId = ulid(now);
    await tx.insert(floors).values({ id: floorId, orgId, apartmentId, floor: f, createdAt: now, updatedAt: now });
    const roomRows = [];
    for (let i = 1; i <= a.perFloor; i++) {
      const houseNumber = roomNumber(f, i);
      roomRows.push({
        id: ulid(now),
        orgId,
        apartmentId,
        floorId,
        projectId: a.projectId,
        houseNumber,
        serialNumber: i,
        isRent: (f + i) % 3 === 0 ? 1 : 0,
        rentCost: a.rent + (i % 3) * 10000,
        area: 20 + (i % 4) * 5,
        // vacant for a few days up to about three months, so the board's 空置 N天 reads like a real building
        vacantSince: addDays(shanghaiToday(now), -((f * 13 + i * 7) % 90)),
        bedroom: 1,
        hall: i % 2,
        bathroom: 1,
        createdAt: now,
        updatedAt: now,
      });
    }
    await tx.insert(rooms).values(roomRows);
  }
  return apartmentId;
}
