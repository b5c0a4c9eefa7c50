import { z } from 'zod';

const B64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const decodedLength = (s: string) => Buffer.from(s, 'base64url').length;

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

export const unsubscribeInput = z.object({ endpoint });
