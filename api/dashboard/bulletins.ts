import { and, desc, eq, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { notFound } from '../http/errors';
import { users } from '../auth/schema';
import { bulletins } from './schema';
import type { Bulletin } from '../../sync/contract/dashboard/dashboard';

type User = Pick<AuthUser, 'id' | 'orgId'>;

/** The bulletin board shows this many, latest first. */
const BULLETIN_LIMIT = 10;

/** The org's latest bulletins. */
export async function listBulletins(db: Reader, user: User): Promise<Bulletin[]> {
  const rows = await db
    .select({
      id: bulletins.id,
      title: bulletins.title,
      content: bulletins.content,
      createdAt: bulletins.createdAt,
      author: users.nickname,
    })
    .from(bulletins)
    .leftJoin(users, eq(users.id, bulletins.createdBy))
    .where(and(eq(bulletins.orgId, user.orgId), isNull(bulletins.deletedAt)))
    .orderBy(desc(bulletins.createdAt), desc(bulletins.id))
    .limit(BULLETIN_LIMIT);
  return rows.map((b) => ({ ...b, author: b.author ?? '' }));
}

export async function addBulletin(
  db: Db,
  now: number,
  user: User,
  input: { title: string; content: string },
): Promise<{ id: string }> {
  const id = ulid(now);
  await db.write(user.orgId, (tx) =>
    tx.insert(bulletins).values({
      id,
      orgId: user.orgId,
      title: input.title,
      content: input.content,
      createdBy: user.id,
      createdAt: now,
      updatedAt: now,
    }),
  );
  return { id };
}

/** Takes a bulletin down (kept as a tombstone); another org's bulletin answers as missing. */
export async function removeBulletin(db: Db, now: number, user: User, id: string) {
  const done = await db.write(user.orgId, (tx) =>
    tx
      .update(bulletins)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(bulletins.id, id), eq(bulletins.orgId, user.orgId), isNull(bulletins.deletedAt)))
      .returning({ id: bulletins.id }),
  );
  if (done.length === 0) throw notFound('公告不存在');
}
