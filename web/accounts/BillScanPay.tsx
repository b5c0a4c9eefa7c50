/**
 * Scan-to-pay for selected unpaid bills of one lease (account view): asks the server for a QR code (WeChat or Alipay),
 * shows it with the fee, polls the result once on request. Rendered only while open. Placeholder.
 */
export function BillScanPay(_props: { leaseId: string; billIds: string[]; onClose: () => void; onPaid: () => void }) {
  return null;
}
