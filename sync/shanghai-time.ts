/**
 * Clock times as people in the business read them: Asia/Shanghai (UTC+8, no daylight saving), whatever the device's or
 * server's own time zone is. Dates use `shanghaiToday` of sync/board-status.ts.
 */
const OFFSET_MS = 8 * 3600_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** The Asia/Shanghai wall-clock fields of an instant (epoch ms). */
export function shanghaiParts(ms: number) {
  const d = new Date(ms + OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds() };
}

/** 'HH:mm' in Asia/Shanghai. */
export function shanghaiHm(ms: number): string {
  const p = shanghaiParts(ms);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** 'M-D HH:mm' in Asia/Shanghai (short, for lists of recent events). */
export function shanghaiShort(ms: number): string {
  const p = shanghaiParts(ms);
  return `${p.month}-${p.day} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai. */
export function shanghaiDateTime(ms: number): string {
  const p = shanghaiParts(ms);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** 'YYYY-MM-DD HH:mm' in Asia/Shanghai. */
export function shanghaiMinute(ms: number): string {
  return shanghaiDateTime(ms).slice(0, 16);
}

/** Midnight at the start of a Shanghai date 'YYYY-MM-DD' as epoch ms (UTC+8, no daylight saving). */
export const shanghaiMidnight = (date: string) => Date.parse(`${date}T00:00:00+08:00`);
