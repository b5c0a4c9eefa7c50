import type { TodoCounts } from './dashboard-api';

/**
 * The to-do counters of the dashboard grouped as spec part 1 §2.5 (Finance, Lease, Service, Reservation/booking,
 * Contract, Other), each with the screen it opens. /jizhongHome receives `choiseid` naming the board filter to
 * preselect: 1 check-out (isUnsubscribe, spec: "the check-out counter passes 1"), 2 arrears (isArrears),
 * 3 bills to collect (isReceipt).
 */
export type CountKey = Exclude<keyof TodoCounts, 'windows' | 'rentCost' | 'hydroelectricCost' | 'futureCost'>;

export interface CounterDef {
  key: CountKey;
  label: string;
  /** Money (fen) shown under the count. */
  cost?: 'rentCost' | 'hydroelectricCost' | 'futureCost';
  /** The window the counter looks at, shown as a hint. */
  hint?: 'overdue' | 'due';
  to: { path: string; search?: string };
}

export interface CounterGroup {
  title: string;
  items: CounterDef[];
  /** A link beside the group title. */
  extra?: { label: string; path: string };
}

export const CHOISE = { checkOut: 1, arrears: 2, receipt: 3 } as const;
const board = (choiseid?: number) => ({ path: '/jizhongHome', search: choiseid ? `?choiseid=${choiseid}` : undefined });

export const COUNTER_GROUPS: CounterGroup[] = [
  {
    title: '财务待办',
    extra: { label: '记账', path: '/tallyConfig' },
    items: [
      { key: 'rentCount', label: '逾期房租', cost: 'rentCost', hint: 'overdue', to: board(CHOISE.arrears) },
      { key: 'hydroelectricCount', label: '水电欠费', cost: 'hydroelectricCost', hint: 'overdue', to: board(CHOISE.arrears) },
      { key: 'futureCount', label: '待收账单', cost: 'futureCost', hint: 'due', to: board(CHOISE.receipt) },
    ],
  },
  {
    title: '租约待办',
    items: [
      { key: 'registerCount', label: '待登记', to: { path: '/renterRegister' } },
      { key: 'checkOutRoomCount', label: '待退房', to: board(CHOISE.checkOut) },
      { key: 'changeRoomCount', label: '换房', to: { path: '/bookingList' } },
    ],
  },
  {
    title: '服务待办',
    items: [
      { key: 'repairCount', label: '报修', to: { path: '/repairs' } },
      { key: 'onlineCount', label: '在线申请', to: { path: '/onlineAplly' } },
    ],
  },
  {
    title: '预订待办',
    items: [
      { key: 'reservationCount', label: '预约看房', to: { path: '/reservationList' } },
      { key: 'advanceCount', label: '定金订单', to: { path: '/reservationOrder' } },
    ],
  },
  {
    title: '合同待办',
    items: [{ key: 'checkCount', label: '待确认租约', to: { path: '/bookingList', search: '?tab=1' } }],
  },
  {
    title: '其他待办',
    items: [
      { key: 'pictureCount', label: '待补照片', to: board() },
      { key: 'abnormalCount', label: '异常房间', to: board() },
      { key: 'securityCount', label: '安全告警', to: { path: '/accessAuthority' } },
    ],
  },
];
