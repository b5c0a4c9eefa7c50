import { and, count, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { badRequest, conflict, notFound } from '../http/errors';
import type { SubscribeInput } from '../../sync/contract/push/push';
import { pushSubscriptions } from './schema';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A push service endpoint must be an https URL. Plain http is accepted only for a loopback host, and only when the
 * configuration allows it (tests and local development with a local push service).
 */
export function checkEndpoint(endpoint: string, allowInsecure: boolean): void {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw badRequest('推送地址不正确');
  }
  if (url.protocol === 'https:') return;
  if (url.protocol === 'http:' && allowInsecure && LOOPBACK.has(url.hostname)) return;
  throw badRequest('推送地址不安全，无法开启消息推送');
}

export const ENDPOINT_TAKEN = '该设备已被其他账号订阅，请先在原账号关闭推送';

/**
 * Saves this device's subscription for the user (again: fresh keys). An endpoint is one browser's: one registered by
 * another account is never moved to the caller (409 ENDPOINT_TAKEN), since knowing an endpoint proves nothing. It
 * frees when the other account turns push off or logs out on that device (logging out turns push off, web/shell/account.ts).
 * The unique endpoint decides in one statement: the upsert updates the row only when it is the caller's, so two
 * accounts subscribing one endpoint at once (in any API processes) give one subscription and one 409.
 */
export async function saveSubscription(
  db: Db,
  now: number,
  user: AuthUser,
  input: SubscribeInput,
  userAgent: string,
  allowInsecure: boolean,
): Promise<{ id: string }> {
  checkEndpoint(input.endpoint, allowInsecure);
  const ua = userAgent.slice(0, 300);
  const saved = await db.write(user.orgId, async (tx) => {
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({
        id: ulid(now),
        orgId: user.orgId,
        userId: user.id,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        userAgent: ua,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { p256dh: input.keys.p256dh, auth: input.keys.auth, userAgent: ua, updatedAt: now, failures: 0 },
        setWhere: and(eq(pushSubscriptions.userId, user.id), eq(pushSubscriptions.orgId, user.orgId)),
      })
      .returning({ id: pushSubscriptions.id });
    return row;
  });
  if (!saved) throw conflict(ENDPOINT_TAKEN);
  return { id: saved.id };
}

/** Removes one of the caller's own subscriptions; someone else's endpoint answers 404 as if missing. */
export async function removeSubscription(db: Db, user: AuthUser, endpoint: string) {
  const gone = await db.write(user.orgId, (tx) =>
    tx
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.endpoint, endpoint),
          eq(pushSubscriptions.userId, user.id),
          eq(pushSubscriptions.orgId, user.orgId),
        ),
      )
      .returning({ id: pushSubscriptions.id }),
  );
  if (gone.length === 0) throw notFound('该设备的推送订阅不存在');
}

export async function countSubscriptions(db: Reader, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return row.n;
}
