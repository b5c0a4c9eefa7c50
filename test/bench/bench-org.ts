/**
 * An organisation of a bench's own, named after a word (水电, 抄表, 压测): its boss (password DEMO_PASSWORD), an
 * office project and, for the benches that need one, an apartment — made by the demo's own rows (demo-rows.ts).
 */
import { ulid } from 'ulid';
import type { Db } from '../../api/db/store';
import { orgs, users } from '../../api/auth/schema';
import { hashPassword } from '../../api/auth/password';
import { addApartment, addOffice } from '../../api/seed/demo-rows';
import { DEMO_PASSWORD } from '../../api/seed/demo';
import { USER_TYPE } from '../../sync/product/accounts';

export interface BenchOrg {
  orgId: string;
  bossId: string;
  projectId: string;
  word: string;
}

/** In one unit of work: organisation `name`, its boss `${word}老板` at `phone`, and the project `${word}项目`. */
export async function addBenchOrg(
  db: Db,
  now: number,
  o: { name: string; word: string; phone: string },
): Promise<BenchOrg> {
  const orgId = ulid(now);
  const bossId = ulid(now);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const projectId = await db.write(orgId, async (tx) => {
    await tx.insert(orgs).values({ id: orgId, name: o.name, createdAt: now });
    await tx.insert(users).values({
      id: bossId,
      orgId,
      phone: o.phone,
      passwordHash,
      userType: USER_TYPE.boss,
      name: `${o.word}老板`,
      nickname: o.word,
      createdAt: now,
      updatedAt: now,
    });
    return addOffice(tx, now, orgId, 2, `${o.word}项目`, null, `${o.word}路 1 号`);
  });
  return { orgId, bossId, projectId, word: o.word };
}

/** The apartment `${word}公寓` of `floorCount` floors of `perFloor` rooms (¥1,500 a month each) in the org's project. */
export function addBenchApartment(db: Db, now: number, org: BenchOrg, floorCount: number, perFloor: number) {
  return db.write(org.orgId, (tx) =>
    addApartment(tx, now, org.orgId, {
      name: `${org.word}公寓`,
      address: `${org.word}路 1 号`,
      locationName: `${org.word}商圈`,
      cityCode: '3301',
      districtCode: '330102',
      projectId: org.projectId,
      floorCount,
      perFloor,
      rent: 150000,
    }),
  );
}
