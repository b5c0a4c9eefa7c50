import { describe, expect, it } from 'vitest';
import { lastSyncText } from './status';

describe('lastSyncText', () => {
  it("says '尚未同步', '刚刚同步' within a minute, else 'HH:mm 同步' in Asia/Shanghai", () => {
    const at = Date.parse('2026-11-22T09:05:00+08:00');
    expect(lastSyncText(null, at)).toBe('尚未同步');
    expect(lastSyncText(at, at + 59_000)).toBe('刚刚同步');
    expect(lastSyncText(at, at + 60_000)).toBe('09:05 同步');
    expect(lastSyncText(Date.parse('2026-11-22T18:42:00+08:00'), at + 86_400_000)).toBe('18:42 同步');
  });
});
