import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RouteDef } from '../../../sync/product/menu';
import { PageFrame } from '../../components/PageFrame';
import {
  confirmThen,
  ExportButton,
  FilterBar,
  ListView,
  RowActions,
  ScopeNote,
  useListQuery,
} from '../../components/list';
import { formatFen } from '../../../sync/rules/common/money';
import { REFUND_MSG } from '../../../sync/rules/finance/refund-rules';
import { approveRefund, fetchRefunds, REFUNDS_KEY, type RefundItem } from './refunds-api';
import { REFUND_COLUMNS, REFUND_FILTERS } from './refund-columns';
import { PayRefundSheet, RejectRefundSheet } from './RefundSheets';
import './refunds.css';

const ACTION_TEXT = { approve: '审批', pay: '付款', reject: '驳回' } as const;

/**
 * 退款申请 (/drawbackApplict, issue 21): the refunds check-outs owe tenants, newest first, 10 a page; 审批 (confirm),
 * 付款 (the way and day; the ledger's payout rows are written then), 驳回 (a reason). ?id= shows the one a settlement
 * links to.
 */
export default function RefundsPage({ route }: { route: RouteDef }) {
  const client = useQueryClient();
  const [paying, setPaying] = useState<RefundItem | null>(null);
  const [rejecting, setRejecting] = useState<RefundItem | null>(null);
  const list = useListQuery({
    key: REFUNDS_KEY,
    fields: REFUND_FILTERS,
    fetch: (f, current, size, params) => fetchRefunds(f, current, size, params.get('id') ?? undefined),
  });
  const one = list.params.get('id');
  const reload = () => client.invalidateQueries({ queryKey: REFUNDS_KEY });
  const act = (a: 'approve' | 'pay' | 'reject', r: RefundItem) => {
    if (a === 'pay') return setPaying(r);
    if (a === 'reject') return setRejecting(r);
    void confirmThen({
      what: `${r.house} · ${r.tenant} · ${formatFen(r.amount)}`,
      message: '确定审批通过这笔退款吗?',
      run: () => approveRefund(r.id),
      done: REFUND_MSG.approved,
    }).then((ok) => {
      if (ok) void reload();
    });
  };
  return (
    <PageFrame
      title={route.title}
      extra={<ExportButton name="退款申请" columns={REFUND_COLUMNS} fetchPage={list.fetchPage} />}
    >
      <FilterBar fields={REFUND_FILTERS} values={list.filters} onApply={list.apply} />
      {one ? <ScopeNote text="仅显示该租约的退款申请" onClear={() => list.update({ id: null })} /> : null}
      <ListView
        query={list.query}
        columns={REFUND_COLUMNS}
        rowKey={(r) => r.id}
        onPage={list.setPage}
        label="退款申请"
        empty="暂无退款申请"
        actions={(r) =>
          r.actions.length === 0 ? null : (
            <RowActions
              actions={r.actions.map((a) => ({
                key: a,
                text: ACTION_TEXT[a],
                color: a === 'reject' ? 'danger' : 'primary',
                onClick: () => act(a, r),
              }))}
            />
          )
        }
      />
      <PayRefundSheet
        key={paying?.id ?? 'none'}
        row={paying}
        onClose={() => setPaying(null)}
        onDone={() => {
          setPaying(null);
          void reload();
        }}
      />
      <RejectRefundSheet
        key={`r${rejecting?.id ?? 'none'}`}
        row={rejecting}
        onClose={() => setRejecting(null)}
        onDone={() => {
          setRejecting(null);
          void reload();
        }}
      />
    </PageFrame>
  );
}
