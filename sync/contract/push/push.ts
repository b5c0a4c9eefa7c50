/** The contract of /api/push: the server's VAPID public key, this device's subscription, a test notification. */
import { z } from 'zod';
import { route } from '../route';
import { id, int, nothing, obj } from '../kit';

const B64URL = /^[A-Za-z0-9_-]+={0,2}$/;
/** How many bytes a base64url text decodes to (trailing bits of an incomplete group are dropped, as decoders do). */
const decodedLength = (s: string) => Math.floor((s.replace(/=+$/, '').length * 3) / 4);

const endpoint = z.string({ error: '推送地址不能为空' }).trim().min(1, '推送地址不能为空').max(2048, '推送地址不正确');

/** What PushSubscription.toJSON() gives (expirationTime and other extra fields are ignored). */
export const subscribeInput = z.object({
  endpoint,
  keys: z.object(
    {
      /** The browser's uncompressed P-256 public key: 65 bytes. */
      p256dh: z
        .string({ error: '推送密钥不正确' })
        .regex(B64URL, '推送密钥不正确')
        .refine((s) => decodedLength(s) === 65, '推送密钥不正确'),
      /** The auth secret: 16 bytes. */
      auth: z
        .string({ error: '推送密钥不正确' })
        .regex(B64URL, '推送密钥不正确')
        .refine((s) => decodedLength(s) === 16, '推送密钥不正确'),
    },
    { error: '推送密钥不能为空' },
  ),
});
export type SubscribeInput = z.infer<typeof subscribeInput>;

/** The outcome of a test notification; `message` says how many devices it reached (also the envelope's msg). */
export const testPushResult = obj({ sent: int, failed: int, removed: int, message: z.string() });
export type TestPushResult = z.infer<typeof testPushResult>;

export const push = {
  publicKey: route({ method: 'GET', path: '/api/push/public-key', reply: obj({ publicKey: z.string() }) }),
  /** Saves this device's subscription for the signed-in user (an endpoint another account holds is refused). */
  subscribe: route({ method: 'POST', path: '/api/push/subscriptions', body: subscribeInput, reply: obj({ id }) }),
  unsubscribe: route({
    method: 'DELETE',
    path: '/api/push/subscriptions',
    body: z.object({ endpoint }),
    reply: nothing,
  }),
  /** "发送测试通知" to every device of the signed-in user (none subscribed: refused). */
  test: route({ method: 'POST', path: '/api/push/test', reply: testPushResult }),
};
