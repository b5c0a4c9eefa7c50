import { api } from '../lib/api';
import type { Page } from '../../sync/contract/envelope';
import type { Unread } from '../shell/account';

/** A message-centre entry (spec part 4 "Message"). */
export interface MessageRow {
  messageId: string;
  /** The screen the message is about ('' when none). */
  url: string;
  msgType: number;
  title: string;
  content: string;
  isRead: number;
  gmtCreate: number;
  createTime: string;
}

/** The tabs of /Message: all, then the five types (spec part 4 §9) with the unread count each shows. */
export const MESSAGE_TABS: { key: string; title: string; msgType?: number; unread: (u: Unread) => number }[] = [
  { key: 'all', title: '全部', unread: (u) => u.unreadTotal },
  { key: '0', title: '财务', msgType: 0, unread: (u) => u.financeNum },
  { key: '1', title: '租约', msgType: 1, unread: (u) => u.leaseNum },
  { key: '2', title: '房源', msgType: 2, unread: (u) => u.houseNum },
  { key: '3', title: '服务', msgType: 3, unread: (u) => u.serviceNum },
  { key: '4', title: '系统', msgType: 4, unread: (u) => u.sysNum },
];

export const MSG_TYPE_TEXT: Record<number, string> = { 0: '财务', 1: '租约', 2: '房源', 3: '服务', 4: '系统' };

export const MESSAGES_KEY = ['messages'] as const;

export function fetchMessages(msgType: number | undefined, current: number) {
  const q = new URLSearchParams({ current: String(current) });
  if (msgType !== undefined) q.set('msgType', String(msgType));
  return api<Page<MessageRow>>(`/api/messages?${q}`);
}

export const markRead = (ids: string[]) => api<Unread>('/api/messages/read', { method: 'POST', json: { ids } });
export const markAllRead = (msgType?: number) =>
  api<Unread & { changed: number }>('/api/messages/read', {
    method: 'POST',
    json: msgType === undefined ? { all: true } : { all: true, msgType },
  });
export const deleteMessage = (id: string) =>
  api<Unread>(`/api/messages/${encodeURIComponent(id)}`, { method: 'DELETE' });
