/**
 * The shapes of the deposit-order and scan-to-pay API (part 2 §7), written once for the server that answers them
 * (api/deposits, api/payments) and the screens that read them (web/deposits). Money in fen; instants epoch ms;
 * business dates 'YYYY-MM-DD' (Asia/Shanghai).
 */
import type { DepositAction, DepositOrderInput, TimelineEntry } from '../../rules/deposits/deposit-rules';

/** A row of the list (GET /api/deposits). */
export interface DepositRow {
  advanceId: string;
  orderNo: string;
  houseId: string;
  apartmentId: string;
  apartmentName: string;
  floor: number;
  houseNumber: string;
  /** '西城公寓 3层 301'. */
  house: string;
  area: number | null;
  /** The room's board status now (for /renterRegister?statusCode=). */
  statusCode: number;
  promiseMan: string;
  phone: string;
  createTime: number;
  advanceCost: number;
  rentCost: number;
  startDate: string;
  endDate: string;
  latestDate: string;
  creatorName: string;
  payStatus: number;
  signStatus: number;
  payWay: number | null;
  payTime: number | null;
  leaseId: string | null;
  statusText: string;
  actions: DepositAction[];
}

/** One order with every field and its record timeline (GET /api/deposits/:id). */
export interface DepositDetails extends DepositRow {
  receiptPicture: string;
  receiptNumber: string;
  remark: string;
  confirmTime: number | null;
  leaseTime: number | null;
  cancelTime: number | null;
  voidTime: number | null;
  refundTime: number | null;
  refundWay: number | null;
  timeline: TimelineEntry[];
}

/** The add-order form as sent (POST /api/deposits): the fields the rules check, and the receipt photo. */
export type NewDepositOrder = DepositOrderInput & { receiptPicture?: string | null };

/** A room that can take a deposit order (GET /api/deposits/rooms). */
export interface FreeRoom {
  houseId: string;
  apartmentId: string;
  apartmentName: string;
  houseNumber: string;
  floor: number;
  /** '东湖公寓 1层 101'. */
  location: string;
  rentCost: number;
  area: number | null;
}

/** The payment config of a house's apartment (GET /api/payments/config), null when none. */
export interface PayConfig {
  /** 2 or 4: the two config kinds the screens look up. */
  type: number;
  /** Channels accepted: 0 both, 1 WeChat only, 2 Alipay only. */
  payType: number;
  /** The fee ratio as a decimal string ('0.0060'), in basis points (60) and as a percentage ('0.60%'). */
  disRatio: string;
  disRatioBp: number;
  disRatioText: string;
  managerId: string | null;
}

/** A scan-to-pay QR code of a deposit order (POST /api/payments/deposit-qr): the payer is asked amount + fee. */
export interface QrCode {
  codeUrl: string;
  orderNo: string;
  tradeNo: string;
  houseId: string;
  payType: 1 | 2;
  amount: number;
  fee: number;
  total: number;
  disRatio: string;
}

/** 'paid' booked on its order; 'orphan' paid after the order stopped being payable (booked, to be refunded). */
export type PaymentOutcome = 'paid' | 'orphan';

/** The trade result (POST /api/payments/refresh): `applied` when this call booked it. */
export interface RefreshResult {
  orderNo: string;
  advanceId: string;
  status: 'paid' | 'unpaid';
  applied: boolean;
  outcome: PaymentOutcome | null;
}
