import { ulid } from 'ulid';
import type { AuthUser } from '../http/env';
import { badRequest, conflict } from '../http/errors';
import { nextNumber } from '../db/numbers';
import { findOrder, houseText, roomRefusal } from '../deposits/access';
import { visibleRoom } from '../houses/scope';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { canCollect, configAccepts, DEPOSIT_MSG, scanPayFee, ORDER_PAY } from '../../sync/rules/deposits/deposit-rules';
import type { QrCode, ScanPayInput } from '../../sync/contract/payments/payments';
import { activeDriverName, driverFor, type DriverContext, type ScanPayType } from './driver';
import { apartmentPayConfig } from './configs';
import { paymentOrders } from './schema';

/**
 * A QR code to pay an unpaid, unsigned deposit order (§5 scan-to-pay): the apartment's payment config must exist
 * ('请先配置支付') and accept the channel; the payer is asked deposit + fee (fee = amount × r / (1 − r), integers).
 * Each call makes a new trade (switching WeChat/Alipay asks for a new code).
 */
export async function depositScanPay(ctx: DriverContext, user: AuthUser, input: ScanPayInput): Promise<QrCode> {
  const { db } = ctx;
  const now = ctx.now();
  const order = await findOrder(db, user, input.advanceId);
  if (!canCollect(order))
    throw conflict(order.payStatus === ORDER_PAY.paid ? '该订单已收款，无需扫码支付' : '该订单已失效，不能收款');
  const refusal = roomRefusal(await visibleRoom(db, user, order.roomId), shanghaiToday(now));
  if (refusal) throw conflict(refusal);
  return createQrTrade(ctx, user, {
    apartmentId: order.apartmentId,
    roomId: order.roomId,
    sourceType: 'deposit_order',
    sourceId: order.id,
    amount: order.advanceCost,
    payType: input.payType,
    subject: `定金 ${houseText(order)}`,
  });
}

/** What a scan-to-pay trade pays for: the net amount for the business (fen) of a source in an apartment's room. */
export interface QrSource {
  apartmentId: string;
  roomId: string;
  /** 'deposit_order' (sourceId the order id) or 'bills' (sourceId the bill ids joined by ','). */
  sourceType: 'deposit_order' | 'bills';
  sourceId: string;
  amount: number;
  payType: number;
  /** What the payer's page shows ('定金 西城公寓 2层 203'). */
  subject: string;
}

/**
 * The common part of every scan-to-pay QR code: the apartment's payment config must exist ('请先配置支付') and accept
 * the channel ('当前支付方式不支持扫码支付'); the payer is asked amount + fee (fee = amount × r / (1 − r), integers); a
 * new trade is made through the active driver and kept as a payment order (sourceType/sourceId) for the refresh.
 */
export async function createQrTrade(
  ctx: DriverContext,
  user: Pick<AuthUser, 'orgId' | 'id'>,
  src: QrSource,
): Promise<QrCode> {
  const { db } = ctx;
  const now = ctx.now();
  const config = await apartmentPayConfig(db, user.orgId, src.apartmentId);
  if (!config) throw conflict(DEPOSIT_MSG.notConfigured);
  if (!configAccepts(config.payType, src.payType)) throw badRequest('当前支付方式不支持扫码支付');
  const fee = scanPayFee(src.amount, config.disRatioBp);
  const total = src.amount + fee;
  // The number, the driver's trade (a call out, never inside a unit) and our payment order: three steps.
  const orderNo = await db.write(user.orgId, (tx) => nextNumber(tx, user.orgId, 'ZF', now));
  const driverName = activeDriverName();
  const driver = driverFor(driverName, ctx);
  const payType = src.payType as ScanPayType;
  const trade = await driver.createOrder({
    orgId: user.orgId,
    amount: total,
    subject: src.subject,
    orderNo,
    payType,
    feeBp: config.disRatioBp,
  });
  await db.write(user.orgId, (tx) =>
    tx.insert(paymentOrders).values({
      id: ulid(now),
      orgId: user.orgId,
      createdAt: now,
      updatedAt: now,
      orderNo,
      apartmentId: src.apartmentId,
      roomId: src.roomId,
      sourceType: src.sourceType,
      sourceId: src.sourceId,
      payType,
      amount: src.amount,
      fee,
      total,
      driver: driverName,
      tradeNo: trade.tradeNo,
      codeUrl: trade.codeUrl,
      creatorId: user.id,
    }),
  );
  return {
    codeUrl: trade.codeUrl,
    orderNo,
    tradeNo: trade.tradeNo,
    houseId: src.roomId,
    payType,
    amount: src.amount,
    fee,
    total,
    disRatio: config.disRatio,
  };
}
