import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../deps';
import { AppError } from '../http/errors';
import { users } from './schema';
import { DUMMY_HASH, verifyPassword } from './password';
import { clearFailures, lockedMinutes, recordFailure } from './throttle';
import { createSession } from './sessions';
import { rehashIfOld } from './rehash';
import { menuListFromKeys, permsOf } from './permissions';
import type { LoginResult } from '../../sync/envelope';
import { LOGIN_WINDOW_MINUTES } from '../../sync/accounts';

const lockedMsg = (minutes: number) => `登录失败次数过多，账号已锁定，请${minutes}分钟后再试`;

/** Checks the credentials, the lock and the account state, then opens a session. */
export async function login(
  deps: Deps,
  input: { phone: string; password: string; remember: boolean },
): Promise<LoginResult> {
  const { db, now } = deps;
  const phone = input.phone.trim();
  const locked = lockedMinutes(db, now(), phone);
  if (locked) throw new AppError(429, lockedMsg(locked));

  const user = db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), isNull(users.deletedAt)))
    .get();
  const good = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !good) {
    const left = recordFailure(db, now(), phone);
    if (left === 0) throw new AppError(429, lockedMsg(LOGIN_WINDOW_MINUTES));
    throw new AppError(401, left <= 2 ? `账号或密码错误，还可尝试${left}次` : '账号或密码错误');
  }
  if (user.isUsable !== 0) throw new AppError(403, '该账号已被禁用，请联系管理员');

  clearFailures(db, phone);
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
