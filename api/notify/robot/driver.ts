/** The group robots a notice can go to: a WeCom (企业微信) or DingTalk (钉钉) group's webhook. */
export const ROBOT_KINDS = ['wecom', 'dingtalk'] as const;
export type RobotKind = (typeof ROBOT_KINDS)[number];
export const ROBOT_KIND_NAME: Record<RobotKind, string> = { wecom: '企业微信', dingtalk: '钉钉' };

/** An organisation's robot: its kind, webhook URL and (DingTalk, optional) signing secret. */
export interface RobotTarget {
  kind: RobotKind;
  webhook: string;
  secret: string;
}

/** One post to the group: the text, and the phones of the users it is for (mentioned with @). */
export interface RobotPost {
  orgId: string;
  target: RobotTarget;
  content: string;
  mobiles: readonly string[];
}

/** What a channel's send came to; reason (Chinese, shown in 我的 → 通知方式) when it failed. */
export type SendResult = { ok: true } | { ok: false; reason: string };

export interface RobotDriver {
  post(p: RobotPost): Promise<SendResult>;
}

/**
 * The JSON both robots take for a text message (msgtype 'text'), with the users' phones mentioned: WeCom's
 * text.mentioned_mobile_list, DingTalk's at.atMobiles.
 */
export function robotBody(kind: RobotKind, content: string, mobiles: readonly string[]): unknown {
  if (kind === 'wecom') return { msgtype: 'text', text: { content, mentioned_mobile_list: [...mobiles] } };
  return { msgtype: 'text', text: { content }, at: { atMobiles: [...mobiles], isAtAll: false } };
}
