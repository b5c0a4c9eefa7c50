import { call } from '../lib/api';
import { messages, type MessageRow, type Unread } from '../../sync/contract/messages/messages';

export type { MessageRow };

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

export const fetchMessages = (msgType: number | undefined, current: number) =>
  call(messages.list, { query: { msgType, current } });

export const markRead = (ids: string[]) => call(messages.read, { json: { ids } });
export const markAllRead = (msgType?: number) =>
  call(messages.read, { json: msgType === undefined ? { all: true } : { all: true, msgType } });
export const deleteMessage = (id: string) => call(messages.remove, { params: { id } });
