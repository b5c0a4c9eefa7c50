import type { RouteDef } from '../../../sync/product/menu';
import { PageFrame } from '../../components/PageFrame';
import { ExportButton, FilterBar, ListView, useListQuery } from '../../components/list';
import { ACCESS_KEY, fetchAccessLog } from './access-api';
import { LOG_COLUMNS, LOG_FILTERS } from './open-columns';

/**
 * 门禁日志 (/AccessLog): what happened to the doors besides openings (devices added and removed, reach lost and back,
 * permissions and visitor passes given and withdrawn, remote openings), with who did it; filters and the export.
 */
export default function AccessLogPage({ route }: { route: RouteDef }) {
  const list = useListQuery({
    key: [...ACCESS_KEY, 'log'],
    fields: LOG_FILTERS,
    fetch: (f, current, size) => fetchAccessLog(f, current, size),
  });
  return (
    <PageFrame
      title={route.title}
      extra={<ExportButton name="门禁日志" columns={LOG_COLUMNS} fetchPage={list.fetchPage} />}
    >
      <FilterBar fields={LOG_FILTERS} values={list.filters} onApply={list.apply} />
      <ListView
        query={list.query}
        columns={LOG_COLUMNS}
        rowKey={(r) => r.id}
        onPage={list.setPage}
        label="门禁日志"
        empty="暂无门禁日志"
      />
    </PageFrame>
  );
}
