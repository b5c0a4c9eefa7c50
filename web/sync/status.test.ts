import { describe, expect, it } from 'vitest';
import { lastSyncText } from './status';

describe('lastSyncText', () => {
  it("says '尚未同步', '刚刚同步' within a minute, else 'HH:mm 同步'", () => {
    const at = new Date(2026, 10, 22, 9, 5, 0).getTime();
    expect(lastSyncText(null, at)).toBe('尚未同步');
    expect(lastSyncText(at, at + 59_000)).toBe('刚刚同步');
    expect(lastSyncText(at, at + 60_000)).toBe('09:05 同步');
    expect(lastSyncText(new Date(2026, 10, 22, 18, 42).getTime(), at + 86_400_000)).toBe('18:42 同步');
  });
});
