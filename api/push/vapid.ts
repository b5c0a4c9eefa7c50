import webpush from 'web-push';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/store';
import { pushVapidKeys } from './schema';

export const DEFAULT_VAPID_SUBJECT = 'mailto:admin@example.com';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** What the VAPID environment variables may hold. */
export interface VapidEnv {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
}

const ROW_ID = 'default';

const byteLength = (b64url: string) => Buffer.from(b64url, 'base64url').length;

/** A VAPID public key is an uncompressed P-256 point (65 bytes), the private key a 32-byte scalar, both base64url. */
function checkKeys(publicKey: string, privateKey: string): void {
  if (!/^[A-Za-z0-9_-]+$/.test(publicKey) || byteLength(publicKey) !== 65)
    throw new Error('VAPID_PUBLIC_KEY 格式不正确');
  if (!/^[A-Za-z0-9_-]+$/.test(privateKey) || byteLength(privateKey) !== 32)
    throw new Error('VAPID_PRIVATE_KEY 格式不正确');
}

/**
 * The VAPID details to sign pushes with: VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY from the environment when both are
 * set, otherwise the pair kept in the database, made with web-push on first need. VAPID_SUBJECT defaults to
 * mailto:admin@example.com.
 */
export async function vapidDetails(db: Db, now: number, env: VapidEnv = process.env): Promise<VapidDetails> {
  const subject = env.VAPID_SUBJECT?.trim() || DEFAULT_VAPID_SUBJECT;
  const envPublic = env.VAPID_PUBLIC_KEY?.trim();
  const envPrivate = env.VAPID_PRIVATE_KEY?.trim();
  if (envPublic && envPrivate) {
    checkKeys(envPublic, envPrivate);
    return { subject, publicKey: envPublic, privateKey: envPrivate };
  }
  const [stored] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, ROW_ID)).limit(1);
  if (stored) return { subject, publicKey: stored.publicKey, privateKey: stored.privateKey };
  const made = webpush.generateVAPIDKeys();
  // Two processes racing on a fresh database: the first insert wins and both read it back (a key of no organisation).
  await db.write(null, async (tx) => {
    await tx
      .insert(pushVapidKeys)
      .values({ id: ROW_ID, publicKey: made.publicKey, privateKey: made.privateKey, createdAt: now })
      .onConflictDoNothing();
  });
  const [kept] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, ROW_ID)).limit(1);
  return { subject, publicKey: kept.publicKey, privateKey: kept.privateKey };
}
