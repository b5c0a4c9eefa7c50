import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import type { RouteDef } from '../../../sync/product/menu';
import { PageFrame } from '../../components/PageFrame';
import { ExportButton, FilterBar, ListView, ScopeNote, useListQuery } from '../../components/list';
import { AddBookkeepingSheet } from '../../accounts/AddBookkeepingSheet';
import { fetchTally, fetchTallyLease, TALLY_KEY } from './tally-api';
import { TALLY_COLUMNS, TALLY_FILTERS } from './tally-columns';
import './tally.css';

/**
 * 记账 (/tallyConfig, part 4 §2 "Bookkeeping list", issue 21): the organisation's bookkeeping entries (a lease's, an
 * apartment's, the organisation's own) with the §2 filters, 10 a page; ?leaseId= the lease's only, named above the
 * list with 查看全部; 添加记账 with the §4/§5 rules (the lease account's sheet).
 */
export default function TallyConfigPage({ route }: { route: RouteDef }) {
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [addKey, setAddKey] = useState(0);
  const list = useListQuery({
    key: TALLY_KEY,
    fields: TALLY_FILTERS,
    fetch: (f, current, size, params) => fetchTally(f, current, size, params.get('leaseId') ?? undefined),
  });
  const leaseId = list.params.get('leaseId') ?? '';
  const lease = useQuery({
    queryKey: [...TALLY_KEY, 'lease', leaseId],
    queryFn: () => fetchTallyLease(leaseId),
    enabled: !!leaseId,
  });
  return (
    <PageFrame
      title={route.title}
      extra={
        <>
          <ExportButton name="记账" columns={TALLY_COLUMNS} fetchPage={list.fetchPage} />
          <Button size="small" color="primary" onClick={() => setAdding(true)}>
            添加记账
          </Button>
        </>
      }
    >
      {leaseId ? (
        <ScopeNote
          text={lease.data ? `租约：${lease.data.house} ${lease.data.tenant} 的记账` : '该租约的记账'}
          onClear={() => list.update({ leaseId: null })}
        />
      ) : null}
      <FilterBar fields={TALLY_FILTERS} values={list.filters} onApply={list.apply} />
      <ListView
        query={list.query}
        columns={TALLY_COLUMNS}
        rowKey={(r) => r.id}
        onPage={list.setPage}
        label="记账"
        empty="暂无记账"
      />
      <AddBookkeepingSheet
        key={addKey}
        orgWide
        leaseId={leaseId || undefined}
        visible={adding}
        onClose={() => setAdding(false)}
        onDone={() => {
          setAdding(false);
          setAddKey((k) => k + 1);
          void client.invalidateQueries({ queryKey: TALLY_KEY });
        }}
      />
    </PageFrame>
  );
}
