import type { ReactNode } from 'react';
import type { Page } from '../../../sync/contract/envelope';
import { PageFrame } from '../../components/PageFrame';
import { ExportButton, FilterBar, ListView, useListQuery, type Column, type FilterField } from '../../components/list';
import { LOCKS_KEY, type LockRecordFilters } from '../locks/locks-api';

/** The record lists' filters (§2.4): the apartment and the days. */
const RECORD_FILTERS: FilterField<keyof LockRecordFilters>[] = [
  { kind: 'apartment', key: 'apartmentId', label: '全部公寓' },
  { kind: 'dates', from: 'startDate', to: 'endDate', label: '日期' },
];

/**
 * A lock record list (§2.4): the filter bar, the list (table or cards), the export; `fetch` reads one page with the
 * filters and the screen's other URL parameters (/suoJiLu's lock). `title` may name what the page is about.
 */
export function RecordList<R>(props: {
  title: (page: Page<R> | undefined) => string;
  name: string;
  empty: string;
  columns: readonly Column<R>[];
  rowKey: (r: R) => string;
  fetch: (f: LockRecordFilters, current: number, size: number, params: URLSearchParams) => Promise<Page<R>>;
  note?: ReactNode;
}) {
  const list = useListQuery({ key: [...LOCKS_KEY, props.name], fields: RECORD_FILTERS, fetch: props.fetch });
  return (
    <PageFrame
      title={props.title(list.query.data)}
      extra={<ExportButton name={props.name} columns={props.columns} fetchPage={list.fetchPage} />}
    >
      {props.note}
      <FilterBar fields={RECORD_FILTERS} values={list.filters} onApply={list.apply} />
      <ListView
        query={list.query}
        columns={props.columns}
        rowKey={props.rowKey}
        onPage={list.setPage}
        label={props.name}
        empty={props.empty}
      />
    </PageFrame>
  );
}
