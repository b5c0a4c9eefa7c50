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
import type { LoginResult } from '../../sync/envelope';
import { LOGIN_WINDOW_MINUTES } from '../../sync/accounts';

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
  const attempt = claimLoginAttempt(db, now(), phone, input.ip);

  const user = db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), isNull(users.deletedAt)))
    .get();
  const good = await (deps.verifyPassword ?? verifyPassword)(input.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !good) {
    const left = settleFailure(db, attempt);
    if (left === 0) throw new TooManyAttempts(lockedMsg(LOGIN_WINDOW_MINUTES), LOGIN_WINDOW_MINUTES * 60);
    throw new AppError(401, left <= 2 ? `账号或密码错误，还可尝试${left}次` : '账号或密码错误');
  }
  if (user.isUsable !== 0) {
    settleSuccess(db, attempt, false);
    throw new AppError(403, '该账号已被禁用，请联系管理员');
  }

  settleSuccess(db, attempt, true);
  await rehashIfOld(db, user, input.password);
  const { token, expiresAt } = createSession(db, now(), user, input.remember);
  return {
    token,
    expiresAt,
    menuList: menuListFromKeys(permsOf(db, user)),
    userType: user.userType,
    nickname: user.nickname,
  };
}
