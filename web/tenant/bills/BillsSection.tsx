import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ErrorBlock, Skeleton, Tag } from 'antd-mobile';
import { formatFen } from '../../../sync/rules/common/money';
import { shanghaiToday } from '../../../sync/rules/common/shanghai-time';
import { tenantBillRoutes, type TenantBill } from '../../../sync/contract/tenant/tenant-bills';
import { ME_KEY, tenantCall } from '../tenant-api';
import { PaySheet } from './PaySheet';

const BILLS_KEY = ['tenant', 'bills'] as const;

function BillState({ b }: { b: TenantBill }) {
  if (b.payable && b.overdueDays > 0) return <Tag color="danger">逾期{b.overdueDays}天</Tag>;
  if (b.payable) return <Tag color="warning">{b.statusText}</Tag>;
  return <Tag color={b.paidAt ? 'success' : 'default'}>{b.statusText}</Tag>;
}

/** 账单: the lease's bills, still to pay first (overdue marked), each paid on its own or all at once (PaySheet). */
export default function BillsSection() {
  const client = useQueryClient();
  const q = useQuery({ queryKey: BILLS_KEY, queryFn: () => tenantCall(tenantBillRoutes.bills) });
  const [paying, setPaying] = useState<TenantBill[] | null>(null);

  if (q.isPending) return <Skeleton.Paragraph lineCount={8} animated className="tenant-section" />;
  if (q.isError)
    return (
      <ErrorBlock status="default" title="加载失败" description={q.error.message}>
        <Button onClick={() => void q.refetch()}>重试</Button>
      </ErrorBlock>
    );
  const payable = q.data.bills.filter((b) => b.payable);
  const total = payable.reduce((s, b) => s + b.amount, 0);
  const paid = () => {
    setPaying(null);
    void client.invalidateQueries({ queryKey: BILLS_KEY });
    void client.invalidateQueries({ queryKey: ME_KEY });
  };
  return (
    <div className="tenant-section">
      <div className="tenant-due tenant-due-static">
        <span className="tenant-due-label">待缴合计（{payable.length} 笔）</span>
        <span className="tenant-due-amount">{formatFen(total)}</span>
        {payable.length > 1 ? (
          <Button color="primary" size="small" onClick={() => setPaying(payable)}>
            全部缴清
          </Button>
        ) : null}
      </div>
      {q.data.bills.length === 0 ? <ErrorBlock status="empty" title="暂无账单" description="" /> : null}
      <div className="tenant-bills">
        {q.data.bills.map((b) => (
          <div key={b.billId} className="tenant-bill" data-bill={b.billId}>
            <div className="tenant-bill-main">
              <div className="tenant-bill-name">
                {b.costName}
                {b.stage > 0 ? <span className="tenant-bill-stage">第{b.stage}期</span> : null}
              </div>
              <div className="tenant-bill-date">
                {b.paidAt ? `${shanghaiToday(b.paidAt)} 已缴` : `应缴日期 ${b.receivableDate}`}
              </div>
            </div>
            <div className="tenant-bill-side">
              <div className="tenant-bill-amount">{formatFen(b.amount)}</div>
              <BillState b={b} />
              {b.payable ? (
                <Button size="mini" color="primary" fill="outline" onClick={() => setPaying([b])}>
                  缴费
                </Button>
              ) : null}
            </div>
          </div>
        ))}
      </div>
      <PaySheet
        key={paying?.map((b) => b.billId).join(',') ?? ''}
        billIds={paying?.map((b) => b.billId) ?? null}
        amount={paying?.reduce((s, b) => s + b.amount, 0) ?? 0}
        payTypes={q.data.payTypes}
        onClose={() => setPaying(null)}
        onPaid={paid}
      />
    </div>
  );
}
