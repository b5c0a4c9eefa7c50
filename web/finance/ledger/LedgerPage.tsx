import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Segmented } from 'antd-mobile';
import type { RouteDef } from '../../../sync/product/menu';
import { PageFrame } from '../../components/PageFrame';
import { confirmThen, ExportButton, FilterBar, ListView, useListQuery } from '../../components/list';
import { formatFen } from '../../../sync/rules/common/money';
import { LEDGER_MSG } from '../../../sync/rules/finance/ledger-rules';
import { VERIFY_STATUS } from '../../../sync/rules/finance/verify-status';
import { fetchLedger, fetchLedgerTotals, LEDGER_KEY, verifyOrders, type LedgerRow } from './ledger-api';
import { DETAIL_COLUMNS, LEDGER_FILTERS, SUMMARY_COLUMNS } from './ledger-columns';
import { LedgerDetailSheet } from './LedgerDetailSheet';
import './ledger.css';

/** The key of a row for selection: its order (write-off acts on orders) and, in 明细, the entry. */
const keyOf = (r: LedgerRow) => ('count' in r ? `${r.type}:${r.inOut}:${r.orderNumber}` : r.id);

/**
 * 流水列表 (/liushuiList, part 4 §2 "Transaction ledger"): the §2 filters, the §3 totals of the filter above the list,
 * 汇总 / 明细 (kept in the URL as ?view=), ticking rows for 批量核销, and the detail sheet with 核销 / 撤销核销.
 */
export default function LedgerPage({ route }: { route: RouteDef }) {
  const client = useQueryClient();
  const [open, setOpen] = useState<string | null>(null);
  const [picked, setPicked] = useState<Map<string, LedgerRow>>(new Map());
  const list = useListQuery({
    key: LEDGER_KEY,
    fields: LEDGER_FILTERS,
    fetch: (f, current, size, params) =>
      fetchLedger(f, params.get('view') === '0' ? 0 : 1, current, size, params.get('orderNumber') || undefined),
  });
  const totals = useQuery({
    queryKey: [...LEDGER_KEY, 'totals', list.filters],
    queryFn: () => fetchLedgerTotals(list.filters),
  });
  const view = list.params.get('view') === '0' ? 0 : 1;
  const columns = view === 0 ? SUMMARY_COLUMNS : DETAIL_COLUMNS;
  const reload = () => void client.invalidateQueries({ queryKey: LEDGER_KEY });
  const t = totals.data;

  const batch = () => {
    const items = [...new Map([...picked.values()].map((r) => [`${r.type}:${r.orderNumber}`, r])).values()];
    void confirmThen({
      message: LEDGER_MSG.confirmVerify(items.length),
      run: () => verifyOrders(items.map((r) => ({ orderNumber: r.orderNumber, type: r.type }))),
      done: LEDGER_MSG.verified,
    }).then((ok) => {
      if (!ok) return;
      setPicked(new Map());
      reload();
    });
  };

  return (
    <PageFrame
      title={route.title}
      extra={
        <>
          <Button size="small" color="primary" disabled={!picked.size} onClick={batch}>
            批量核销{picked.size ? `（${picked.size}）` : ''}
          </Button>
          <ExportButton name={view === 0 ? '流水汇总' : '流水明细'} columns={columns} fetchPage={list.fetchPage} />
        </>
      }
    >
      <FilterBar fields={LEDGER_FILTERS} values={list.filters} onApply={list.apply} />
      <div className="ledger-bar">
        <Segmented
          value={String(view)}
          onChange={(v) => {
            setPicked(new Map());
            list.update({ view: v === '0' ? '0' : '' });
          }}
          options={[
            { label: '汇总', value: '0' },
            { label: '明细', value: '1' },
          ]}
        />
        <div className="ledger-totals" aria-label="流水合计">
          {t ? (
            <>
              <span>
                收支合计 <b>{formatFen(t.inOutTotal)}</b>（{t.inOutCount}笔，已核销 {formatFen(t.inOutVerify)}）
              </span>
              <span>
                收入 <b className="ledger-in">{formatFen(t.inTotal)}</b>（{t.inCount}笔，已核销 {formatFen(t.inVerify)}
                ）
              </span>
              <span>
                支出 <b className="ledger-out">{formatFen(t.outTotal)}</b>（{t.outCount}笔，已核销{' '}
                {formatFen(t.outVerify)}）
              </span>
            </>
          ) : (
            // A refused filter (the list below says why) leaves no totals to wait for.
            <span>{totals.isError ? '合计加载失败' : '合计加载中…'}</span>
          )}
        </div>
      </div>
      <ListView
        query={list.query}
        columns={columns}
        rowKey={keyOf}
        onPage={list.setPage}
        label="流水"
        empty="暂无流水"
        onOpen={(r) => setOpen(r.id)}
        selection={{
          selected: new Set(picked.keys()),
          enabled: (r) => r.verifyStatus === VERIFY_STATUS.open,
          label: (r) => `选择${r.orderNumber}`,
          onChange: (rows, on) =>
            setPicked((prev) => {
              const next = new Map(prev);
              for (const r of rows) {
                if (on) next.set(keyOf(r), r);
                else next.delete(keyOf(r));
              }
              return next;
            }),
        }}
      />
      <LedgerDetailSheet id={open} onClose={() => setOpen(null)} onChanged={reload} />
    </PageFrame>
  );
}
