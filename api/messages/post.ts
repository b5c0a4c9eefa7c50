import { ulid } from 'ulid';
import { chunks } from '../db/chunks';
import type { Tx } from '../db/store';
import { messages } from './schema';

/** Message types of the message centre (spec part 4 §9): finance 0, lease 1, house 2, service 3, system 4. */
export const MSG_TYPE = { finance: 0, lease: 1, house: 2, service: 3, system: 4 } as const;

export interface NewMessage {
  orgId: string;
  userId: string;
  msgType: number;
  title: string;
  content: string;
  /** The screen it is about, opened from the message centre (an in-app route). */
  url?: string;
}

/** Writes message-centre entries (unread) at `now`; call it inside the unit of work of the change they announce. */
export async function postMessages(tx: Tx, now: number, rows: readonly NewMessage[]): Promise<number> {
  if (rows.length === 0) return 0;
  // Chunks keep each statement well under SQLite's bound-parameter limit.
  for (const part of chunks(rows))
    await tx.insert(messages).values(part.map((r) => ({ id: ulid(now), ...r, isRead: 0, createdAt: now })));
  return rows.length;
}
