/**
 * Offline door codes: what the phone computes with no signal and the lock checks by itself. Pure and synchronous
 * (works on plain http too, where crypto.subtle is missing); the same maths on the device, the server and the
 * simulated lock.
 *
 * - Every lock holds a master secret that never leaves the server. For each user allowed to open it, the server
 *   derives a key per Shanghai day: offlineKey(secret, userId, day). A phone holds today's and tomorrow's keys of
 *   the locks its user may open, so a key is limited to one day (a window of 24 hours at most).
 * - A one-time code is 8 digits: HOTP (RFC 4226 truncation, HMAC-SHA-256) of the 5-minute time step, with the key of
 *   the step's day (RFC 6238 style). The lock accepts one step of clock skew either way, and for each user only
 *   steps later than the last it accepted: a code works once, and an older code never after a newer one.
 * - A period code lets someone else in during a window of one day: 12 digits, SSEE + 8-digit MAC, where SS and EE
 *   are half-hour slots of the issuing key's day (00–47 start, 01–48 end). It works during its period only.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { shanghaiMidnight, shanghaiToday } from '../common/shanghai-time';

export const LOCK_CODE = {
  /** One time step of a one-time code. */
  stepMs: 5 * 60_000,
  /** Steps of clock skew the lock forgives either way. */
  skewSteps: 1,
  onceDigits: 8,
  periodDigits: 12,
  /** A period code's unit: half an hour. */
  slotMs: 30 * 60_000,
  slotsPerDay: 48,
  /** Wrong codes in a row that lock the keypad, and for how long. */
  maxWrong: 5,
  lockoutMs: 10 * 60_000,
} as const;

export const stepOf = (at: number) => Math.floor(at / LOCK_CODE.stepMs);

/** The Shanghai day a time step lies in (Shanghai midnight falls on a step boundary, so a step lies in one day). */
export const dayOfStep = (step: number) => shanghaiToday(step * LOCK_CODE.stepMs);

/** A user's key for one lock and one Shanghai day ('YYYY-MM-DD'), as lower-case hex. */
export function offlineKey(secretHex: string, userId: string, day: string): string {
  return bytesToHex(hmac(sha256, hexToBytes(secretHex), utf8ToBytes(`lock-offline-key|${userId}|${day}`)));
}

/** RFC 4226 dynamic truncation to `digits` decimal digits. */
function truncate(mac: Uint8Array, digits: number): string {
  const o = mac[mac.length - 1] & 0x0f;
  const bin = ((mac[o] & 0x7f) << 24) | (mac[o + 1] << 16) | (mac[o + 2] << 8) | mac[o + 3];
  return String(bin % 10 ** digits).padStart(digits, '0');
}

/** The one-time code of a time step, from the key of that step's day. */
export function oneTimeCode(keyHex: string, step: number): string {
  const counter = new Uint8Array(8);
  new DataView(counter.buffer).setBigUint64(0, BigInt(step));
  return truncate(hmac(sha256, hexToBytes(keyHex), counter), LOCK_CODE.onceDigits);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The period code for half-hour slots [startSlot, endSlot) of the key's day. */
export function periodCode(keyHex: string, startSlot: number, endSlot: number): string {
  if (!validSlots(startSlot, endSlot)) throw new Error(`bad period slots ${startSlot}–${endSlot}`);
  const head = pad2(startSlot) + pad2(endSlot);
  return head + truncate(hmac(sha256, hexToBytes(keyHex), utf8ToBytes(`period|${head}`)), 8);
}

function validSlots(start: number, end: number): boolean {
  return Number.isInteger(start) && Number.isInteger(end) && start >= 0 && end > start && end <= LOCK_CODE.slotsPerDay;
}

export type ParsedCode =
  { kind: 'once'; code: string } | { kind: 'period'; code: string; startSlot: number; endSlot: number };

/** What a keyed-in code is, or null when it cannot be a code at all. */
export function parseCode(code: string): ParsedCode | null {
  if (/^\d{8}$/.test(code)) return { kind: 'once', code };
  if (!/^\d{12}$/.test(code)) return null;
  const startSlot = Number(code.slice(0, 2));
  const endSlot = Number(code.slice(2, 4));
  return validSlots(startSlot, endSlot) ? { kind: 'period', code, startSlot, endSlot } : null;
}

/** The instants a period code of `day` opens from and until (before the lock's skew allowance). */
export function periodBounds(day: string, startSlot: number, endSlot: number): { from: number; until: number } {
  const midnight = shanghaiMidnight(day);
  return { from: midnight + startSlot * LOCK_CODE.slotMs, until: midnight + endSlot * LOCK_CODE.slotMs };
}

/** The last instant a one-time code shown at `at` is still accepted (its step plus the skew allowance). */
export function oneTimeCodeExpiry(at: number): number {
  return (stepOf(at) + 1 + LOCK_CODE.skewSteps) * LOCK_CODE.stepMs - 1;
}

export const PERIOD_MSG = {
  order: '生效时间不能大于失效时间',
  halfHour: '时段须以整点或半点开始和结束',
  oneDay: '时段须在同一天内',
  noKey: '离线只能生成今天或明天的时段密码，请联网后再试',
  past: '时段已经结束',
} as const;

/**
 * The slots of a period [from, until) for a code issued at `now` with the days whose keys the phone holds, or the
 * Chinese message saying why it cannot be issued.
 */
export function periodSlots(
  from: number,
  until: number,
  now: number,
  heldDays: readonly string[],
): { day: string; startSlot: number; endSlot: number } | { error: string } {
  if (from >= until) return { error: PERIOD_MSG.order };
  if (from % LOCK_CODE.slotMs !== 0 || until % LOCK_CODE.slotMs !== 0) return { error: PERIOD_MSG.halfHour };
  if (until <= now) return { error: PERIOD_MSG.past };
  const day = shanghaiToday(from);
  const midnight = shanghaiMidnight(day);
  const startSlot = (from - midnight) / LOCK_CODE.slotMs;
  const endSlot = (until - midnight) / LOCK_CODE.slotMs;
  if (endSlot > LOCK_CODE.slotsPerDay) return { error: PERIOD_MSG.oneDay };
  if (!heldDays.includes(day)) return { error: PERIOD_MSG.noKey };
  return { day, startSlot, endSlot };
}
