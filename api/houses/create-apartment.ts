import { and, eq, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { badRequest } from '../http/errors';
import { offices, userProjects } from '../admin/schema';
import { regionChildren } from '../register/regions';
import { apartments } from './schema';
import { applyFloorPlan, planFloors } from './apply-floors';
import { noGeocoder, type Geocoder } from './geocoder';
import type { CreateApartmentInput } from '../../sync/contract/houses/house-inputs';
import { OPERATE } from '../../sync/rules/houses/room-plan';
import { USER_TYPE } from '../../sync/product/accounts';

/** Checks the project an apartment is put under: a project (office kind 2) of the org; staff only their own. */
export async function checkProject(
  db: Reader,
  user: AuthUser,
  projectId: string | null | undefined,
): Promise<string | null> {
  if (!projectId) {
    if (user.userType === USER_TYPE.staff) throw badRequest('请选择所属项目');
    return null;
  }
  const [project] = await db
    .select({ id: offices.id })
    .from(offices)
    .where(
      and(eq(offices.id, projectId), eq(offices.orgId, user.orgId), eq(offices.kind, 2), isNull(offices.deletedAt)),
    )
    .limit(1);
  if (!project) throw badRequest('所属项目不存在');
  if (user.userType === USER_TYPE.staff) {
    const [mine] = await db
      .select({ id: userProjects.officeId })
      .from(userProjects)
      .where(and(eq(userProjects.userId, user.id), eq(userProjects.officeId, projectId)))
      .limit(1);
    if (!mine) throw badRequest('所属项目不存在');
  }
  return project.id;
}

/**
 * Creates an apartment with its base info and its floors and rooms in one transaction (spec part 1 §2.6 modes 1
 * and 2). Every floorData room that is not marked deleted is a new room. Returns {apartmentId}. The address is
 * geocoded before the unit of work opens; the name is checked inside it (an organisation's units run one at a time).
 */
export async function createApartment(
  db: Db,
  now: number,
  user: AuthUser,
  input: CreateApartmentInput,
  geocoder: Geocoder = noGeocoder,
) {
  if (!regionChildren(input.cityCode.slice(0, 2)).some((c) => c.code === input.cityCode))
    throw badRequest('请选择所在城市');
  if (!regionChildren(input.cityCode).some((d) => d.code === input.districtCode)) throw badRequest('请选择所在区县');
  const projectId = await checkProject(db, user, input.projectId);
  const floorData = input.floorData.map((f) => ({
    ...f,
    houses: f.houses
      .filter((h) => h.operate !== OPERATE.remove)
      .map((h) => ({ ...h, houseId: undefined, operate: OPERATE.add })),
  }));
  const plan = planFloors([], floorData, input.totalFloor);
  const nameTaken = async (q: Reader) => {
    const [taken] = await q
      .select({ id: apartments.id })
      .from(apartments)
      .where(and(eq(apartments.orgId, user.orgId), eq(apartments.name, input.name), isNull(apartments.deletedAt)))
      .limit(1);
    if (taken) throw badRequest('公寓名称已存在');
  };
  await nameTaken(db);

  let latitude = input.latitude ?? null;
  let longitude = input.longitude ?? null;
  if (latitude === null || longitude === null) {
    const found = await geocoder.geocode(input.address, input.cityCode);
    latitude = found?.latitude ?? null;
    longitude = found?.longitude ?? null;
  }

  const apartmentId = ulid(now);
  await db.write(user.orgId, async (tx) => {
    await nameTaken(tx);
    await tx.insert(apartments).values({
      id: apartmentId,
      orgId: user.orgId,
      projectId,
      name: input.name,
      address: input.address,
      locationName: input.locationName,
      cityCode: input.cityCode,
      districtCode: input.districtCode,
      latitude,
      longitude,
      totalFloor: input.totalFloor,
      isElevator: input.isElevator,
      createdAt: now,
      updatedAt: now,
    });
    await applyFloorPlan(tx, now, { id: apartmentId, orgId: user.orgId, projectId }, { rooms: [], floors: [] }, plan);
  });
  return { apartmentId };
}
