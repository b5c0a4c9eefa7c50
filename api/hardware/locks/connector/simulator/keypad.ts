import {
  LOCK_CODE,
  dayOfStep,
  offlineKey,
  oneTimeCode,
  parseCode,
  periodBounds,
  periodCode,
  stepOf,
  type ParsedCode,
} from '../../../../../sync/rules/hardware/lock-codes';
import { addDays, shanghaiToday } from '../../../../../sync/rules/common/shanghai-time';

/**
 * The keypad of a simulated lock: how a lock checks a code by itself, with no network. A pure function of the lock's
 * state, so the state is kept wherever the caller keeps it (the simulator keeps it in the database).
 */

/** A user the server last told the lock about: a frozen user opens nothing; offline codes only for `offlineCodes`. */
export interface KeypadUser {
  uid: string;
  frozen: boolean;
  offlineCodes: boolean;
}

/** A password on the lock: 6 digits, for one user, from/until (lock time). */
export interface KeypadPassword {
  uid: string;
  code: string;
  startAt: number;
  endAt: number;
}

export interface KeypadLock {
  /** The lock's master secret (hex); only the server and the lock know it. */
  secret: string;
  /** How far the lock's own clock is off (lock time = true time + offset); set back to 0 when it is reached. */
  clockOffsetMs: number;
  users: readonly KeypadUser[];
  passwords: readonly KeypadPassword[];
  /** The last one-time-code step accepted per user. */
  lastStep: Readonly<Record<string, number>>;
  /** Wrong codes in a row, and until when (lock time) the keypad refuses everything after too many. */
  wrong: number;
  lockedUntil: number;
}

export const KEYPAD_REASON = {
  opened: '已开门',
  lockedOut: '键盘已锁定，请稍后再试',
  wrong: '密码错误',
  used: '密码已使用',
  frozen: '用户已冻结',
  outOfPeriod: '不在密码有效时段',
  expired: '密码已过期或未生效',
} as const;

export interface KeypadResult {
  opened: boolean;
  reason: string;
  /** Whose code opened it (or was refused for being frozen, used or out of its period). */
  uid?: string;
  kind?: ParsedCode['kind'] | 'password';
  /** The time step of an accepted one-time code. */
  step?: number;
  lock: KeypadLock;
}

type Match = { uid: string; ok: true; step?: number } | { uid: string; ok: false; reason: string };

/** The lock reads a code keyed in at true time `now`: a 6-digit password, or an offline one-time or period code. */
export function pressCode(lock: KeypadLock, code: string, now: number): KeypadResult {
  const t = now + lock.clockOffsetMs;
  if (t < lock.lockedUntil) return { opened: false, reason: KEYPAD_REASON.lockedOut, lock };
  const typed = code.trim();
  const parsed = parseCode(typed);
  const kind = /^\d{6}$/.test(typed) ? 'password' : parsed?.kind;
  const keyOf = keyCache(lock.secret);
  const match =
    kind === 'password'
      ? matchPassword(lock, typed, t)
      : !parsed
        ? null
        : parsed.kind === 'once'
          ? matchOnce(lock, keyOf, parsed.code, t)
          : matchPeriod(lock, keyOf, parsed, t);
  if (match?.ok) {
    const lastStep = match.step === undefined ? lock.lastStep : { ...lock.lastStep, [match.uid]: match.step };
    return {
      opened: true,
      reason: KEYPAD_REASON.opened,
      uid: match.uid,
      kind,
      step: match.step,
      lock: { ...lock, wrong: 0, lastStep },
    };
  }
  const wrong = lock.wrong + 1;
  const lockOut = wrong >= LOCK_CODE.maxWrong;
  return {
    opened: false,
    reason: match ? match.reason : KEYPAD_REASON.wrong,
    uid: match?.uid,
    kind,
    lock: { ...lock, wrong: lockOut ? 0 : wrong, lockedUntil: lockOut ? t + LOCK_CODE.lockoutMs : lock.lockedUntil },
  };
}

function keyCache(secret: string) {
  const keys = new Map<string, string>();
  return (uid: string, day: string) => {
    const k = `${uid}|${day}`;
    let key = keys.get(k);
    if (!key) keys.set(k, (key = offlineKey(secret, uid, day)));
    return key;
  };
}

type KeyOf = (uid: string, day: string) => string;

function matchPassword(lock: KeypadLock, code: string, t: number): Match | null {
  const p = lock.passwords.find((x) => x.code === code);
  if (!p) return null;
  if (t < p.startAt || t >= p.endAt) return { uid: p.uid, ok: false, reason: KEYPAD_REASON.expired };
  if (lock.users.some((u) => u.uid === p.uid && u.frozen))
    return { uid: p.uid, ok: false, reason: KEYPAD_REASON.frozen };
  return { uid: p.uid, ok: true };
}

function matchOnce(lock: KeypadLock, keyOf: KeyOf, code: string, t: number): Match | null {
  const now = stepOf(t);
  let refused: Match | null = null;
  for (const user of lock.users) {
    if (!user.offlineCodes) continue;
    for (let s = now - LOCK_CODE.skewSteps; s <= now + LOCK_CODE.skewSteps; s++) {
      if (oneTimeCode(keyOf(user.uid, dayOfStep(s)), s) !== code) continue;
      if (user.frozen) refused ??= { uid: user.uid, ok: false, reason: KEYPAD_REASON.frozen };
      else if (s <= (lock.lastStep[user.uid] ?? -Infinity))
        refused ??= { uid: user.uid, ok: false, reason: KEYPAD_REASON.used };
      else return { uid: user.uid, ok: true, step: s };
    }
  }
  return refused;
}

function matchPeriod(
  lock: KeypadLock,
  keyOf: KeyOf,
  code: Extract<ParsedCode, { kind: 'period' }>,
  t: number,
): Match | null {
  const today = shanghaiToday(t);
  const skew = LOCK_CODE.skewSteps * LOCK_CODE.stepMs;
  let refused: Match | null = null;
  for (const day of [addDays(today, -1), today, addDays(today, 1)]) {
    for (const user of lock.users) {
      if (!user.offlineCodes) continue;
      if (periodCode(keyOf(user.uid, day), code.startSlot, code.endSlot) !== code.code) continue;
      const { from, until } = periodBounds(day, code.startSlot, code.endSlot);
      if (t < from - skew || t >= until + skew)
        refused ??= { uid: user.uid, ok: false, reason: KEYPAD_REASON.outOfPeriod };
      else if (user.frozen) refused ??= { uid: user.uid, ok: false, reason: KEYPAD_REASON.frozen };
      else return { uid: user.uid, ok: true };
    }
  }
  return refused;
}
