import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { leaseCodeOf, leaseIdTime } from './lease-code';

describe('leaseCodeOf', () => {
  it("is 'ZY' + the Shanghai date of the id's time + its last six characters", () => {
    // 2026-11-23 17:00 UTC is already the 24th in Shanghai.
    const id = ulid(Date.UTC(2026, 10, 23, 17, 0));
    expect(leaseCodeOf(id)).toBe(`ZY20261124${id.slice(-6)}`);
    expect(leaseCodeOf(id)).toMatch(/^ZY\d{8}[0-9A-HJKMNP-TV-Z]{6}$/);
  });

  it('is the same for the same id (device and server agree) and differs between ids', () => {
    const a = ulid(Date.UTC(2026, 10, 22, 2));
    const b = ulid(Date.UTC(2026, 10, 22, 2));
    expect(leaseCodeOf(a)).toBe(leaseCodeOf(a));
    expect(leaseCodeOf(a)).not.toBe(leaseCodeOf(b));
  });

  it('tells a malformed id (its time too large) without throwing', () => {
    expect(leaseIdTime('ZZZZZZZZZZZZZZZZZZZZZZZZZZ')).toBeNull();
    expect(leaseCodeOf('ZZZZZZZZZZZZZZZZZZZZZZZZZZ')).toBe('ZY00000000ZZZZZZ');
  });
});
