/**
 * The screen kit for list screens (read web/components/README.md for a whole screen). In short:
 *
 *   const FILTERS: FilterField<keyof MyFilters>[] = [
 *     { kind: 'apartment', key: 'apartmentId', label: '全部公寓' },
 *     { kind: 'text', key: 'name', label: '姓名', max: 20 },
 *     { kind: 'select', key: 'type', label: '类型', options: TYPE_OPTIONS },
 *     { kind: 'dates', from: 'startDate', to: 'endDate', label: '入住日期' },
 *   ];
 *   const COLUMNS: Column<Row>[] = [
 *     { title: '房源', value: (r) => r.house, card: 'title' },
 *     { title: '状态', value: (r) => r.statusText, render: (r) => <StatusTag row={r} />, card: 'status' },
 *     { title: '租金', value: (r) => r.rentCost, money: true },
 *     { title: '订单号', value: (r) => r.orderNo, only: 'file' },
 *   ];
 *   const list = useListQuery({ key: MY_KEY, fields: FILTERS, fetch: (f, current, size) => fetchMine(f, current, size) });
 *   <PageFrame title={route.title} extra={<ExportButton name="住户" columns={COLUMNS} fetchPage={list.fetchPage} />}>
 *     <FilterBar fields={FILTERS} values={list.filters} onApply={list.apply} />
 *     <ListView query={list.query} columns={COLUMNS} rowKey={(r) => r.id} onPage={list.setPage}
 *       label="住户" empty="暂无住户" onOpen={open} actions={(r) => <RowActions actions={[...]} />} />
 *   </PageFrame>
 */
export { type Column } from './columns';
export { ListView } from './ListView';
export { ListState } from './ListState';
export { RowActions, type RowAction } from './RowActions';
export { ScopeNote } from './ScopeNote';
export { useListQuery } from './use-list-query';
export { FilterBar } from '../filters/FilterBar';
export { type FilterField } from '../filters/filter-fields';
export { ExportButton } from '../export/ExportButton';
export { FormSheet, Field } from '../form/FormSheet';
export { DateField } from '../form/DateField';
export { DateRangeField } from '../form/DateRangeField';
export { useSave } from '../form/use-save';
export { confirmThen, confirmDelete } from '../form/confirm';
export { toastFailure } from '../form/errors';
