import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ErrorBlock, Input, Skeleton, Tag } from 'antd-mobile';
import type { RouteDef } from '../../sync/product/menu';
import type { Page } from '../../sync/contract/envelope';
import { shanghaiDateTime } from '../../sync/rules/common/shanghai-time';
import { PageFrame } from '../components/PageFrame';
import { PickerButton } from '../components/PickerButton';
import { DESKTOP_QUERY, useMedia } from '../lib/use-media';
import { DateField } from '../deposits/DateField';
import {
  APPOINTMENT_TYPE_OPTIONS,
  APPOINTMENTS_KEY,
  EMPTY_APPOINTMENT_FILTERS,
  fetchAppointments,
  type AppointmentFilters,
  type AppointmentRow,
} from './appointments-api';
import { AppointmentDetailSheet } from './AppointmentDetailSheet';
import '../deposits/deposits.css';
import './appointments.css';
import { Pager } from '../components/Pager';

const TEXT_FIELDS: { key: keyof AppointmentFilters; placeholder: string; max: number }[] = [
  { key: 'apartmentName', placeholder: '公寓名称', max: 40 },
  { key: 'houseNumber', placeholder: '房间号', max: 20 },
  { key: 'linkman', placeholder: '联系人', max: 20 },
  { key: 'phone', placeholder: '手机号', max: 11 },
];

const when = (ms: number) => shanghaiDateTime(ms).slice(0, 16);

function TypeTag({ row }: { row: AppointmentRow }) {
  return (
    <Tag color={row.appointmentType === 1 ? 'primary' : 'success'} fill="outline">
      {row.appointmentTypeText}
    </Tag>
  );
}

/** Filters of §2.3 with 查询 / 重置; `initial` is what the page opened with. */
function FiltersBar(props: { initial: AppointmentFilters; onQuery: (f: AppointmentFilters) => void }) {
  const [f, setF] = useState<AppointmentFilters>(props.initial);
  const set = (k: keyof AppointmentFilters, v: string) => setF((x) => ({ ...x, [k]: v }));
  return (
    <div className="deposit-filters">
      <PickerButton
        title="看房类型"
        className="deposit-date"
        value={f.appointmentType}
        options={[{ label: '全部类型', value: '' }, ...APPOINTMENT_TYPE_OPTIONS]}
        onChange={(v) => set('appointmentType', v)}
        placeholder="看房类型"
      />
      {TEXT_FIELDS.map((t) => (
        <Input
          key={t.key}
          className="deposit-input"
          placeholder={t.placeholder}
          aria-label={t.placeholder}
          value={f[t.key]}
          maxLength={t.max}
          clearable
          onChange={(v) => set(t.key, v)}
          onEnterPress={() => props.onQuery(f)}
        />
      ))}
      <div className="deposit-range">
        <DateField
          value={f.startDate}
          onChange={(v) => set('startDate', v)}
          placeholder="预约开始日期"
          max={f.endDate || undefined}
        />
        <span>至</span>
        <DateField
          value={f.endDate}
          onChange={(v) => set('endDate', v)}
          placeholder="预约结束日期"
          min={f.startDate || undefined}
        />
      </div>
      <div className="deposit-filter-buttons">
        <Button size="small" color="primary" onClick={() => props.onQuery(f)}>
          查询
        </Button>
        <Button
          size="small"
          onClick={() => {
            setF(EMPTY_APPOINTMENT_FILTERS);
            props.onQuery(EMPTY_APPOINTMENT_FILTERS);
          }}
        >
          重置
        </Button>
      </div>
    </div>
  );
}

const COLUMNS: { title: string; render: (r: AppointmentRow) => ReactNode }[] = [
  { title: '房源', render: (r) => r.house },
  { title: '看房类型', render: (r) => <TypeTag row={r} /> },
  { title: '手机号', render: (r) => r.phone },
  { title: '预约时间', render: (r) => when(r.appointmentTime) },
  { title: '联系人', render: (r) => r.linkman },
  { title: '留言', render: (r) => <span className="appointment-text">{r.comment || '-'}</span> },
  { title: '备注', render: (r) => <span className="appointment-text">{r.remark || '-'}</span> },
];

function AppointmentList(props: {
  page: Page<AppointmentRow>;
  desktop: boolean;
  onPage: (n: number) => void;
  onOpen: (r: AppointmentRow) => void;
}) {
  const { page } = props;
  const details = (r: AppointmentRow) => (
    <Button size="mini" fill="outline" color="primary" onClick={(e) => (e.stopPropagation(), props.onOpen(r))}>
      详情
    </Button>
  );
  return (
    <>
      <div className="deposit-total">共 {page.total} 条</div>
      {props.desktop ? (
        <div className="deposit-table-wrap">
          <table className="deposit-table">
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c.title}>{c.title}</th>
                ))}
                <th>操作</th>
              </tr>
            </thead>
            <tbody>
              {page.records.map((r) => (
                <tr key={r.reservationId}>
                  {COLUMNS.map((c) => (
                    <td key={c.title}>{c.render(r)}</td>
                  ))}
                  <td>{details(r)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div className="deposit-cards">
          {page.records.map((r) => (
            <div
              key={r.reservationId}
              className="deposit-card"
              onClick={() => props.onOpen(r)}
              role="button"
              tabIndex={0}
            >
              <div className="deposit-card-head">
                <span>{r.house}</span>
                <TypeTag row={r} />
              </div>
              <div className="deposit-card-line">
                {r.linkman} · {r.phone}
              </div>
              <div className="deposit-card-line">预约 {when(r.appointmentTime)}</div>
              {r.comment ? <div className="deposit-card-line">留言：{r.comment}</div> : null}
              {r.remark ? <div className="deposit-card-line">备注：{r.remark}</div> : null}
              <div className="deposit-actions">{details(r)}</div>
            </div>
          ))}
        </div>
      )}
      <Pager className="deposit-pager" current={page.current} pages={page.pages} onPage={props.onPage} />
    </>
  );
}

/** 预约看房 (/reservationList?leaseId, part 2 §2.3): filters, the list (10 a page), details with the editable remark. */
export default function ReservationListPage({ route }: { route: RouteDef }) {
  const desktop = useMedia(DESKTOP_QUERY);
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const leaseId = params.get('leaseId') ?? '';
  // ?startDate (the dashboard's 预约看房 counter opens the viewings from today)
  const [initial] = useState<AppointmentFilters>(() => ({
    ...EMPTY_APPOINTMENT_FILTERS,
    startDate: params.get('startDate') ?? '',
  }));
  const [filters, setFilters] = useState<AppointmentFilters>(initial);
  const [current, setCurrent] = useState(1);
  const [open, setOpen] = useState<AppointmentRow | null>(null);
  const q = useQuery({
    queryKey: [...APPOINTMENTS_KEY, 'list', leaseId, filters, current],
    queryFn: () => fetchAppointments({ ...filters, leaseId }, current),
    placeholderData: keepPreviousData,
  });

  return (
    <PageFrame title={route.title}>
      <FiltersBar
        initial={initial}
        onQuery={(f) => {
          setFilters(f);
          setCurrent(1);
        }}
      />
      {leaseId ? (
        <div className="appointment-lease">
          <span>仅显示该租约的预约</span>
          <Button size="mini" fill="none" color="primary" onClick={() => navigate('/reservationList')}>
            查看全部
          </Button>
        </div>
      ) : null}
      {q.isLoading ? (
        <Skeleton.Paragraph lineCount={8} animated />
      ) : q.isError || !q.data ? (
        <ErrorBlock status="default" title="加载失败" description={(q.error as Error | null)?.message ?? ''} />
      ) : q.data.records.length === 0 ? (
        <ErrorBlock status="empty" title="暂无预约" description="" />
      ) : (
        <AppointmentList page={q.data} desktop={desktop} onPage={setCurrent} onOpen={setOpen} />
      )}
      <AppointmentDetailSheet
        key={open?.reservationId ?? 'none'}
        row={open}
        onClose={() => setOpen(null)}
        onSaved={() => {
          setOpen(null);
          void client.invalidateQueries({ queryKey: APPOINTMENTS_KEY });
        }}
      />
    </PageFrame>
  );
}
