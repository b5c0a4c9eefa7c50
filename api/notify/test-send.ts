import type { Deps } from '../deps';
import type { AuthUser } from '../http/env';
import { MSG_TYPE, postMessages } from '../messages/post';
import { countSubscriptions } from '../push/subscriptions';
import { sendPushToUser } from '../push/send-push';
import type { ChannelKey, ChannelOutcome } from '../../sync/contract/notify/notify';
import { CHANNEL_DEFAULTS, orgRobot, staffChannels } from './channels';
import { robotDriver } from './robot';
import { smsDriver } from './sms';
import { smsText } from './sms/driver';
import { maskPhone } from './settings';

export const CHANNEL_NAME: Record<ChannelKey, string> = {
  push: '浏览器推送',
  centre: '消息中心',
  robot: '群机器人',
  sms: '短信',
};
const TITLE = '测试通知';
const BODY = '这是一条测试通知，收到即表示此通知方式可用';
const URL = '/personalCenter/notify';

type Outcome = Pick<ChannelOutcome, 'status' | 'reason'>;
const sent = (reason: string): Outcome => ({ status: 'sent', reason });
const off = (reason: string): Outcome => ({ status: 'off', reason });
const failed = (reason: string): Outcome => ({ status: 'failed', reason });

/**
 * 发送测试通知: one notice to the signed-in user through every channel, each on its own (a failure or an exception of
 * one never stops the others): the message centre always, web push / robot / SMS when switched on and available.
 * Each channel's outcome: sent (已发送), off (未开通, why) or failed (失败, why).
 */
export async function sendTestNotice(deps: Deps, user: AuthUser): Promise<ChannelOutcome[]> {
  const { db } = deps;
  const [mine, robot] = await Promise.all([staffChannels(db, user.orgId, [user.id]), orgRobot(db, user.orgId)]);
  const ch = mine.get(user.id) ?? { ...CHANNEL_DEFAULTS, phone: '' };
  const run: Record<ChannelKey, () => Promise<Outcome>> = {
    centre: async () => {
      await db.write(user.orgId, (tx) =>
        postMessages(tx, deps.now(), [
          { orgId: user.orgId, userId: user.id, msgType: MSG_TYPE.system, title: TITLE, content: BODY, url: URL },
        ]),
      );
      return sent('已写入消息中心');
    },
    push: async () => {
      if (!ch.push) return off('已关闭');
      if ((await countSubscriptions(db, user.id)) === 0) return off('尚未在任何设备开启推送');
      const r = await sendPushToUser(deps, user.id, { title: TITLE, body: BODY, url: URL, tag: 'notify-test' });
      return r.sent > 0
        ? sent(`已送达 ${r.sent} 台设备`)
        : failed('推送服务未接受（网络无法访问推送服务或订阅已失效）');
    },
    robot: async () => {
      if (!robot) return off('管理员尚未配置群机器人');
      if (!ch.robot) return off('已关闭');
      const r = await robotDriver(deps).post({
        orgId: user.orgId,
        target: robot,
        content: `${TITLE}\n${BODY}`,
        mobiles: [ch.phone],
      });
      return r.ok ? sent('已发到群聊') : failed(r.reason);
    },
    sms: async () => {
      if (!ch.sms) return off('已关闭');
      if (!ch.phone) return off('账号没有手机号');
      const r = await smsDriver(deps).send({
        orgId: user.orgId,
        userId: user.id,
        phone: ch.phone,
        text: smsText(TITLE, BODY),
      });
      return r.ok ? sent(`已发送至 ${maskPhone(ch.phone)}`) : failed(r.reason);
    },
  };
  const keys: ChannelKey[] = ['push', 'centre', 'robot', 'sms'];
  return Promise.all(
    keys.map(async (channel) => {
      const outcome = await run[channel]().catch((err: unknown) => {
        deps.log(`ERROR notify test ${channel} to ${user.id}: ${(err as Error)?.message ?? String(err)}`);
        return failed('发送出错，请稍后再试');
      });
      return { channel, name: CHANNEL_NAME[channel], ...outcome };
    }),
  );
}
