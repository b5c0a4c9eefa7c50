import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { depositTimeline } from '../../sync/rules/deposits/deposit-rules';
import type { DepositDetails } from '../../sync/contract/deposits/deposit-shape';
import { findOrder } from './access';
import { toRow } from './list';

/** One order with every field and its record timeline (§4). */
export async function depositDetails(
  db: Reader,
  now: number,
  user: AuthUser,
  advanceId: string,
): Promise<DepositDetails> {
  const r = await findOrder(db, user, advanceId);
  return {
    ...toRow(r, shanghaiToday(now)),
    receiptPicture: r.receiptPicture,
    receiptNumber: r.receiptNumber,
    remark: r.remark,
    confirmTime: r.confirmTime,
    leaseTime: r.leaseTime,
    cancelTime: r.cancelTime,
    voidTime: r.voidTime,
    refundTime: r.refundTime,
    refundWay: r.refundWay,
    timeline: depositTimeline(r),
  };
}
