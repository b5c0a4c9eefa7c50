import type { NoticeSendInput } from '../../sync/contract/notices/notices';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import {
  IS_FOR_ALL,
  IS_FOREVER,
  NOTICE_KIND,
  NOTICE_MSG,
  type NoticeKindCode,
} from '../../sync/rules/notices/notice-rules';

/** What the sender's form holds: one tab's notice and its receivers. */
export interface NoticeForm {
  kind: NoticeKindCode;
  apartmentId: string;
  title: string;
  content: string;
  summary: string;
  photos: string[];
  /** IS_FOREVER: 1 long-term, 0 until `keepDate`. */
  isForever: number;
  keepDate: string;
  /** IS_FOR_ALL: 1 every tenant / manager of the apartment. */
  isForAll: number;
  /** The ticked device, room or manager ids. */
  chosen: string[];
}

export const emptyNoticeForm = (kind: NoticeKindCode, apartmentId: string): NoticeForm => ({
  kind,
  apartmentId,
  title: '',
  content: '',
  summary: '',
  photos: [],
  isForever: IS_FOREVER.longTerm,
  keepDate: '',
  isForAll: IS_FOR_ALL.selected,
  chosen: [],
});

/** The first thing missing or wrong, said as the server says it; null when the form may be sent. */
export function noticeFormError(f: NoticeForm, now: number): string | null {
  if (!f.apartmentId) return NOTICE_MSG.apartment;
  if (!f.title.trim()) return NOTICE_MSG.title;
  if (!f.content.trim()) return NOTICE_MSG.content;
  if (f.kind !== NOTICE_KIND.device && f.isForever === IS_FOREVER.untilDate) {
    if (!f.keepDate) return NOTICE_MSG.keepTime;
    if (f.keepDate < shanghaiToday(now)) return NOTICE_MSG.keepTimePast;
  }
  const all = f.kind !== NOTICE_KIND.device && f.isForAll === IS_FOR_ALL.all;
  if (!all && !f.chosen.length)
    return f.kind === NOTICE_KIND.device
      ? NOTICE_MSG.devices
      : f.kind === NOTICE_KIND.tenant
        ? NOTICE_MSG.rooms
        : NOTICE_MSG.managers;
  return null;
}

/** The notification form of §3 the sender posts. */
export function noticeBody(f: NoticeForm): NoticeSendInput {
  const device = f.kind === NOTICE_KIND.device;
  const all = !device && f.isForAll === IS_FOR_ALL.all;
  const forever = device || f.isForever === IS_FOREVER.longTerm;
  return {
    kind: f.kind,
    apartmentId: f.apartmentId,
    title: f.title.trim(),
    content: f.content.trim(),
    summary: f.summary.trim(),
    photos: device ? [] : f.photos,
    isForever: forever ? 1 : 0,
    keepDate: forever ? undefined : f.keepDate,
    isForAll: all ? 1 : 0,
    devList: device ? f.chosen : [],
    houseIdList: f.kind === NOTICE_KIND.tenant && !all ? f.chosen : [],
    managerList: f.kind === NOTICE_KIND.manager && !all ? f.chosen : [],
  };
}
