import { call, ApiError, NETWORK_STATUS } from '../lib/api';
import type { BodyOf } from '../../sync/contract/route';
import { checkout } from '../../sync/contract/checkout/checkout';
import { SETTLE_MSG } from '../../sync/rules/checkout/settlement';

/** What a check-out or a settlement sends. */
export type CheckOutPayload = BodyOf<typeof checkout.checkOut>;

export const checkoutKey = (leaseId: string) => ['checkout', leaseId] as const;
export const previewKey = (leaseId: string) => ['checkout', 'preview', leaseId] as const;

export const fetchPreview = (leaseId: string) => call(checkout.preview, { query: { leaseId } });
export const fetchCheckout = (leaseId: string) => call(checkout.read, { query: { leaseId } });
export const postCheckOut = (json: CheckOutPayload) => call(checkout.checkOut, { json });
export const postSettle = (json: CheckOutPayload) => call(checkout.settle, { json });

/** The message of a failed check-out call: the server's, or '请求失败' when the network failed (§8). */
export const checkoutError = (e: unknown) =>
  e instanceof ApiError && e.status !== NETWORK_STATUS ? e.message : SETTLE_MSG.network;
