import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Toast } from 'antd-mobile';
import type { RouteDef } from '../../../sync/product/menu';
import { PageFrame } from '../../components/PageFrame';
import { confirmThen, ExportButton, FilterBar, ListView, RowActions, useListQuery } from '../../components/list';
import { RECEIPT_MSG } from '../../../sync/rules/finance/receipt-rules';
import { fetchReceipts, RECEIPTS_KEY, verifyReceipts, type ReceiptItem } from './receipts-api';
import { RECEIPT_COLUMNS, RECEIPT_FILTERS } from './receipt-columns';
import './receipts.css';

/**
 * 收据核销 (/shoujuHexiao, issue 21): the receipts of incoming money beside the received money their records hold (a
 * mismatch in red), 核销 one or the ticked ones (the ledger's write-off; '核销失败：…' when refused), 10 a page.
 */
export default function ReceiptsPage({ route }: { route: RouteDef }) {
  const client = useQueryClient();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const list = useListQuery({ key: RECEIPTS_KEY, fields: RECEIPT_FILTERS, fetch: fetchReceipts });
  const reload = () => client.invalidateQueries({ queryKey: RECEIPTS_KEY });
  const writeOff = async (numbers: string[], what?: string) => {
    if (!numbers.length) return void Toast.show({ content: RECEIPT_MSG.noneSelected });
    const ok = await confirmThen({
      what,
      message: RECEIPT_MSG.confirm(numbers.length),
      run: () => verifyReceipts(numbers),
      done: RECEIPT_MSG.verified,
    });
    if (ok) {
      setTicked(new Set());
      await reload();
    }
  };
  const onChange = (rows: readonly ReceiptItem[], on: boolean) =>
    setTicked((prev) => {
      const next = new Set(prev);
      for (const r of rows) {
        if (on) next.add(r.receiptNumber);
        else next.delete(r.receiptNumber);
      }
      return next;
    });
  return (
    <PageFrame
      title={route.title}
      extra={
        <>
          <ExportButton name="收据核销" columns={RECEIPT_COLUMNS} fetchPage={list.fetchPage} />
          <Button size="small" color="primary" disabled={!ticked.size} onClick={() => void writeOff([...ticked])}>
            批量核销{ticked.size ? `（${ticked.size}）` : ''}
          </Button>
        </>
      }
    >
      <FilterBar fields={RECEIPT_FILTERS} values={list.filters} onApply={list.apply} />
      <ListView
        query={list.query}
        columns={RECEIPT_COLUMNS}
        rowKey={(r) => r.receiptNumber}
        onPage={list.setPage}
        label="收据"
        empty="暂无收据"
        selection={{
          selected: ticked,
          enabled: (r) => !r.verifyStatus,
          label: (r) => `选择${r.receiptNumber}`,
          onChange,
        }}
        actions={(r) =>
          r.verifyStatus ? null : (
            <RowActions
              actions={[
                {
                  key: 'verify',
                  text: '核销',
                  onClick: () => void writeOff([r.receiptNumber], `${r.receiptNumber} · ${r.tenant}`),
                },
              ]}
            />
          )
        }
      />
    </PageFrame>
  );
}
