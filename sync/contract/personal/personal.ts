/**
 * The contract of /api/personal (spec part 4 §2 "Personal centre", §3 "Personal info" and "Settlement", §7): the
 * signed-in account's own profile (avatar, nickname, phone) and the settlement of the scan-to-pay trades it may see
 * (api/personal/settlement.ts says whose: the boss the organisation's, everyone else the trades they collected).
 */
import { z } from 'zod';
import { route } from '../route';
import { date, fen, id, int, ms, obj, pageQuery } from '../kit';
import { dayNumber } from '../../rules/common/shanghai-time';
import { UPLOAD_URL_RE } from '../../rules/common/validators';
import { STAFF_MSG } from '../../rules/admin/staff-rules';

export const PERSONAL_MSG = {
  nicknameRequired: '请输入昵称',
  nicknameTooLong: '昵称不能超过20个字',
  badDate: '请选择正确的结算日期',
} as const;

export const personalProfile = obj({
  pkId: id,
  /** 姓名 (set by whoever created the account). */
  name: z.string(),
  nickname: z.string(),
  phone: z.string(),
  /** The avatar, an upload of the org ('/api/upload/files/<id>'), or none. */
  picture: z.string().nullable(),
  /** 0 boss, 1 管理, 2 员工. */
  userType: int,
  orgName: z.string(),
});
export type PersonalProfile = z.infer<typeof personalProfile>;

const profileBody = z.object({
  nickname: z
    .string(PERSONAL_MSG.nicknameRequired)
    .trim()
    .min(1, PERSONAL_MSG.nicknameRequired)
    .max(20, PERSONAL_MSG.nicknameTooLong),
  /** An upload of the org, or null to remove the avatar. */
  picture: z.string().regex(UPLOAD_URL_RE, STAFF_MSG.pictureGone).nullable(),
});
export type ProfileInput = z.infer<typeof profileBody>;

/** The amounts (actual, fen) awaiting settlement: today's (trades paid yesterday) and tomorrow's (paid today). */
const sums = obj({
  /** Settles today: the trades paid yesterday (the spec's yesterdaySum). */
  yesterdaySum: fen,
  /** Settles tomorrow: the trades paid today (the spec's todaySum). */
  todaySum: fen,
  /** The two settlement dates, today and tomorrow (Shanghai). */
  today: date,
  tomorrow: date,
});
export type SettlementSums = z.infer<typeof sums>;

const settlementRow = obj({
  tradeNo: z.string(),
  /** Our payment order number (ZF…). */
  orderNo: z.string(),
  /** The amount paid (fen). */
  amount: fen,
  /** The channel's service fee (fen). */
  fee: fen,
  /** 'WXZF' 微信支付, anything else 支付宝. */
  method: z.string(),
  /** When it was paid. */
  tradeDate: ms,
  /** amount − fee (fen). */
  realAmount: fen,
  /** The Shanghai date it settles on: the day after it was paid. */
  settleDate: date,
  /** 100 成功, 0 结算中. */
  status: int,
  /** Who collected it (the account that made the payment order). */
  operator: z.string(),
});
export type SettlementRow = z.infer<typeof settlementRow>;

const records = obj({
  tradeHisList: z.array(settlementRow),
  total: int,
  current: int,
  size: int,
  pages: int,
  /** The settlement date shown. */
  reconDate: date,
  /** Sums over the whole date (every page): amount, service fee, actual amount. */
  sumA: fen,
  serviceA: fen,
  realA: fen,
});
export type SettlementRecords = z.infer<typeof records>;

const validDate = (v: string) => {
  try {
    dayNumber(v);
    return true;
  } catch {
    return false;
  }
};

export const personal = {
  profile: route({ method: 'GET', path: '/api/personal/profile', reply: personalProfile }),
  updateProfile: route({ method: 'PUT', path: '/api/personal/profile', body: profileBody, reply: personalProfile }),
  sums: route({ method: 'GET', path: '/api/personal/settlement/sums', reply: sums }),
  settlement: route({
    method: 'GET',
    path: '/api/personal/settlement',
    query: z.object({
      /** The settlement date; yesterday (the last settlement day that is over) when absent. */
      reconDate: z.string().refine(validDate, PERSONAL_MSG.badDate).optional(),
      ...pageQuery,
    }),
    reply: records,
  }),
};
