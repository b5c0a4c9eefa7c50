import { eq } from 'drizzle-orm';
import type { Db, Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { badRequest } from '../http/errors';
import { countSubscriptions } from '../push/subscriptions';
import type { ChannelsView, RobotInput } from '../../sync/contract/notify/notify';
import { CHANNEL_DEFAULTS, orgRobot, staffChannels, type ChannelSwitches } from './channels';
import { ROBOT_KIND_NAME } from './robot/driver';
import { webhookProblem } from './robot/webhook';
import { recentSimSends } from './sim-sends';
import { notifyOrgSettings, notifyUserSettings } from './schema';

/** 13800000001 → 138****0001. */
export const maskPhone = (p: string) => (p.length >= 7 ? `${p.slice(0, 3)}****${p.slice(-4)}` : p);

/** What 我的 → 通知方式 shows the signed-in user: their own channels only (nobody else's are reachable). */
export async function channelsOf(db: Reader, user: AuthUser): Promise<ChannelsView> {
  const [mine, robot, devices, recent] = await Promise.all([
    staffChannels(db, user.orgId, [user.id]),
    orgRobot(db, user.orgId),
    countSubscriptions(db, user.id),
    recentSimSends(db, user.orgId, user.id),
  ]);
  const ch = mine.get(user.id) ?? { ...CHANNEL_DEFAULTS, phone: '' };
  return {
    push: { on: ch.push, devices },
    robot: {
      on: ch.robot,
      configured: robot ? 1 : 0,
      kind: robot?.kind ?? '',
      kindName: robot ? ROBOT_KIND_NAME[robot.kind] : '',
    },
    sms: { on: ch.sms, phone: maskPhone(ch.phone) },
    recent,
    canEditRobot: user.can('systemSettings') ? 1 : 0,
  };
}

/** Saves the user's own switches. */
export async function saveChannels(db: Db, now: number, user: AuthUser, s: ChannelSwitches) {
  await db.write(user.orgId, (tx) =>
    tx
      .insert(notifyUserSettings)
      .values({ userId: user.id, orgId: user.orgId, ...s, updatedAt: now })
      .onConflictDoUpdate({ target: notifyUserSettings.userId, set: { ...s, updatedAt: now } }),
  );
}

/** The organisation's robot as its admin edits it (the secret is never sent back, only whether there is one). */
export async function robotOf(db: Reader, orgId: string) {
  const [row] = await db.select().from(notifyOrgSettings).where(eq(notifyOrgSettings.orgId, orgId)).limit(1);
  return { kind: row?.robotKind ?? '', webhook: row?.robotWebhook ?? '', secretSet: row?.robotSecret ? 1 : 0 } as const;
}

/**
 * Sets (or, kind '', removes) the organisation's group robot. The webhook must be the kind's own https address
 * (webhookProblem): the server posts to no other host.
 */
export async function saveRobot(db: Db, now: number, user: AuthUser, input: RobotInput, allowLoopback: boolean) {
  const webhook = input.kind ? input.webhook : '';
  if (input.kind) {
    if (!webhook) throw badRequest('群机器人地址不能为空');
    const problem = webhookProblem(input.kind, webhook, allowLoopback);
    if (problem) throw badRequest(problem);
  }
  const secret = input.kind === 'dingtalk' ? input.secret : ''; // WeCom robots are not signed
  const set = {
    robotKind: input.kind,
    robotWebhook: webhook,
    ...(secret === undefined ? {} : { robotSecret: secret }),
    updatedBy: user.id,
    updatedAt: now,
  };
  await db.write(user.orgId, (tx) =>
    tx
      .insert(notifyOrgSettings)
      .values({ orgId: user.orgId, robotSecret: '', ...set })
      .onConflictDoUpdate({ target: notifyOrgSettings.orgId, set }),
  );
  return robotOf(db, user.orgId);
}
