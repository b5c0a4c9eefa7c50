import { describe, expect, it } from 'vitest';
import type { LockKey } from '../../../sync/protocol/protocol';
import { offlineKey, PERIOD_MSG } from '../../../sync/rules/hardware/lock-codes';
import { shanghaiMidnight } from '../../../sync/rules/common/shanghai-time';
import { pressCode, type KeypadLock } from '../../../api/hardware/locks/connector/simulator/keypad';
import { codeAt, countdown, grouped, heldDays, liveKeys, periodAt, slotLabel } from './open-model';

const SECRET = '11'.repeat(32);
const NOW = shanghaiMidnight('2026-11-22') + 10 * 3600_000;
const keyOf = (day: string): LockKey => ({
  lockId: 'L',
  roomId: 'R',
  apartmentId: 'A',
  sn: 'SN',
  day,
  key: offlineKey(SECRET, 'U', day),
  staffOpenRented: false,
});
const keys = [keyOf('2026-11-21'), keyOf('2026-11-22'), keyOf('2026-11-23')];
const lock: KeypadLock = {
  secret: SECRET,
  clockOffsetMs: 0,
  users: [{ uid: 'U', frozen: false, offlineCodes: true }],
  passwords: [],
  lastStep: {},
  wrong: 0,
  lockedUntil: 0,
};

describe('the 开门 sheet on the device', () => {
  it('shows a code the lock accepts once, expiring one step after its own', () => {
    const shown = codeAt(keys, 'L', NOW)!;
    expect(shown.code).toMatch(/^\d{8}$/);
    expect(shown.expiresAt - NOW).toBeGreaterThan(5 * 60_000 - 1);
    const first = pressCode(lock, shown.code, NOW + 60_000);
    expect(first.opened).toBe(true);
    expect(pressCode(first.lock, shown.code, NOW + 60_000).opened).toBe(false);
    expect(grouped(shown.code)).toMatch(/^\d{4} \d{4}$/);
    expect(countdown(NOW + 61_500, NOW)).toBe('01:02');
  });

  it('drops past days and has no code without today’s key', () => {
    expect(liveKeys(keys, NOW).map((k) => k.day)).toEqual(['2026-11-22', '2026-11-23']);
    expect(heldDays(keys, 'L')).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
    expect(codeAt([keyOf('2026-11-23')], 'L', NOW)).toBeNull();
  });

  it('makes a period code the lock accepts in its period only, with the shared messages for bad input', () => {
    const tomorrow = periodAt(keys, 'L', { day: '2026-11-23', startSlot: 18, endSlot: 24 }, NOW);
    if ('error' in tomorrow) throw new Error(tomorrow.error);
    expect(tomorrow.code).toMatch(/^1824\d{8}$/);
    expect(pressCode(lock, tomorrow.code, NOW).opened).toBe(false);
    expect(pressCode(lock, tomorrow.code, shanghaiMidnight('2026-11-23') + 10 * 3600_000).opened).toBe(true);
    expect(periodAt(keys, 'L', { day: '2026-11-23', startSlot: 24, endSlot: 20 }, NOW)).toEqual({
      error: PERIOD_MSG.order,
    });
    expect(periodAt(keys, 'L', { day: '2026-11-22', startSlot: 2, endSlot: 4 }, NOW)).toEqual({
      error: PERIOD_MSG.past,
    });
    expect(periodAt(keys, 'L', { day: '2026-11-25', startSlot: 2, endSlot: 4 }, NOW)).toEqual({
      error: PERIOD_MSG.noKey,
    });
    expect([slotLabel(0), slotLabel(19), slotLabel(48)]).toEqual(['00:00', '09:30', '24:00']);
  });
});
