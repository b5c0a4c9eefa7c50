import { LOCK_MSG } from '../../../sync/rules/hardware/lock-rules';
import { shanghaiHm, shanghaiMidnight, shanghaiToday } from '../../../sync/rules/common/shanghai-time';

/** A moment as the form holds it: a Shanghai date 'YYYY-MM-DD' and a time 'HH:mm'. */
export interface DateTime {
  date: string;
  time: string;
}

/** The Shanghai date and minute of an instant. */
const dateTimeOf = (ms: number): DateTime => ({ date: shanghaiToday(ms), time: shanghaiHm(ms) });

/** The instant (epoch ms) of a Shanghai date and time, or null while either is missing. */
function msOf(v: DateTime): number | null {
  const [h, m] = v.time.split(':').map(Number);
  if (!v.date || !Number.isInteger(h) || !Number.isInteger(m)) return null;
  return shanghaiMidnight(v.date) + (h * 60 + m) * 60_000;
}

/** A password's period as the form holds it: from now to the same minute tomorrow. */
export function defaultPeriod(now = Date.now()): { start: DateTime; end: DateTime } {
  return { start: dateTimeOf(now), end: dateTimeOf(now + 86_400_000) };
}

/**
 * The period in epoch ms, or the form's message: a missing time, or the start not before the end (§5
 * '生效时间不能大于失效时间').
 */
export function periodOf(start: DateTime, end: DateTime): { startTime: number; endTime: number } | string {
  const startTime = msOf(start);
  const endTime = msOf(end);
  if (startTime === null) return '请选择生效时间';
  if (endTime === null) return '请选择失效时间';
  if (startTime >= endTime) return LOCK_MSG.timeOrder;
  return { startTime, endTime };
}
