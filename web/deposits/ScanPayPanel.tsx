import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading, ErrorBlock, Segmented, Toast } from 'antd-mobile';
import { QrImage } from '../components/QrImage';
import { formatFen } from '../../sync/rules/common/money';
import { configAccepts, SCAN_PAY_TYPES } from '../../sync/rules/deposits/deposit-rules';
import type { DepositRow } from '../../sync/contract/deposits/deposit-shape';
import type { PayConfig, QrCode, RefreshResult } from '../../sync/contract/payments/payments';
import { refreshTrade, requestQr } from './deposits-api';
import { FormSheet, toastFailure } from '../components/list';

/** What a QR panel pays for: its summary line, how to ask a code for a channel, and what to say once paid. */
export interface QrPayment {
  /** Identifies what is paid (part of the query key of the code). */
  key: readonly unknown[];
  summary: ReactNode;
  /** Label of the net amount ('定金', '账单合计'). */
  amountLabel: string;
  request: (payType: 1 | 2) => Promise<QrCode>;
  /** The Toast once the money is booked on what it paid for, and when it arrived for something no longer payable. */
  paidMessage: string;
  orphanMessage: string;
}

/**
 * A scan-to-pay panel (§4, §5, §9): a WeChat/Alipay switch limited to the channels the config accepts (switching asks
 * for a new code), the QR of the trade, the amount, the fee with two decimals and the total, and '已支付，刷新状态' that
 * asks the server once to update the trade result (POST /api/payments/refresh). `payment` null keeps it closed. Mount
 * it once per thing paid (key it), so its channel starts afresh.
 */
export function QrPayPanel(props: {
  payment: QrPayment | null;
  config: PayConfig | null;
  onClose: () => void;
  onPaid: (r: RefreshResult) => void;
}) {
  const { payment, config } = props;
  const [payType, setPayType] = useState<1 | 2>(config && !configAccepts(config.payType, 1) ? 2 : 1);
  const [checking, setChecking] = useState(false);
  const q = useQuery({
    queryKey: ['payments', 'qr', ...(payment?.key ?? []), payType],
    queryFn: () => payment!.request(payType),
    enabled: payment !== null && config !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const options = [1, 2]
    .filter((t) => !config || configAccepts(config.payType, t))
    .map((t) => ({ label: SCAN_PAY_TYPES[t], value: t }));

  const check = async () => {
    if (!payment || !q.data) return;
    setChecking(true);
    try {
      const r = await refreshTrade(q.data.houseId, q.data.orderNo);
      if (r.status === 'paid') {
        Toast.show({ icon: 'success', content: r.outcome === 'orphan' ? payment.orphanMessage : payment.paidMessage });
        props.onPaid(r);
      } else {
        Toast.show({ content: '尚未支付，请付款后再刷新' });
      }
    } catch (e) {
      toastFailure(e);
    } finally {
      setChecking(false);
    }
  };

  return (
    <FormSheet visible={payment !== null} title="扫码支付" onClose={props.onClose}>
      {payment ? (
        <div className="deposit-pay">
          <div className="form-summary">{payment.summary}</div>
          <Segmented options={options} value={payType} onChange={(v) => setPayType(Number(v) as 1 | 2)} />
          {q.isLoading ? (
            <DotLoading />
          ) : q.isError || !q.data ? (
            <ErrorBlock
              status="default"
              title="获取二维码失败"
              description={(q.error as Error | null)?.message ?? '请求失败'}
            />
          ) : (
            <>
              <QrImage className="deposit-qr" text={q.data.codeUrl} alt="支付二维码" />
              <div className="deposit-pay-lines">
                <div>
                  {payment.amountLabel} <strong>{formatFen(q.data.amount)}</strong>
                </div>
                <div>
                  手续费 {formatFen(q.data.fee)}（费率 {config?.disRatioText}）
                </div>
                <div>
                  应付合计 <strong>{formatFen(q.data.total)}</strong>
                </div>
                <div className="muted">订单号 {q.data.orderNo}</div>
                <a className="muted" href={q.data.codeUrl} target="_blank" rel="noreferrer">
                  打开支付页
                </a>
              </div>
              <Button block color="primary" loading={checking} onClick={() => void check()}>
                已支付，刷新状态
              </Button>
            </>
          )}
        </div>
      ) : null}
    </FormSheet>
  );
}

/** 扫码支付 of a deposit order (the deposit-order list): the panel above for `row`. */
export function ScanPayPanel(props: {
  row: DepositRow | null;
  config: PayConfig | null;
  onClose: () => void;
  onPaid: () => void;
}) {
  const { row } = props;
  const payment: QrPayment | null = row
    ? {
        key: ['deposit', row.advanceId],
        summary: `${row.house} · ${row.promiseMan}`,
        amountLabel: '定金',
        request: (payType) => requestQr(row.advanceId, payType),
        paidMessage: '支付成功',
        orphanMessage: '已到账，但订单已收款或已失效，请安排退款',
      }
    : null;
  return <QrPayPanel payment={payment} config={props.config} onClose={props.onClose} onPaid={() => props.onPaid()} />;
}
