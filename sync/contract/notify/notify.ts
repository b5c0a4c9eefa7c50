/**
 * The contract of /api/notify (issue 19.4): the signed-in user's notification channels (我的 → 通知方式), their
 * switches, a test notice through every channel, and the organisation's group robot (permission systemSettings).
 */
import { z } from 'zod';
import { route } from '../route';
import { flag, id, ms, obj } from '../kit';

const onOff = z.union([z.literal(0), z.literal(1)], '开关不正确');

/** A simulated send (a connector's simulator recorded it instead of sending). */
const simSend = obj({ id, channel: z.string(), target: z.string(), body: z.string(), createdAt: ms });

export const channelsView = obj({
  /** Web push: the switch and how many devices of the user subscribed. */
  push: obj({ on: flag, devices: z.number().int() }),
  /** The group robot: the switch, whether the organisation has one, its kind ('wecom' | 'dingtalk' | ''). */
  robot: obj({ on: flag, configured: flag, kind: z.string(), kindName: z.string() }),
  /** SMS: the switch and the phone it goes to (masked). */
  sms: obj({ on: flag, phone: z.string() }),
  /** The latest simulated robot posts and SMS the user's notices made. */
  recent: z.array(simSend),
  /** Whether the user may set the organisation's group robot. */
  canEditRobot: flag,
});
export type ChannelsView = z.infer<typeof channelsView>;

export const CHANNEL_KEYS = ['push', 'centre', 'robot', 'sms'] as const;
export type ChannelKey = (typeof CHANNEL_KEYS)[number];
export const TEST_STATUS = ['sent', 'off', 'failed'] as const;
export type TestStatus = (typeof TEST_STATUS)[number];

/** A channel's outcome of 发送测试通知: 已发送 / 未开通 / 失败, with why. */
export const channelOutcome = obj({
  channel: z.enum(CHANNEL_KEYS),
  name: z.string(),
  status: z.enum(TEST_STATUS),
  reason: z.string(),
});
export type ChannelOutcome = z.infer<typeof channelOutcome>;

export const robotSettings = obj({ kind: z.string(), webhook: z.string(), secretSet: flag });

export const robotInput = z.object({
  /** '' removes the robot. */
  kind: z.enum(['', 'wecom', 'dingtalk'], '机器人类型不正确'),
  webhook: z.string({ error: '群机器人地址不能为空' }).trim().max(500, '群机器人地址不能超过500个字符'),
  /** DingTalk's signing secret; omitted: kept as it is; '': none. */
  secret: z.string().trim().max(200, '加签密钥不能超过200个字符').optional(),
});
export type RobotInput = z.infer<typeof robotInput>;

export const notify = {
  channels: route({ method: 'GET', path: '/api/notify/channels', reply: channelsView }),
  saveChannels: route({
    method: 'PUT',
    path: '/api/notify/channels',
    body: z.object({ push: onOff, robot: onOff, sms: onOff }),
    reply: channelsView,
  }),
  /** 发送测试通知: one notice through every channel; each channel's outcome. */
  test: route({ method: 'POST', path: '/api/notify/test', reply: obj({ results: z.array(channelOutcome) }) }),
  robot: route({ method: 'GET', path: '/api/notify/robot', reply: robotSettings }),
  saveRobot: route({ method: 'PUT', path: '/api/notify/robot', body: robotInput, reply: robotSettings }),
};
