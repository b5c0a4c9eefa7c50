import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Selector, Tabs } from 'antd-mobile';
import type { RouteDef } from '../../../sync/product/menu';
import { formatFen } from '../../../sync/rules/common/money';
import { TIME_TYPES, TIME_TYPE_TEXT, type TimeType } from '../../../sync/rules/finance/rental-periods';
import { PageFrame } from '../../components/PageFrame';
import { ExportButton, FilterBar, ListState, ListView, useListQuery, type Column } from '../../components/list';
import { fetchBranches, fetchDays, fetchStaff, RENTAL_KEY, type StaffItem } from './rental-api';
import './rental.css';

const DAY_CHOICES = [7, 15, 30] as const;
const numberOf = <T extends number>(p: URLSearchParams, name: string, allowed: readonly T[], fallback: T): T =>
  allowed.find((v) => String(v) === p.get(name)) ?? fallback;

/** Part 4 §3 "Staff performance row". */
const STAFF_COLUMNS: Column<StaffItem>[] = [
  { title: '员工', value: (r) => r.name, card: 'title' },
  { title: '签约数', value: (r) => r.registerNum },
  { title: '续租数', value: (r) => r.relet },
  { title: '换房数', value: (r) => r.changRoomNum },
  { title: '退房数', value: (r) => r.checkoutNum },
  { title: '平均租期（月）', value: (r) => r.avgTenancy.toFixed(2) },
  { title: '平均租金', value: (r) => r.avgRent, money: true },
  { title: '续租率', value: (r) => r.avgRelet },
];

/** 租赁数据: one card a day, today the last. */
function DayCards({ officeId, daysBefore }: { officeId: string; daysBefore: number }) {
  const q = useQuery({
    queryKey: [...RENTAL_KEY, 'days', officeId, daysBefore],
    queryFn: () => fetchDays(officeId, daysBefore),
  });
  return (
    <ListState loading={q.isLoading} error={q.error} onRetry={() => void q.refetch()} lines={6}>
      <div className="rental-days">
        {[...(q.data ?? [])].reverse().map((d) => (
          <article key={d.dateTime} className="rental-day" aria-label={d.dateTime}>
            <h3>{d.dateTime}</h3>
            <dl>
              <div>
                <dt>签约</dt>
                <dd>{d.signNum}</dd>
              </div>
              <div>
                <dt>退房</dt>
                <dd>{d.checkOutNum}</dd>
              </div>
              <div>
                <dt>合同到期</dt>
                <dd>{d.contractExpireNum}</dd>
              </div>
              <div>
                <dt>平均月租</dt>
                <dd>{formatFen(d.avgMonthRent)}</dd>
              </div>
              <div>
                <dt>平均付款周期</dt>
                <dd>{d.avgRentCycle ? `${d.avgRentCycle} 个月` : '-'}</dd>
              </div>
            </dl>
          </article>
        ))}
      </div>
    </ListState>
  );
}

/**
 * 租赁统计 (/zulintongji, part 4 §2 "Rental dashboard and staff performance"): a branch (project) to choose, the
 * tab 租赁数据 with one card a day and the tab 员工业绩 with the staff ranking for 昨天 … 上月, 10 a page. The
 * branch, the tab, the days and the period live in the URL.
 */
export default function RentalStatsPage({ route }: { route: RouteDef }) {
  const branches = useQuery({ queryKey: [...RENTAL_KEY, 'branches'], queryFn: fetchBranches, staleTime: 60_000 });
  const fields = useMemo(
    () => [
      {
        kind: 'select' as const,
        key: 'officeId' as const,
        label: '门店',
        all: '全部门店',
        options: (branches.data ?? []).map((b) => ({ value: b.officeId, label: b.name })),
      },
    ],
    [branches.data],
  );
  const list = useListQuery({
    key: RENTAL_KEY,
    fields,
    fetch: (f, current, size, p) => fetchStaff(f.officeId, numberOf(p, 'timeType', TIME_TYPES, 0), current, size),
  });
  const { params } = list;
  const tab = params.get('tab') === 'staff' ? 'staff' : 'days';
  const timeType: TimeType = numberOf(params, 'timeType', TIME_TYPES, 0);
  const daysBefore = numberOf(params, 'daysBefore', DAY_CHOICES, 7);
  return (
    <PageFrame
      title={route.title}
      extra={
        tab === 'staff' ? (
          <ExportButton name="员工业绩" columns={STAFF_COLUMNS} fetchPage={list.fetchPage} />
        ) : undefined
      }
    >
      <FilterBar fields={fields} values={list.filters} onApply={list.apply} />
      <Tabs activeKey={tab} onChange={(k) => list.update({ tab: k === 'staff' ? 'staff' : null })}>
        <Tabs.Tab key="days" title="租赁数据" />
        <Tabs.Tab key="staff" title="员工业绩" />
      </Tabs>
      {tab === 'days' ? (
        <>
          <Selector
            className="rental-choice"
            options={DAY_CHOICES.map((d) => ({ label: `近${d}天`, value: d }))}
            value={[daysBefore]}
            onChange={(v) => v[0] && list.update({ daysBefore: v[0] === 7 ? null : String(v[0]) })}
          />
          <DayCards officeId={list.filters.officeId} daysBefore={daysBefore} />
        </>
      ) : (
        <>
          <Selector
            className="rental-choice"
            options={TIME_TYPES.map((t) => ({ label: TIME_TYPE_TEXT[t], value: t }))}
            value={[timeType]}
            onChange={(v) => v[0] !== undefined && list.update({ timeType: v[0] ? String(v[0]) : null })}
          />
          {list.query.data ? (
            <p className="rental-period">
              统计区间：{list.query.data.startTime} 至 {list.query.data.endTime}
            </p>
          ) : null}
          <ListView
            query={list.query}
            columns={STAFF_COLUMNS}
            rowKey={(r) => r.userId}
            onPage={list.setPage}
            label="员工业绩"
            empty="暂无员工业绩"
          />
        </>
      )}
    </PageFrame>
  );
}
