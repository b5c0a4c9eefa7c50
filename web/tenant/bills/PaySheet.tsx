import { useEffect, useState } from 'react';
import { Button, ErrorBlock, Popup, Selector, Toast } from 'antd-mobile';
import { useMutation } from '@tanstack/react-query';
import { QrImage } from '../../components/QrImage';
import { formatFen } from '../../../sync/rules/common/money';
import { SCAN_PAY_TYPES } from '../../../sync/rules/deposits/deposit-rules';
import { tenantBillRoutes } from '../../../sync/contract/tenant/tenant-bills';
import type { QrCode } from '../../../sync/contract/payments/payments';
import { tenantCall } from '../tenant-api';

/** How often the open sheet asks whether the trade is paid, once the payment page was opened. */
const POLL_MS = 3000;

/**
 * Paying bills from the tenant page: the channel (those the apartment takes), then the payment connector's trade of
 * the bills — its page opened directly on this phone (打开支付页面) or its QR code scanned with another — and the
 * result asked until it is paid (or on 我已完成支付), as the operator's scan-to-pay does.
 */
export function PaySheet(props: {
  billIds: string[] | null;
  amount: number;
  payTypes: (1 | 2)[];
  onClose: () => void;
  onPaid: () => void;
}) {
  const { billIds, payTypes } = props;
  const [payType, setPayType] = useState<1 | 2>(payTypes[0] ?? 1);
  const [opened, setOpened] = useState(false);
  const pay = useMutation({
    mutationFn: (): Promise<QrCode> => tenantCall(tenantBillRoutes.pay, { json: { billIds: billIds!, payType } }),
  });
  const order = pay.data;
  const check = useMutation({
    mutationFn: (_quiet: boolean) => tenantCall(tenantBillRoutes.refresh, { json: { orderNo: order!.orderNo } }),
    onSuccess: (r, quiet) => {
      if (r.status === 'paid') {
        Toast.show({ icon: 'success', content: '支付成功' });
        props.onPaid();
      } else if (!quiet) Toast.show({ content: '尚未支付，请付款后再刷新' });
    },
  });
  const { mutate: ask } = check;
  useEffect(() => {
    if (!order || !opened) return;
    const timer = window.setInterval(() => document.visibilityState === 'visible' && ask(true), POLL_MS);
    return () => window.clearInterval(timer);
  }, [order, opened, ask]);

  return (
    <Popup visible={billIds !== null} onMaskClick={props.onClose} bodyClassName="tenant-pay" destroyOnClose>
      <div className="tenant-pay-title">缴费</div>
      <div className="tenant-pay-amount">{formatFen(order ? order.total : props.amount)}</div>
      {!order ? (
        <>
          {payTypes.length === 0 ? (
            <ErrorBlock status="default" title="暂不支持在线缴费" description="请先配置支付，或联系管家缴费" />
          ) : (
            <>
              <Selector
                columns={2}
                options={payTypes.map((t) => ({ label: SCAN_PAY_TYPES[t], value: t }))}
                value={[payType]}
                onChange={(v) => v[0] && setPayType(v[0])}
              />
              {pay.isError ? <div className="tenant-pay-error">{pay.error.message}</div> : null}
              <Button block color="primary" size="large" loading={pay.isPending} onClick={() => pay.mutate()}>
                确认缴费
              </Button>
            </>
          )}
        </>
      ) : (
        <>
          <div className="tenant-pay-lines">
            账单 {formatFen(order.amount)} · 手续费 {formatFen(order.fee)} · 订单号 {order.orderNo}
          </div>
          <Button
            block
            color="primary"
            size="large"
            onClick={() => {
              setOpened(true);
              window.open(order.codeUrl, '_blank', 'noopener');
            }}
          >
            打开支付页面
          </Button>
          <QrImage className="tenant-pay-qr" text={order.codeUrl} alt="支付二维码" />
          <div className="tenant-pay-lines">也可用另一部手机扫码支付</div>
          <Button block loading={check.isPending} onClick={() => check.mutate(false)}>
            我已完成支付
          </Button>
        </>
      )}
    </Popup>
  );
}
