import { and, count, eq, isNull } from 'drizzle-orm';
import type { Reader } from '../db/store';
import { messages } from './schema';
import type { Unread } from '../../sync/contract/messages/messages';

/** Unread counts by message type (finance 0, lease 1, house 2, service 3, system 4) and their total. */
export async function unreadCounts(db: Reader, userId: string): Promise<Unread> {
  const rows = await db
    .select({ msgType: messages.msgType, n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.isRead, 0), isNull(messages.deletedAt)))
    .groupBy(messages.msgType);
  const by = (t: number) => rows.find((r) => r.msgType === t)?.n ?? 0;
  const financeNum = by(0);
  const leaseNum = by(1);
  const houseNum = by(2);
  const serviceNum = by(3);
  const sysNum = by(4);
  return {
    unreadTotal: financeNum + leaseNum + houseNum + serviceNum + sysNum,
    financeNum,
    leaseNum,
    houseNum,
    serviceNum,
    sysNum,
  };
}
