import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/store';
import { users } from './schema';
import { hashPassword, needsRehash } from './password';

/** After a successful login: a hash made with older parameters is replaced by one with the current parameters. */
export async function rehashIfOld(db: Db, user: { id: string; passwordHash: string }, password: string) {
  if (!needsRehash(user.passwordHash)) return;
  const fresh = await hashPassword(password);
  // Only if nobody changed the password meanwhile (the hash is made outside the unit: it takes a quarter second).
  await db.write(null, async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: fresh })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
  });
}
