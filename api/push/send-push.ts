import webpush from 'web-push';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../deps';
import { pushSubscriptions } from './schema';
import { vapidDetails } from './vapid';

/** What the service worker shows: title, body, the route opened on click and an optional tag (replaces older ones). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

export interface PushOutcome {
  /** Subscriptions the push service accepted the message for. */
  sent: number;
  /** Subscriptions that failed this time (kept, their failure count raised). */
  failed: number;
  /** Subscriptions the push service said are gone (404/410), now deleted. */
  removed: number;
}

/** How long the push service keeps an undelivered message: one day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;

type Delivery = 'sent' | 'gone' | 'failed';

async function deliver(details: webpush.RequestDetails): Promise<Delivery> {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(details.headers))
    if (k.toLowerCase() !== 'content-length') headers[k] = String(v);
  try {
    const res = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: details.body ? new Uint8Array(details.body) : undefined,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.status === 404 || res.status === 410) return 'gone';
    return res.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}

/** A subscription to send to: its row id, endpoint and the browser's keys. */
export interface PushTarget {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Sends a notification to each subscription (RFC 8291 aes128gcm payload, VAPID-signed, TTL one day): the ids by
 * outcome, sent, gone (the push service answered 404/410) or failed. Never throws for a delivery problem.
 */
export async function pushToSubscriptions(
  deps: Deps,
  subs: readonly PushTarget[],
  message: PushMessage,
): Promise<Record<Delivery, string[]>> {
  if (subs.length === 0) return { sent: [], gone: [], failed: [] };
  const vapid = await vapidDetails(deps.db, deps.now());
  const payload = JSON.stringify({ title: message.title, body: message.body, url: message.url, tag: message.tag });
  const results = await Promise.all(
    subs.map(async (s) => {
      let details: webpush.RequestDetails;
      try {
        details = webpush.generateRequestDetails(
          { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
          payload,
          {
            vapidDetails: vapid,
            TTL: PUSH_TTL_SECONDS,
            contentEncoding: 'aes128gcm',
            urgency: 'normal',
            ...(message.tag && TOPIC.test(message.tag) ? { topic: message.tag } : {}),
          },
        );
      } catch {
        return { id: s.id, result: 'failed' as Delivery };
      }
      return { id: s.id, result: await deliver(details) };
    }),
  );
  const ids = (r: Delivery) => results.filter((x) => x.result === r).map((x) => x.id);
  return { sent: ids('sent'), gone: ids('gone'), failed: ids('failed') };
}

/**
 * Sends a notification to every device the user enabled push on (pushToSubscriptions). Subscriptions the push service
 * answers 404/410 are removed; other failures raise their failure count, a success resets it and stamps
 * lastSuccessAt. Never throws for a delivery problem: the outcome says what happened.
 */
export async function sendPushToUser(deps: Deps, userId: string, message: PushMessage): Promise<PushOutcome> {
  const { db } = deps;
  const subs = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  if (subs.length === 0) return { sent: 0, failed: 0, removed: 0 };
  const { sent, gone, failed } = await pushToSubscriptions(deps, subs, message);
  const at = deps.now();
  // Subscriptions carry no change version: a unit outside any organisation, after the sends (never inside a unit).
  await db.write(null, async (tx) => {
    if (sent.length)
      await tx
        .update(pushSubscriptions)
        .set({ lastSuccessAt: at, failures: 0 })
        .where(inArray(pushSubscriptions.id, sent));
    if (failed.length)
      await tx
        .update(pushSubscriptions)
        .set({ failures: sql`${pushSubscriptions.failures} + 1` })
        .where(inArray(pushSubscriptions.id, failed));
    if (gone.length) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  });
  return { sent: sent.length, failed: failed.length, removed: gone.length };
}
