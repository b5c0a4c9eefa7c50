import type { Deps } from '../deps';
import { sendPushToUser } from '../push/send-push';
import { orgRobot, staffChannels } from './channels';
import type { RobotTarget } from './robot/driver';
import { robotDriver } from './robot';
import { smsDriver } from './sms';
import { smsText } from './sms/driver';
import type { StaffNotice } from './index';

/** The items by key, in first-seen order. */
function groupBy<T>(xs: readonly T[], key: (x: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const x of xs) out.set(key(x), [...(out.get(key(x)) ?? []), x]);
  return out;
}

/** Runs one channel's send; a throw is logged and counts as nothing delivered, never stopping the others. */
async function guarded(deps: Deps, what: string, send: () => Promise<number>): Promise<number> {
  try {
    return await send();
  } catch (err) {
    deps.log(`ERROR notify ${what}: ${(err as Error)?.message ?? String(err)}`);
    return 0;
  }
}

/**
 * The deliveries of staff notices per each user's channels (api/notify/channels.ts): a web push per notice to a user
 * with push on (each device the push service accepted counts); ONE robot post per organisation and distinct text,
 * mentioning the phones of its users with the robot on (the group sees a notice once however many managers it is
 * for); an SMS per notice to a user with SMS on. All side by side; a failure (logged) stops nothing else.
 */
export async function deliverStaff(deps: Deps, notices: readonly StaffNotice[]): Promise<number> {
  const byOrg = groupBy(notices, (n) => n.orgId);
  const counts = await Promise.all(
    [...byOrg].map(async ([orgId, list]) => {
      const [channels, robot] = await Promise.all([
        staffChannels(
          deps.db,
          orgId,
          list.map((n) => n.userId),
        ),
        orgRobot(deps.db, orgId),
      ]);
      const sends: Promise<number>[] = [];
      for (const n of list) {
        const ch = channels.get(n.userId);
        if (!ch) continue;
        if (ch.push)
          sends.push(
            guarded(deps, `push ${n.tag ?? n.kind} to ${n.userId}`, async () => {
              const { sent } = await sendPushToUser(deps, n.userId, {
                title: n.title,
                body: n.body,
                url: n.url,
                tag: n.tag,
              });
              return sent;
            }),
          );
        if (ch.sms) sends.push(guarded(deps, `sms ${n.kind} to ${n.userId}`, () => sendSms(deps, n, ch.phone)));
      }
      if (robot) {
        const posts = groupBy(
          list.filter((n) => channels.get(n.userId)?.robot),
          (n) => `${n.title}\n${n.body}`,
        );
        for (const [content, group] of posts) {
          const mobiles = [...new Set(group.map((n) => channels.get(n.userId)!.phone))];
          sends.push(guarded(deps, `robot ${group[0].kind}`, () => postRobot(deps, orgId, robot, content, mobiles)));
        }
      }
      return (await Promise.all(sends)).reduce((a, b) => a + b, 0);
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}

async function sendSms(deps: Deps, n: StaffNotice, phone: string): Promise<number> {
  const r = await smsDriver(deps).send({ orgId: n.orgId, userId: n.userId, phone, text: smsText(n.title, n.body) });
  if (!r.ok) deps.log(`ERROR notify sms ${n.kind} to ${n.userId}: ${r.reason}`);
  return r.ok ? 1 : 0;
}

async function postRobot(
  deps: Deps,
  orgId: string,
  target: RobotTarget,
  content: string,
  mobiles: string[],
): Promise<number> {
  const r = await robotDriver(deps).post({ orgId, target, content, mobiles });
  if (!r.ok) deps.log(`ERROR notify robot of ${orgId}: ${r.reason}`);
  return r.ok ? 1 : 0;
}
