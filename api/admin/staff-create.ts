import { and, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader } from '../db/store';
import { badRequest, conflict } from '../http/errors';
import { users } from '../auth/schema';
import { hashPassword } from '../auth/password';
import { uploads } from '../uploads/schema';
import { uniqueOr } from '../settings/unique';
import { userProjects, userRoles } from './schema';
import { projectsOfOrg, rolesOfOrg } from './staff';
import { STAFF_MSG } from '../../sync/rules/admin/staff-rules';
import { UPLOAD_URL_RE } from '../../sync/rules/common/validators';
import type { NewStaff } from '../../sync/contract/admin/staff';

type Input = Required<Omit<NewStaff, 'picture'>> & { picture?: string | null };

/** The avatar must be an upload of the org; returns it or null. */
async function checkAvatar(db: Reader, orgId: string, url: string | null | undefined): Promise<string | null> {
  if (!url) return null;
  const id = UPLOAD_URL_RE.exec(url)?.[1] ?? '';
  const [found] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.orgId, orgId), eq(uploads.id, id)))
    .limit(1);
  if (!found) throw badRequest(STAFF_MSG.pictureGone);
  return url;
}

/**
 * A new staff account of the org (part 4 §2 create staff): the password hashed like every password, the roles and
 * projects bound in the same unit. The phone is the login account, unique across the product (its unique index
 * decides, so two at once give one account and one refusal).
 */
export async function createStaff(db: Db, now: number, orgId: string, input: Input) {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.phone, input.phone)).limit(1);
  if (taken) throw conflict(STAFF_MSG.phoneTaken);
  const picture = await checkAvatar(db, orgId, input.picture);
  const passwordHash = await hashPassword(input.password);
  const id = ulid(now);
  await uniqueOr(STAFF_MSG.phoneTaken, () =>
    db.write(orgId, async (tx) => {
      const roleIds = await rolesOfOrg(tx, orgId, input.roleIds);
      const projectIds = await projectsOfOrg(tx, orgId, input.projectIds);
      await tx.insert(users).values({
        id,
        orgId,
        phone: input.phone,
        passwordHash,
        userType: input.userType,
        name: input.name,
        nickname: input.nickname || input.name,
        email: input.email,
        picture,
        createdAt: now,
        updatedAt: now,
      });
      if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: id, roleId })));
      if (projectIds.length)
        await tx.insert(userProjects).values(projectIds.map((officeId) => ({ userId: id, officeId })));
    }),
  );
  return { pkId: id };
}
