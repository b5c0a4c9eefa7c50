import type { Deps } from '../deps';
import { sendPushToUser, type PushMessage } from '../push/send-push';

export interface Notice {
  userId: string;
  push: PushMessage;
}

/**
 * Sends the web pushes of notices already committed as messages, all at once. A failing push (service down,
 * subscription gone, even an exception) is logged and never undoes anything. Resolves to the number of devices the
 * push services accepted a notification for.
 */
export async function pushNotices(deps: Deps, notices: readonly Notice[]): Promise<number> {
  const sent = await Promise.all(
    notices.map(async (n) => {
      try {
        return (await sendPushToUser(deps, n.userId, n.push)).sent;
      } catch (err) {
        deps.log(`ERROR push ${n.push.tag ?? ''} to ${n.userId}: ${(err as Error).message}`);
        return 0;
      }
    }),
  );
  return sent.reduce((a, b) => a + b, 0);
}

/** What a notice job did: the messages it made (committed) and the pushes delivered for them. */
export interface NoticeResult {
  messages: number;
  pushes: number;
}
