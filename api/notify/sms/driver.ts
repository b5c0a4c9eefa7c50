import type { SendResult } from '../robot/driver';

/** One text message to a user's phone. */
export interface SmsSend {
  orgId: string;
  userId: string;
  phone: string;
  text: string;
}

/**
 * An SMS provider (Aliyun, Tencent Cloud…): a real one implements this with its signed API and template. Only the
 * simulator exists so far.
 */
export interface SmsDriver {
  send(s: SmsSend): Promise<SendResult>;
}

/** The text of a notice as an SMS: the product's signature, the title and the body, at most 200 characters. */
export const smsText = (title: string, body: string) => `【租房管家】${title}：${body}`.slice(0, 200);
