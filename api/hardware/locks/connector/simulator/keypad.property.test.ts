/**
 * Offline door codes (issue 17): the phone's maths (sync/rules/hardware/lock-codes.ts) against the lock's own check
 * (keypad.ts), over random locks, users, clocks and timings:
 * - a one-time code opens only its lock, for its user, within one step of its time, and only once;
 * - never after the user was revoked or frozen, and a key never opens outside its own day;
 * - a period code opens only inside its period (± one step), as often as needed there;
 * - a guessing loop gets at most 5 checked guesses per lockout, and even a right code waits out the lockout.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bytesToHex } from '@noble/hashes/utils.js';
import {
  LOCK_CODE,
  dayOfStep,
  offlineKey,
  oneTimeCode,
  periodBounds,
  periodCode,
  stepOf,
} from '../../../../../sync/rules/hardware/lock-codes';
import { addDays, shanghaiToday } from '../../../../../sync/rules/common/shanghai-time';
import { KEYPAD_REASON, pressCode, type KeypadLock } from './keypad';

const RUNS = Number(process.env.LOCK_RUNS ?? 1000);
const STEP = LOCK_CODE.stepMs;
const MIN = 60_000;

const secret = fc.uint8Array({ minLength: 32, maxLength: 32 }).map(bytesToHex);
const users = fc.uniqueArray(fc.ulid(), { minLength: 1, maxLength: 4 });
const instant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 0, 1) });

function lockOf(secretHex: string, uids: readonly string[], clockOffsetMs = 0): KeypadLock {
  return {
    secret: secretHex,
    clockOffsetMs,
    users: uids.map((uid) => ({ uid, frozen: false, offlineCodes: true })),
    passwords: [],
    lastStep: {},
    wrong: 0,
    lockedUntil: 0,
  };
}

/** The phone: the code its user sees at `at`, from the key of that day. */
const phoneCode = (secretHex: string, uid: string, at: number) =>
  oneTimeCode(offlineKey(secretHex, uid, shanghaiToday(at)), stepOf(at));

/** Every code any user of the lock could legitimately key in around lock time `t` (to rule out chance collisions). */
function codesAround(secretHex: string, uids: readonly string[], t: number, except?: string): Set<string> {
  const out = new Set<string>();
  for (const uid of uids) {
    if (uid === except) continue;
    for (let s = stepOf(t) - 2; s <= stepOf(t) + 2; s++)
      out.add(oneTimeCode(offlineKey(secretHex, uid, dayOfStep(s)), s));
  }
  return out;
}

describe('offline door codes and the lock keypad', () => {
  it('a one-time code opens only its lock, for its user, within one step of its time, once', () => {
    fc.assert(
      fc.property(
        secret,
        secret,
        users,
        fc.nat(3),
        fc.boolean(),
        instant,
        fc.integer({ min: -20 * MIN, max: 25 * MIN }),
        fc.integer({ min: -4 * MIN, max: 4 * MIN }),
        (secretA, secretB, uids, pick, otherLock, at, delay, offset) => {
          fc.pre(secretA !== secretB);
          const uid = uids[pick % uids.length];
          const code = phoneCode(secretA, uid, at);
          const target = otherLock ? secretB : secretA;
          const lockT = at + delay + offset;
          fc.pre(!codesAround(target, uids, lockT, otherLock ? undefined : uid).has(code));
          const lock = lockOf(target, uids, offset);
          const first = pressCode(lock, code, at + delay);
          const inWindow = Math.abs(stepOf(lockT) - stepOf(at)) <= LOCK_CODE.skewSteps;
          expect(first.opened).toBe(!otherLock && inWindow);
          if (first.opened) {
            expect(first.uid).toBe(uid);
            // Keyed in again at once (a second later may be a step later, where the code is simply out of its window).
            const again = pressCode(first.lock, code, at + delay);
            expect(again.opened).toBe(false);
            expect(again.reason).toBe(KEYPAD_REASON.used);
            const later = pressCode(first.lock, code, at + delay + 1000);
            expect(later.opened).toBe(false);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('never opens for a revoked or frozen user, nor with a key outside its own day', () => {
    fc.assert(
      fc.property(
        secret,
        users,
        fc.nat(3),
        instant,
        fc.constantFrom('revoked', 'frozen', 'next day'),
        fc.integer({ min: 0, max: 2 * 24 * 60 }),
        (secretHex, uids, pick, at, how, laterMinutes) => {
          const uid = uids[pick % uids.length];
          const others = uids.filter((u) => u !== uid);
          let lock = lockOf(secretHex, uids);
          let code: string;
          let pressAt = at;
          if (how === 'next day') {
            // A phone that kept yesterday's key tries to make a code for a step of a later day.
            const heldDay = shanghaiToday(at);
            pressAt = at + 24 * 60 * MIN + laterMinutes * MIN;
            code = oneTimeCode(offlineKey(secretHex, uid, heldDay), stepOf(pressAt));
            fc.pre(dayOfStep(stepOf(pressAt)) !== heldDay);
          } else {
            code = phoneCode(secretHex, uid, at);
            lock = {
              ...lock,
              users:
                how === 'revoked'
                  ? others.map((u) => ({ uid: u, frozen: false, offlineCodes: true }))
                  : lock.users.map((u) => ({ ...u, frozen: u.uid === uid })),
            };
          }
          fc.pre(!codesAround(secretHex, others, pressAt).has(code));
          const r = pressCode(lock, code, pressAt);
          expect(r.opened).toBe(false);
          if (how === 'frozen') expect(r.reason).toBe(KEYPAD_REASON.frozen);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('a period code opens only inside its period (± one step), again and again there', () => {
    fc.assert(
      fc.property(
        secret,
        users,
        fc.nat(3),
        instant,
        fc.integer({ min: 0, max: 47 }),
        fc.integer({ min: 1, max: 48 }),
        fc.integer({ min: -26 * 60, max: 50 * 60 }),
        (secretHex, uids, pick, at, a, len, pressMinutes) => {
          const uid = uids[pick % uids.length];
          const startSlot = a;
          const endSlot = Math.min(48, a + len);
          const day = addDays(shanghaiToday(at), 1);
          const code = periodCode(offlineKey(secretHex, uid, day), startSlot, endSlot);
          const { from, until } = periodBounds(day, startSlot, endSlot);
          const pressAt = from + pressMinutes * MIN;
          const r = pressCode(lockOf(secretHex, uids), code, pressAt);
          const inside = pressAt >= from - STEP && pressAt < until + STEP;
          expect(r.opened).toBe(inside);
          if (inside) expect(pressCode(r.lock, code, pressAt + 1000).opened).toBe(pressAt + 1000 < until + STEP);
          // Near its day the lock knows the code and says it is out of its period; further away it is just wrong.
          else expect([KEYPAD_REASON.outOfPeriod, KEYPAD_REASON.wrong]).toContain(r.reason);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('holds the keypad lockout under a guessing loop', () => {
    fc.assert(
      fc.property(
        secret,
        users,
        instant,
        fc.array(fc.record({ guess: fc.stringMatching(/^\d{8}$/), gapMs: fc.integer({ min: 0, max: 200_000 }) }), {
          minLength: 1,
          maxLength: 60,
        }),
        (secretHex, uids, start, guesses) => {
          let lock = lockOf(secretHex, uids);
          let t = start;
          let checked = 0;
          let lockedUntil = 0;
          for (const { guess, gapMs } of guesses) {
            t += gapMs;
            fc.pre(!codesAround(secretHex, uids, t).has(guess));
            const r = pressCode(lock, guess, t);
            expect(r.opened).toBe(false);
            if (t < lockedUntil) expect(r.reason).toBe(KEYPAD_REASON.lockedOut);
            else {
              expect(r.reason).toBe(KEYPAD_REASON.wrong);
              checked++;
              if (checked % LOCK_CODE.maxWrong === 0) lockedUntil = t + LOCK_CODE.lockoutMs;
            }
            lock = r.lock;
          }
          // Even the right code waits out a lockout, and works after it.
          const right = phoneCode(secretHex, uids[0], t + 1);
          expect(pressCode(lock, right, t + 1).opened).toBe(t + 1 >= lockedUntil);
          const later = lockedUntil + 1;
          if (later > t + 1) expect(pressCode(lock, phoneCode(secretHex, uids[0], later), later).opened).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
