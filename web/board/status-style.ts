import { ROOM_STATUS } from '../../sync/catalog';
import { dayBadge, type StatusDay } from '../../sync/board-status';

/** Colour of each board status (part 1 §4). */
export const STATUS_COLOR: Record<number, string> = {
  0: '#389e0d',
  1: '#722ed1',
  2: '#cf1322',
  3: '#1677ff',
  4: '#d46b08',
  5: '#08979c',
  6: '#595959',
  7: '#a8071a',
};

/** The badge text: the status name and its day count ('空置 12天', '欠费 99+天'); no count for 5 and 6. */
export function badgeText(s: StatusDay): string {
  const day = dayBadge(s.day, s.statusCode);
  return day === null ? ROOM_STATUS[s.statusCode] : `${ROOM_STATUS[s.statusCode]} ${day}天`;
}
