import { createHmac } from 'node:crypto';
import { robotBody, type RobotDriver, type RobotKind, type SendResult } from './driver';

const TIMEOUT_MS = 10_000;
/** The hosts the robots' webhooks live on: the server posts nowhere else (an admin-typed URL is no open relay). */
const ROBOT_HOST: Record<RobotKind, string> = { wecom: 'qyapi.weixin.qq.com', dingtalk: 'oapi.dingtalk.com' };
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether `webhook` is a URL of the kind's robot: https on its host; plain http on a loopback host only when
 * `allowLoopback` (tests and local development, config.allowInsecurePushEndpoints). The reason when not.
 */
export function webhookProblem(kind: RobotKind, webhook: string, allowLoopback: boolean): string | null {
  let url: URL;
  try {
    url = new URL(webhook);
  } catch {
    return 'Webhook 地址不正确';
  }
  if (url.protocol === 'https:' && url.hostname === ROBOT_HOST[kind]) return null;
  if (allowLoopback && url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return null;
  return kind === 'wecom'
    ? 'Webhook 地址应为 https://qyapi.weixin.qq.com/ 开头的企业微信群机器人地址'
    : 'Webhook 地址应为 https://oapi.dingtalk.com/ 开头的钉钉群机器人地址';
}

/** DingTalk's signed URL: timestamp and sign = base64(HMAC-SHA256(secret, `${timestamp}\n${secret}`)). */
export function signedDingTalkUrl(webhook: string, secret: string, now: number): string {
  const sign = createHmac('sha256', secret).update(`${now}\n${secret}`).digest('base64');
  const url = new URL(webhook);
  url.searchParams.set('timestamp', String(now));
  url.searchParams.set('sign', sign);
  return url.toString();
}

/**
 * NOTIFY_ROBOT_DRIVER=webhook: a real HTTPS POST of the text message. Both robots answer 200 with errcode 0 when they
 * took it; anything else (HTTP error, errcode, timeout) is a failure with its reason.
 */
export const webhookRobotDriver = (now: () => number, allowLoopback: boolean): RobotDriver => ({
  async post(p): Promise<SendResult> {
    const { kind, webhook, secret } = p.target;
    const problem = webhookProblem(kind, webhook, allowLoopback);
    if (problem) return { ok: false, reason: problem };
    const url = kind === 'dingtalk' && secret ? signedDingTalkUrl(webhook, secret, now()) : webhook;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(robotBody(kind, p.content, p.mobiles)),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
      const text = await res.text().catch(() => '');
      if (!res.ok) return { ok: false, reason: `群机器人返回 HTTP ${res.status}` };
      const answer = parseAnswer(text);
      if (answer.errcode !== 0) return { ok: false, reason: `群机器人拒绝：${answer.errmsg || answer.errcode}` };
      return { ok: true };
    } catch (err) {
      const timeout = (err as Error).name === 'TimeoutError';
      return { ok: false, reason: timeout ? '群机器人超时未响应' : '无法连接群机器人' };
    }
  },
});

function parseAnswer(text: string): { errcode: unknown; errmsg: string } {
  try {
    const v = JSON.parse(text) as { errcode?: unknown; errmsg?: unknown };
    return { errcode: v.errcode ?? 0, errmsg: typeof v.errmsg === 'string' ? v.errmsg : '' };
  } catch {
    return { errcode: 'invalid', errmsg: '应答无法识别' };
  }
}
