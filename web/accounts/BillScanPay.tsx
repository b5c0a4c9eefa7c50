import { useEffect, useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Dialog, DotLoading, Mask } from 'antd-mobile';
import { BILL_MSG } from '../../sync/rules/bills/bill-rules';
import { DEPOSIT_MSG } from '../../sync/rules/deposits/deposit-rules';
import { QrPayPanel, type QrPayment } from '../deposits/ScanPayPanel';
import '../deposits/deposits.css';
import { fetchLeasePayConfig, requestBillsQr } from './bookkeeping-api';

/**
 * Scan-to-pay for selected unpaid bills of one lease (account view, §2.7, §5 "Batch actions"): reads the pay config of
 * the lease's apartment ('请先配置支付' when none), then the QR panel of web/deposits/ScanPayPanel.tsx for the bills: the
 * payer is asked their total + fee; '已支付，刷新状态' polls the result once and, when paid, says '操作成功' and calls
 * onPaid. Rendered only while open.
 */
export function BillScanPay(props: { leaseId: string; billIds: string[]; onClose: () => void; onPaid: () => void }) {
  const { leaseId, billIds, onClose } = props;
  const none = billIds.length === 0;
  const config = useQuery({
    queryKey: ['payments', 'lease-config', leaseId],
    queryFn: () => fetchLeasePayConfig(leaseId),
    enabled: !none,
    retry: false,
  });
  const refusal = none
    ? BILL_MSG.noneSelected
    : config.isError
      ? (config.error as Error).message
      : config.isSuccess && !config.data
        ? DEPOSIT_MSG.notConfigured
        : null;

  // The parent may pass a new onClose each render: the alert shows once per refusal.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (refusal) void Dialog.alert({ content: refusal, confirmText: '确定' }).then(() => close.current());
  }, [refusal]);

  // The payment follows the ids, not the array: a new array of the same ids (ULIDs, no comma) keeps the code.
  const ids = billIds.join(',');
  const payment = useMemo<QrPayment>(() => {
    const selected = ids === '' ? [] : ids.split(',');
    return {
      key: ['bills', leaseId, ids],
      summary: `已选 ${selected.length} 条账单`,
      amountLabel: '账单合计',
      request: (payType) => requestBillsQr(leaseId, selected, payType),
      paidMessage: '操作成功',
      orphanMessage: '已到账，但所选账单已收款或已失效，请安排退款',
    };
  }, [leaseId, ids]);

  if (refusal) return null;
  if (!config.data)
    return (
      <Mask visible opacity="thin" onMaskClick={onClose}>
        <div className="deposit-pay">
          <DotLoading />
        </div>
      </Mask>
    );
  return <QrPayPanel payment={payment} config={config.data} onClose={onClose} onPaid={() => props.onPaid()} />;
}
