import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading, ErrorBlock, Segmented, Toast } from 'antd-mobile';
import QRCode from 'qrcode';
import { formatFen } from '../../sync/money';
import { configAccepts, SCAN_PAY_TYPES } from '../../sync/deposit-rules';
import type { DepositRow, PayConfig } from '../../sync/deposit-shape';
import { refreshTrade, requestQr } from './deposits-api';
import { Sheet } from './Sheet';

/** The QR image of a code URL (drawn by the qrcode package as a data URL). */
function QrImage({ text }: { text: string }) {
  const [src, setSrc] = useState('');
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(text, { width: 240, margin: 1, errorCorrectionLevel: 'M' })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(''));
    return () => {
      live = false;
    };
  }, [text]);
  return src ? <img className="deposit-qr" src={src} alt="支付二维码" width={240} height={240} /> : <DotLoading />;
}

/**
 * 扫码支付 panel (§4, §5, §9): a WeChat/Alipay switch (switching asks for a new code), the QR of the trade, the deposit,
 * the fee with two decimals and the total, and '已支付，刷新状态' that asks the server to update the trade result. Mounted
 * once per order (the page keys it by advanceId), so its channel starts afresh for each order.
 */
export function ScanPayPanel(props: { row: DepositRow | null; config: PayConfig | null; onClose: () => void; onPaid: () => void }) {
  const { row, config } = props;
  const [payType, setPayType] = useState<1 | 2>(config && !configAccepts(config.payType, 1) ? 2 : 1);
  const [checking, setChecking] = useState(false);
  const q = useQuery({
    queryKey: ['deposits', 'qr', row?.advanceId, payType],
    queryFn: () => requestQr(row!.advanceId, payType),
    enabled: row !== null && config !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const options = [1, 2].filter((t) => !config || configAccepts(config.payType, t)).map((t) => ({ label: SCAN_PAY_TYPES[t], value: t }));

  const check = async () => {
    if (!row || !q.data) return;
    setChecking(true);
    try {
      const r = await refreshTrade(row.houseId, q.data.orderNo);
      if (r.status === 'paid') {
        Toast.show({ icon: 'success', content: r.outcome === 'orphan' ? '已到账，但订单已收款或已失效，请安排退款' : '支付成功' });
        props.onPaid();
      } else {
        Toast.show({ content: '尚未支付，请付款后再刷新' });
      }
    } catch (e) {
      Toast.show({ icon: 'fail', content: (e as Error).message });
    } finally {
      setChecking(false);
    }
  };

  return (
    <Sheet visible={row !== null} title="扫码支付" onClose={props.onClose}>
      {row ? (
        <div className="deposit-pay">
          <div className="deposit-summary">
            {row.house} · {row.promiseMan}
          </div>
          <Segmented options={options} value={payType} onChange={(v) => setPayType(Number(v) as 1 | 2)} />
          {q.isLoading ? (
            <DotLoading />
          ) : q.isError || !q.data ? (
            <ErrorBlock status="default" title="获取二维码失败" description={(q.error as Error | null)?.message ?? '请求失败'} />
          ) : (
            <>
              <QrImage text={q.data.codeUrl} />
              <div className="deposit-pay-lines">
                <div>
                  定金 <strong>{formatFen(q.data.amount)}</strong>
                </div>
                <div>
                  手续费 {formatFen(q.data.fee)}（费率 {config?.disRatioText}）
                </div>
                <div>
                  应付合计 <strong>{formatFen(q.data.total)}</strong>
                </div>
                <div className="deposit-muted">订单号 {q.data.orderNo}</div>
                <a className="deposit-muted" href={q.data.codeUrl} target="_blank" rel="noreferrer">
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
    </Sheet>
  );
}
