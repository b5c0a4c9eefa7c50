import { call, ApiError } from '../lib/api';
import { push, type SubscribeInput } from '../../sync/contract/push/push';

/** This device's push state as the personal centre shows it. */
export type PushState = 'unsupported' | 'off' | 'on' | 'denied';

export const PUSH_STATE_TEXT: Record<PushState, string> = {
  unsupported: '不支持',
  off: '未开启',
  on: '已开启',
  denied: '已被浏览器阻止',
};

/** A user-facing refusal (permission denied, no service worker); its message is shown as is. */
export class PushError extends Error {}

/** The browser can receive web push here (a secure context with service worker, PushManager and notifications). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  return navigator.serviceWorker.getRegistration('/');
}

/** The browser's current push subscription for this app, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await registration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/** This device's state: unsupported, blocked by the browser, subscribed or not. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const reg = await registration();
  if (!reg) return 'unsupported';
  return (await reg.pushManager.getSubscription()) && Notification.permission === 'granted' ? 'on' : 'off';
}

function base64UrlToBytes(s: string): Uint8Array<ArrayBuffer> {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (s.length % 4)) % 4);
  const bin = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const x = new Uint8Array(a);
  return x.every((v, i) => v === b[i]);
}

/** The server a subscription is registered with: the staff API by default, the tenant page's own (web/tenant/inbox). */
export interface PushServer {
  publicKey: () => Promise<{ publicKey: string }>;
  save: (json: SubscribeInput) => Promise<unknown>;
}
const STAFF_SERVER: PushServer = {
  publicKey: () => call(push.publicKey),
  save: (json) => call(push.subscribe, { json }),
};

// toJSON() types its keys as optional: the server refuses a subscription without them with its Chinese message.
const save = (sub: PushSubscription, server = STAFF_SERVER) => server.save(sub.toJSON() as SubscribeInput);

/**
 * Turns push on for the signed-in user on this device: asks the notification permission, subscribes with the
 * server's VAPID public key (re-subscribing when the key changed) and registers the subscription with the API.
 */
export async function enablePush(server: PushServer = STAFF_SERVER): Promise<void> {
  const reg = await registration();
  if (!reg) throw new PushError('当前浏览器不支持消息推送');
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushError('通知权限已被浏览器阻止，请在浏览器设置中允许通知');
  if (permission !== 'granted') throw new PushError('未授予通知权限');
  const { publicKey } = await server.publicKey();
  const key = base64UrlToBytes(publicKey);
  let sub = await reg.pushManager.getSubscription();
  if (sub && !sameKey(sub.options.applicationServerKey, key)) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await save(sub, server);
}

/**
 * Makes sure the server links this device's existing subscription to whoever is signed in now (another account may
 * have enabled push on this device before). Returns whether a subscription exists.
 */
export async function syncSubscription(): Promise<boolean> {
  const sub = await currentSubscription();
  if (!sub || Notification.permission !== 'granted') return false;
  await save(sub);
  return true;
}

/** Turns push off on this device: unsubscribes in the browser and forgets the subscription on the server. */
export async function disablePush(): Promise<void> {
  const sub = await currentSubscription();
  if (!sub) return;
  const endpoint = sub.endpoint;
  await sub.unsubscribe();
  try {
    await call(push.unsubscribe, { json: { endpoint } });
  } catch (e) {
    // Already gone on the server (expired, or moved to another account): nothing left to forget.
    if (!(e instanceof ApiError && e.status === 404)) throw e;
  }
}

/** "发送测试通知" to every device of the signed-in user. */
export const sendTestPush = () => call(push.test);
