import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { RouteDef } from '../../../sync/product/menu';
import { PageFrame } from '../../components/PageFrame';
import { ExportButton, FilterBar, ListView, useListQuery } from '../../components/list';
import { fetchBranches, fetchLogs, OPLOG_KEY } from './oplog-api';
import { OPLOG_COLUMNS, oplogFilters } from './oplog-columns';

/**
 * 操作日志 (/logsInfor, part 4 §2 "Operation log"): who did what, in Chinese, newest first, 10 a page, with the §2
 * filters and 导出. Read-only: nobody edits or removes an entry.
 */
export default function OplogPage({ route }: { route: RouteDef }) {
  const branches = useQuery({ queryKey: [...OPLOG_KEY, 'branches'], queryFn: fetchBranches, staleTime: 60_000 });
  const fields = useMemo(
    () => oplogFilters((branches.data ?? []).map((o) => ({ value: o.officeId, label: o.name }))),
    [branches.data],
  );
  const list = useListQuery({ key: OPLOG_KEY, fields, fetch: (f, current, size) => fetchLogs(f, current, size) });
  return (
    <PageFrame
      title={route.title}
      extra={<ExportButton name="操作日志" columns={OPLOG_COLUMNS} fetchPage={list.fetchPage} />}
    >
      <FilterBar fields={fields} values={list.filters} onApply={list.apply} />
      <ListView
        query={list.query}
        columns={OPLOG_COLUMNS}
        rowKey={(r) => r.id}
        onPage={list.setPage}
        label="操作日志"
        empty="暂无操作日志"
      />
    </PageFrame>
  );
}
