import { call, type ListFilters } from '../lib/api';
import { notices, type NoticeRow, type NoticeSendInput } from '../../sync/contract/notices/notices';

export type { NoticeRow };
/** /onlineApplic's filters (§2.7: the apartment). */
export type NoticeFilters = ListFilters<typeof notices.list>;

export const NOTICES_KEY = ['notices'] as const;

export const fetchNotices = (f: NoticeFilters, current: number, size = 10) =>
  call(notices.list, { query: { apartmentId: f.apartmentId, current, size } });

export const recallNotice = (noticeId: string) => call(notices.recall, { params: { noticeId } });
export const deleteNotice = (noticeId: string) => call(notices.remove, { params: { noticeId } });
export const sendNotice = (json: NoticeSendInput) => call(notices.send, { json });

/** The three pickers of the sender, 10 a page (§7 "Notification pickers … paged by 10"). */
export const fetchDevices = (apartmentId: string, devType: 1 | 3 | 4, current: number) =>
  call(notices.devices, { query: { apartmentId, devType, current, size: 10 } });
export const fetchRooms = (apartmentId: string, current: number) =>
  call(notices.rooms, { query: { apartmentId, current, size: 10 } });
export const fetchManagers = (apartmentId: string, current: number) =>
  call(notices.managers, { query: { apartmentId, current, size: 10 } });
