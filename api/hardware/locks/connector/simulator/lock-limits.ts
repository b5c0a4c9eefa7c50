import type { LockWanted } from '../driver';

/** What a simulated lock holds at most, like the memory of a real one. */
export const LOCK_LIMITS = { passwords: 200, users: 300 } as const;

/** Why a lock refuses a wanted state (in Chinese), or null when it takes it. */
export function checkWanted(wanted: LockWanted): string | null {
  if (wanted.passwords.length > LOCK_LIMITS.passwords) return '门锁密码已满';
  if (wanted.users.length > LOCK_LIMITS.users) return '门锁用户已满';
  const seen = new Set<string>();
  for (const p of wanted.passwords) {
    if (!/^\d{6}$/.test(p.code)) return '门锁只接受6位数字密码';
    if (p.endAt <= p.startAt) return '生效时间不能大于失效时间';
    if (seen.has(p.code)) return '门锁上已有相同的密码';
    seen.add(p.code);
  }
  return null;
}
