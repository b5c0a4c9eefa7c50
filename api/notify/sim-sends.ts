import { and, desc, eq, or } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader } from '../db/store';
import { notifySimSends } from './schema';

export interface SimSend {
  orgId: string;
  userId: string;
  channel: 'robot' | 'sms';
  target: string;
  body: string;
}

/** Records what a simulated connector would have sent (a unit outside any organisation's change versions). */
export async function recordSimSend(db: Db, now: number, s: SimSend): Promise<void> {
  await db.write(null, (tx) => tx.insert(notifySimSends).values({ id: ulid(now), ...s, createdAt: now }));
}

/** The latest simulated sends a user sees in 我的 → 通知方式: their SMS and their organisation's robot posts. */
export function recentSimSends(db: Reader, orgId: string, userId: string, limit = 6) {
  return db
    .select({
      id: notifySimSends.id,
      channel: notifySimSends.channel,
      target: notifySimSends.target,
      body: notifySimSends.body,
      createdAt: notifySimSends.createdAt,
    })
    .from(notifySimSends)
    .where(
      and(eq(notifySimSends.orgId, orgId), or(eq(notifySimSends.userId, userId), eq(notifySimSends.channel, 'robot'))),
    )
    .orderBy(desc(notifySimSends.createdAt), desc(notifySimSends.id))
    .limit(limit);
}
