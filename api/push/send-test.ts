import type { Deps } from '../deps';
import { badRequest } from '../http/errors';
import { sendPushToUser } from './send-push';
import type { TestPushResult } from '../../sync/contract/push/push';
import { countSubscriptions } from './subscriptions';

export const TEST_PUSH = {
  title: '测试通知',
  body: '这是一条来自公寓管家的测试通知',
  url: '/personalCenter',
  tag: 'push-test',
} as const;

/** "发送测试通知": to every device of the caller; none → 400. The message says how many devices it reached. */
export async function sendTestPush(deps: Deps, userId: string): Promise<TestPushResult> {
  if ((await countSubscriptions(deps.db, userId)) === 0) throw badRequest('当前设备尚未开启消息推送');
  const outcome = await sendPushToUser(deps, userId, TEST_PUSH);
  const message =
    outcome.sent > 0
      ? `测试通知已发送到 ${outcome.sent} 台设备`
      : outcome.removed > 0 && outcome.failed === 0
        ? '推送订阅已失效，请重新开启消息推送'
        : '测试通知发送失败，请稍后再试';
  return { ...outcome, message };
}
