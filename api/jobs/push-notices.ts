import type { NoticeKind, StaffNotice } from '../notify';
import type { PushMessage } from '../push/send-push';

/** A notice to a user as the senders of one organisation's unit build it: who, and what the notification says. */
export interface Notice {
  userId: string;
  push: PushMessage;
}

/** The notices of `orgId` as notifyStaff (api/notify) takes them, with the kind they are about. */
export const staffNotices = (orgId: string, kind: NoticeKind, notices: readonly Notice[]): StaffNotice[] =>
  notices.map((n) => ({ orgId, userId: n.userId, kind, ...n.push }));

/** What a notice job did: the messages it made (committed) and the deliveries made for them (api/notify). */
export interface NoticeResult {
  messages: number;
  pushes: number;
}
