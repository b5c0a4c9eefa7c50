import { and, eq } from 'drizzle-orm';
import type { Db, Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { badRequest, notFound } from '../http/errors';
import { orgs, users } from '../auth/schema';
import { uploads } from '../uploads/schema';
import { STAFF_MSG } from '../../sync/rules/admin/staff-rules';
import { UPLOAD_URL_RE } from '../../sync/rules/common/validators';
import type { PersonalProfile, ProfileInput } from '../../sync/contract/personal/personal';

/** The signed-in account's own profile (part 4 §3 "Personal info"; the password is changed at /api/auth/password). */
export async function personalProfile(db: Reader, user: AuthUser): Promise<PersonalProfile> {
  const [row] = await db
    .select({ u: users, orgName: orgs.name })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(and(eq(users.id, user.id), eq(users.orgId, user.orgId)))
    .limit(1);
  if (!row) throw notFound('账号不存在');
  return {
    pkId: row.u.id,
    name: row.u.name,
    nickname: row.u.nickname,
    phone: row.u.phone,
    picture: row.u.picture,
    userType: row.u.userType,
    orgName: row.orgName,
  };
}

/**
 * The avatar a user may set: none, the one they have (whoever uploaded it, e.g. the boss when creating the account),
 * or a picture they uploaded themselves (not a personal-data upload such as an ID photo); otherwise
 * '头像图片不存在或已失效，请重新上传'. The upload route has checked its kind and size (≤ 10 MB).
 */
async function allowedAvatar(db: Reader, user: AuthUser, url: string | null, current: string | null) {
  if (url === null || url === current) return url;
  const id = UPLOAD_URL_RE.exec(url)?.[1] ?? '';
  const [own] = await db
    .select({ purpose: uploads.purpose })
    .from(uploads)
    .where(and(eq(uploads.orgId, user.orgId), eq(uploads.id, id), eq(uploads.userId, user.id)))
    .limit(1);
  if (!own || own.purpose === 'personal') throw badRequest(STAFF_MSG.pictureGone);
  return url;
}

/**
 * Sets the user's own nickname and avatar: the profile as it now is, and the operation log's words for what changed
 * ('修改个人信息 昵称 张三丰、更换头像').
 */
export async function updateProfile(db: Db, now: number, user: AuthUser, input: ProfileInput) {
  const before = await personalProfile(db, user);
  const picture = await allowedAvatar(db, user, input.picture, before.picture);
  await db.write(user.orgId, (tx) =>
    tx
      .update(users)
      .set({ nickname: input.nickname, picture, updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.orgId, user.orgId))),
  );
  const changed = [
    ...(input.nickname !== before.nickname ? [`昵称 ${input.nickname}`] : []),
    ...(picture !== before.picture ? [picture ? '更换头像' : '删除头像'] : []),
  ];
  return {
    profile: { ...before, nickname: input.nickname, picture },
    note: `修改个人信息 ${changed.length ? changed.join('、') : '未改动'}`,
  };
}
