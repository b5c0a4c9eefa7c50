import { and, eq, inArray, isNull } from 'drizzle-orm';
import { users } from '../auth/schema';
import { chunks } from '../db/chunks';
import type { Reader } from '../db/store';
import { notifyOrgSettings, notifyUserSettings } from './schema';
import { ROBOT_KINDS, type RobotKind, type RobotTarget } from './robot/driver';

/** A user's switches (1 on, 0 off): web push, the group robot, SMS. The message centre is always on. */
export interface ChannelSwitches {
  push: 0 | 1;
  robot: 0 | 1;
  sms: 0 | 1;
}

/** Without a choice of their own: push and the robot on (they cost nothing), SMS off (it costs the operator). */
export const CHANNEL_DEFAULTS: ChannelSwitches = { push: 1, robot: 1, sms: 0 };

const bit = (v: number): 0 | 1 => (v ? 1 : 0);

/** Each user's switches and login phone (live users of the organisation only), by user id. */
export async function staffChannels(
  db: Reader,
  orgId: string,
  userIds: readonly string[],
): Promise<Map<string, ChannelSwitches & { phone: string }>> {
  const out = new Map<string, ChannelSwitches & { phone: string }>();
  for (const part of chunks([...new Set(userIds)])) {
    const rows = await db
      .select({
        userId: users.id,
        phone: users.phone,
        push: notifyUserSettings.push,
        robot: notifyUserSettings.robot,
        sms: notifyUserSettings.sms,
      })
      .from(users)
      .leftJoin(notifyUserSettings, eq(notifyUserSettings.userId, users.id))
      .where(and(inArray(users.id, part), eq(users.orgId, orgId), isNull(users.deletedAt)));
    for (const r of rows)
      out.set(r.userId, {
        phone: r.phone,
        push: r.push === null ? CHANNEL_DEFAULTS.push : bit(r.push),
        robot: r.robot === null ? CHANNEL_DEFAULTS.robot : bit(r.robot),
        sms: r.sms === null ? CHANNEL_DEFAULTS.sms : bit(r.sms),
      });
  }
  return out;
}

/** The organisation's group robot, or null when none is set. */
export async function orgRobot(db: Reader, orgId: string): Promise<RobotTarget | null> {
  const [row] = await db.select().from(notifyOrgSettings).where(eq(notifyOrgSettings.orgId, orgId)).limit(1);
  if (!row || !row.robotWebhook || !(ROBOT_KINDS as readonly string[]).includes(row.robotKind)) return null;
  return { kind: row.robotKind as RobotKind, webhook: row.robotWebhook, secret: row.robotSecret };
}
