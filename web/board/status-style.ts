import { dayBadge, STATUS, type StatusDay, STATUS_TEXT, type StatusCode } from '../../sync/rules/board/board-status';

/**
 * Colour of each board status (part 1 §4): white badge text on it reads at 4.5:1 or more (WCAG AA), so the lighter hues
 * are one shade darker than antd's base (green, blue, orange, cyan -7/-8).
 */
export const STATUS_COLOR: Record<StatusCode, string> = {
  [STATUS.vacant]: '#237804',
  [STATUS.awaiting]: '#722ed1',
  [STATUS.arrears]: '#cf1322',
  [STATUS.collecting]: '#0958d9',
  [STATUS.nearExpiry]: '#ad4e00',
  [STATUS.reserved]: '#006d75',
  [STATUS.decoration]: '#595959',
  [STATUS.expired]: '#a8071a',
  [STATUS.unregistered]: '#c41d7f',
};

/** Statuses whose day count is the days LEFT until the lease ends (the badge says 剩N天). */
const DAYS_LEFT = new Set<number>([STATUS.collecting, STATUS.nearExpiry]);

/**
 * The badge text: the status name and its day count, saying what the count is: '空置 12天' (days since), '收租中 剩99+天'
 * (days left until the lease ends), '欠费 8天'; no count for 5, 6, 8 and unknown counts.
 */
export function badgeText(s: StatusDay): string {
  const day = dayBadge(s.day, s.statusCode);
  if (day === null) return STATUS_TEXT[s.statusCode];
  return DAYS_LEFT.has(s.statusCode)
    ? `${STATUS_TEXT[s.statusCode]} 剩${day}天`
    : `${STATUS_TEXT[s.statusCode]} ${day}天`;
}

/** The legend of the board (one place for the colours and what each badge and its day count mean), in badge precedence. */
export const STATUS_LEGEND: { code: StatusCode; meaning: string }[] = [
  { code: STATUS.decoration, meaning: '装修锁开启，暂停出租' },
  { code: STATUS.arrears, meaning: '有逾期未付的账单；天数 = 最早一笔逾期的天数' },
  { code: STATUS.expired, meaning: '租约已过结束日仍未退房；天数 = 已超期天数' },
  { code: STATUS.nearExpiry, meaning: '租约30天内到期；剩N天 = 距租约结束还有N天' },
  { code: STATUS.awaiting, meaning: '纸质租约已签，待确认生效；天数 = 起租至今的天数' },
  { code: STATUS.unregistered, meaning: '标记为已出租但没有租约，请办理租客登记' },
  { code: STATUS.collecting, meaning: '租约履行中；剩N天 = 距租约结束还有N天（超过99天显示99+）' },
  { code: STATUS.reserved, meaning: '已付定金，等待签约' },
  { code: STATUS.vacant, meaning: '空置；天数 = 自房间空出之日起的天数' },
];
