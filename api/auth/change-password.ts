import { eq } from 'drizzle-orm';
import type { Deps } from '../deps';
import { AppError } from '../http/errors';
import { users } from './schema';
import { hashPassword, verifyPassword } from './password';
import { revokeOtherSessions } from './sessions';
import { checkNewPassword, PASSWORD_MSG } from '../../sync/rules/auth/password-rule';

/**
 * Changes the signed-in user's password: the old one must match and the new one meet the rule. Every other session
 * of the user ends (other devices are logged out); the session in use stays.
 */
export async function changePassword(
  deps: Deps,
  user: { id: string; sessionId: string },
  input: { oldPassword: string; newPassword: string },
) {
  const { db, now } = deps;
  const weak = checkNewPassword(input.newPassword);
  if (weak) throw new AppError(400, weak);
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
  if (!row || !(await verifyPassword(input.oldPassword, row.passwordHash)))
    throw new AppError(400, PASSWORD_MSG.oldWrong);
  if (input.newPassword === input.oldPassword) throw new AppError(400, PASSWORD_MSG.same);
  const passwordHash = await hashPassword(input.newPassword);
  // Accounts and sessions carry no change version: a unit outside any organisation.
  await db.write(null, async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now() }).where(eq(users.id, user.id));
    await revokeOtherSessions(tx, now(), user.id, user.sessionId);
  });
}
