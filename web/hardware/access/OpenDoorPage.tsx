import { useState } from 'react';
import type { RouteDef } from '../../../sync/product/menu';
import type { OpenRecordRow } from '../../../sync/contract/hardware/access-records';
import { PageFrame } from '../../components/PageFrame';
import { ExportButton, FilterBar, ListView, RowActions, useListQuery } from '../../components/list';
import { ACCESS_KEY, fetchOpenRecords } from './access-api';
import { OPEN_COLUMNS, OPEN_FILTERS } from './open-columns';
import { OpenDetailSheet } from './OpenDetailSheet';
import './access.css';

/** 开门记录 (/openDoor, spec part 3 §2.4): the doors' openings with the §2.4 filters, 详情 and the export. */
export default function OpenDoorPage({ route }: { route: RouteDef }) {
  const [detail, setDetail] = useState<OpenRecordRow | null>(null);
  const list = useListQuery({
    key: [...ACCESS_KEY, 'open-records'],
    fields: OPEN_FILTERS,
    fetch: (f, current, size) => fetchOpenRecords(f, current, size),
  });
  return (
    <PageFrame
      title={route.title}
      extra={<ExportButton name="开门记录" columns={OPEN_COLUMNS} fetchPage={list.fetchPage} />}
    >
      <FilterBar fields={OPEN_FILTERS} values={list.filters} onApply={list.apply} />
      <ListView
        query={list.query}
        columns={OPEN_COLUMNS}
        rowKey={(r) => r.id}
        onPage={list.setPage}
        label="开门记录"
        empty="暂无开门记录"
        onOpen={setDetail}
        actions={(r) => (
          <RowActions actions={[{ key: 'detail', text: '详情', quiet: true, onClick: () => setDetail(r) }]} />
        )}
      />
      <OpenDetailSheet row={detail} onClose={() => setDetail(null)} />
    </PageFrame>
  );
}
