import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Toast } from 'antd-mobile';
import { formatFen } from '../../sync/rules/common/money';
import { printContract } from '../leases/contract/print';
import { FormSheet } from '../components/form/FormSheet';
import { QueryState } from '../settings/shared';
import { fetchReceipt } from './accounts-api';
import { DownloadPdfButton } from '../documents/DownloadPdfButton';
import { fetchReceiptPdf } from '../documents/pdf-api';
import './receipt.css';
import type { Receipt } from '../../sync/contract/bills/bills';

/** The printable receipt of one collection: what is printed on A4 (printContract copies it into the print host). */
export function ReceiptView({ r }: { r: Receipt }) {
  return (
    <div className="bill-receipt">
      <h2 className="bill-receipt-title">{r.orgName} 收款收据</h2>
      <div className="bill-receipt-meta">
        <span>收据编号：{r.receiptNumber}</span>
        <span>收款日期：{r.receiptDate}</span>
      </div>
      <div className="bill-receipt-meta">
        <span>交款人：{r.payer}</span>
        <span>房源：{r.house}</span>
      </div>
      <table className="bill-receipt-table">
        <thead>
          <tr>
            <th>收款项目</th>
            <th>账期</th>
            <th className="num">金额(元)</th>
          </tr>
        </thead>
        <tbody>
          {r.lines.map((l, i) => (
            <tr key={i}>
              <td>{l.itemName}</td>
              <td>{l.period || '-'}</td>
              <td className="num">{formatFen(l.amount)}</td>
            </tr>
          ))}
          <tr className="bill-receipt-total">
            <td>合计</td>
            <td>人民币（大写）{r.totalCapital}</td>
            <td className="num">{formatFen(r.total)}</td>
          </tr>
        </tbody>
      </table>
      <div className="bill-receipt-meta">
        <span>收款方式：{r.paymentWayName}</span>
        <span>收款人：{r.operatorName}</span>
      </div>
      {r.remark ? <div className="bill-receipt-remark">备注：{r.remark}</div> : null}
      <div className="bill-receipt-sign">
        <span>收款单位（盖章）：</span>
        <span>交款人签字：</span>
      </div>
    </div>
  );
}

/** 打印收据: the receipt of `receiptNumber` in a sheet with a print button (no route of its own). */
export function ReceiptSheet(props: { receiptNumber: string | null; onClose: () => void }) {
  const n = props.receiptNumber;
  const q = useQuery({ queryKey: ['bills', 'receipt', n], queryFn: () => fetchReceipt(n!), enabled: n !== null });
  const ref = useRef<HTMLDivElement>(null);
  const print = async () => {
    try {
      await printContract(ref.current?.querySelector('.bill-receipt'));
    } catch (e) {
      Toast.show({ icon: 'fail', content: (e as Error).message });
    }
  };
  return (
    <FormSheet visible={n !== null} title="收款收据" onClose={props.onClose}>
      <QueryState loading={q.isLoading} error={q.error}>
        {q.data ? (
          <div ref={ref}>
            <ReceiptView r={q.data} />
            <div className="bill-receipt-actions">
              <Button block color="primary" onClick={() => void print()}>
                打印收据
              </Button>
              <DownloadPdfButton
                block
                size="middle"
                label="下载收据"
                fileName={`收据-${q.data.receiptNumber}.pdf`}
                fetchPdf={() => fetchReceiptPdf(q.data!.receiptNumber)}
              />
            </div>
          </div>
        ) : null}
      </QueryState>
    </FormSheet>
  );
}
