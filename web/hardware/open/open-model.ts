/**
 * What the 开门 sheet computes on the device (issue 17.5), pure: the one-time code of now from the held key of the
 * step's day, the days a period code can be given for, and the half-hour slots of the period form.
 */
import type { LockKey } from '../../../sync/protocol/protocol';
import {
  LOCK_CODE,
  dayOfStep,
  oneTimeCode,
  oneTimeCodeExpiry,
  periodCode,
  periodSlots,
  stepOf,
} from '../../../sync/rules/hardware/lock-codes';
import { addDays, shanghaiMidnight, shanghaiToday } from '../../../sync/rules/common/shanghai-time';

/** The keys still usable at `now`: today's and later (a key of a past day opens nothing). */
export const liveKeys = (keys: readonly LockKey[], now: number) => {
  const today = shanghaiToday(now);
  return keys.filter((k) => k.day >= today);
};

/** The lock of a room's keys (a room has one lock; its first when the device somehow holds two). */
export const lockOf = (keys: readonly LockKey[]) => keys[0] ?? null;

/** The days of `lockId` whose keys are held, in order. */
export const heldDays = (keys: readonly LockKey[], lockId: string) =>
  [...new Set(keys.filter((k) => k.lockId === lockId).map((k) => k.day))].sort();

const keyOf = (keys: readonly LockKey[], lockId: string, day: string) =>
  keys.find((k) => k.lockId === lockId && k.day === day)?.key ?? null;

export interface ShownCode {
  code: string;
  step: number;
  /** The last instant the lock accepts it. */
  expiresAt: number;
}

/** The one-time code of `lockId` at `now`, or null when the key of today is not held. */
export function codeAt(keys: readonly LockKey[], lockId: string, now: number): ShownCode | null {
  const step = stepOf(now);
  const key = keyOf(keys, lockId, dayOfStep(step));
  return key ? { code: oneTimeCode(key, step), step, expiresAt: oneTimeCodeExpiry(now) } : null;
}

/** A code shown as groups of four digits, easier to key in. */
export const grouped = (code: string) => code.replace(/(\d{4})(?=\d)/g, '$1 ');

/** "mm:ss" left until `until`. */
export function countdown(until: number, now: number): string {
  const s = Math.max(0, Math.ceil((until - now) / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** The half-hour slots of a day as the pickers show them: 0 → 00:00 … 48 → 24:00. */
export const slotLabel = (slot: number) => `${String(Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`;
export const SLOTS = Array.from({ length: LOCK_CODE.slotsPerDay + 1 }, (_, i) => i);

/** 今天 / 明天 / the date, for the day picker. */
export function dayLabel(day: string, now: number): string {
  const today = shanghaiToday(now);
  return day === today ? `今天 ${day.slice(5)}` : day === addDays(today, 1) ? `明天 ${day.slice(5)}` : day;
}

/**
 * The period code of `lockId` for [startSlot, endSlot) of `day`, checked with the shared rule (PERIOD_MSG messages:
 * order, past, a day whose key is not held), or the message.
 */
export function periodAt(
  keys: readonly LockKey[],
  lockId: string,
  p: { day: string; startSlot: number; endSlot: number },
  now: number,
): { code: string; day: string; startSlot: number; endSlot: number } | { error: string } {
  const midnight = shanghaiMidnight(p.day);
  const from = midnight + p.startSlot * LOCK_CODE.slotMs;
  const until = midnight + p.endSlot * LOCK_CODE.slotMs;
  const checked = periodSlots(from, until, now, heldDays(keys, lockId));
  if ('error' in checked) return checked;
  const key = keyOf(keys, lockId, checked.day)!;
  return { code: periodCode(key, checked.startSlot, checked.endSlot), ...checked };
}
