import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../deps';
import { AppError } from '../http/errors';
import { users } from './schema';
import { DUMMY_HASH, verifyPassword } from './password';
import { claimLoginAttempt, lockedMsg, settleFailure, settleSuccess } from './throttle';
import { TooManyAttempts } from '../http/retry-after';
import { createSession } from './sessions';
import { rehashIfOld } from './rehash';
import { menuListFromKeys, permsOf } from './permissions';
import type { LoginResult } from '../../sync/contract/auth/auth';
import { LOGIN_WINDOW_MINUTES } from '../../sync/product/accounts';

/**
 * Counts the attempt (or refuses it, api/auth/throttle.ts) before the slow password check, checks the credentials and
 * the account state, then opens a session. `ip` is the client's address (api/http/client-ip.ts).
 */
export async function login(
  deps: Deps,
  input: { phone: string; password: string; remember: boolean; ip: string },
): Promise<LoginResult> {
  const { db, now } = deps;
  const phone = input.phone.trim();
  // Login attempts and sessions belong to no organisation yet: units outside any organisation.
  const attempt = await db.write(null, (tx) => claimLoginAttempt(tx, now(), phone, input.ip));

  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), isNull(users.deletedAt)))
    .limit(1);
  const good = await (deps.verifyPassword ?? verifyPassword)(input.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !good) {
    const left = await db.write(null, (tx) => settleFailure(tx, attempt));
    if (left === 0) throw new TooManyAttempts(lockedMsg(LOGIN_WINDOW_MINUTES), LOGIN_WINDOW_MINUTES * 60);
    throw new AppError(401, left <= 2 ? `账号或密码错误，还可尝试${left}次` : '账号或密码错误');
  }
  if (user.isUsable !== 0) {
    await db.write(null, (tx) => settleSuccess(tx, attempt, false));
    throw new AppError(403, '该账号已被禁用，请联系管理员');
  }

  const { token, expiresAt } = await db.write(null, async (tx) => {
    await settleSuccess(tx, attempt, true);
    return createSession(tx, now(), user, input.remember);
  });
  await rehashIfOld(db, user, input.password);
  return {
    token,
    expiresAt,
    menuList: menuListFromKeys(await permsOf(db, user)),
    userType: user.userType,
    nickname: user.nickname,
  };
}
