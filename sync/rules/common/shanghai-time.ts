/**
 * Time as the business reads it, the one module for it: Asia/Shanghai (UTC+8, no daylight saving) whatever the
 * device's or the server's own time zone is.
 * - Business dates are 'YYYY-MM-DD' strings counted with pure integer arithmetic (no Date object, no time zone):
 *   the board, the bill plan, settlements and meters count days with these.
 * - Today's date and clock times of an instant (epoch ms) are read in Asia/Shanghai.
 */

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Days since 1970-01-01 of a 'YYYY-MM-DD' business date: pure calendar arithmetic (the days-from-civil algorithm),
 * no Date object and no time zone involved. Throws on a malformed or impossible date.
 */
export function dayNumber(date: string): number {
  const m = DATE_RE.exec(date);
  if (!m) throw new Error(`不是有效日期：${date}`);
  let y = +m[1];
  const mo = +m[2];
  const d = +m[3];
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  if (mo < 1 || mo > 12 || d < 1 || d > (mo === 2 && leap ? 29 : MONTH_DAYS[mo - 1]))
    throw new Error(`不是有效日期：${date}`);
  y -= mo <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (mo + (mo > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

const isLeap = (y: number) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);

/** Days in month m (1..12) of year y. */
export function daysInMonth(y: number, m: number): number {
  return m === 2 ? (isLeap(y) ? 29 : 28) : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
}

/** The 'YYYY-MM-DD' date of a day number (days since 1970-01-01); the inverse of board-status dayNumber. */
export function dateOfDayNumber(n: number): string {
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

/** The date n days after `date` (n may be negative). */
export function addDays(date: string, n: number): string {
  return dateOfDayNumber(dayNumber(date) + n);
}

/** The date `months` calendar months after `date`, the day clamped to the end of a shorter month (Jan 31 + 1 = Feb 28/29). */
export function addMonths(date: string, months: number): string {
  dayNumber(date); // validates
  const y = +date.slice(0, 4);
  const m = +date.slice(5, 7);
  const d = +date.slice(8, 10);
  const idx = y * 12 + (m - 1) + months;
  const ny = Math.floor(idx / 12);
  const nm = idx - ny * 12 + 1;
  return `${pad(ny, 4)}-${pad(nm)}-${pad(Math.min(d, daysInMonth(ny, nm)))}`;
}

/** Day N of the calendar month `offset` months from the month of `date`. */
export function dayOfMonth(date: string, offset: number, day: number): string {
  const first = addMonths(`${date.slice(0, 8)}01`, offset);
  return `${first.slice(0, 8)}${pad(day)}`;
}
const OFFSET_MS = 8 * 3600_000;

/** The Asia/Shanghai wall-clock fields of an instant (epoch ms). */
export function shanghaiParts(ms: number) {
  const d = new Date(ms + OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
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

/** The Asia/Shanghai calendar date ('YYYY-MM-DD') of an instant in epoch milliseconds. */
export function shanghaiToday(nowMs: number): string {
  const p = shanghaiParts(nowMs);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}
