import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/store';
import { conflict, notFound } from '../http/errors';
import { depositOrders } from './schema';
import { ORDER_PAY, ORDER_SIGN } from '../../sync/rules/deposits/deposit-rules';

/**
 * Marks a deposit order as signed into a lease (signStatus 1, leaseId, leaseTime), in the sign-lease unit of work.
 * Refuses unless the order is of the org, paid, unsigned, and of the lease's room `roomId`. The unit's write effect
 * refreshes the room's facts once for the new lease and the consumed order together.
 */
export async function consumeDepositOrder(
  tx: Tx,
  now: number,
  orgId: string,
  advanceId: string,
  leaseId: string,
  roomId: string,
) {
  const [o] = await tx
    .select({
      id: depositOrders.id,
      roomId: depositOrders.roomId,
      payStatus: depositOrders.payStatus,
      signStatus: depositOrders.signStatus,
      advanceCost: depositOrders.advanceCost,
    })
    .from(depositOrders)
    .where(and(eq(depositOrders.id, advanceId), eq(depositOrders.orgId, orgId)))
    .limit(1);
  if (!o) throw notFound('定金订单不存在');
  if (o.signStatus !== ORDER_SIGN.unsigned) throw conflict('定金订单已签约、作废或撤销，不能用于签约');
  if (o.payStatus !== ORDER_PAY.paid) throw conflict('定金订单未支付，不能用于签约');
  if (roomId !== o.roomId) throw conflict('定金订单不属于该房间');
  const signed = await tx
    .update(depositOrders)
    .set({ signStatus: ORDER_SIGN.signed, leaseId, leaseTime: now, updatedAt: now })
    .where(
      and(
        eq(depositOrders.id, advanceId),
        eq(depositOrders.signStatus, ORDER_SIGN.unsigned),
        eq(depositOrders.payStatus, ORDER_PAY.paid),
      ),
    )
    .returning({ id: depositOrders.id });
  if (signed.length !== 1) throw conflict('定金订单已签约、作废或撤销，不能用于签约');
  return { advanceId, advanceCost: o.advanceCost };
}
