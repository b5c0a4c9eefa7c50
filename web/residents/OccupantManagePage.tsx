import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ErrorBlock, Input, Skeleton } from 'antd-mobile';
import type { RouteDef } from '../../sync/product/menu';
import { canMoveOut, type ResidentRow } from '../../sync/rules/residents/resident-rules';
import { PageFrame } from '../components/PageFrame';
import { ApartmentPicker } from '../components/ApartmentPicker';
import { DESKTOP_QUERY, useMedia } from '../lib/use-media';
import { linkTo } from '../board/board-api';
import { DateField } from '../deposits/DateField';
import {
  EMPTY_RESIDENT_FILTERS,
  fetchResidents,
  residentsExportPath,
  RESIDENTS_KEY,
  type ResidentFilters,
} from './residents-api';
import { ExportButton } from '../deposits/ExportButton';
import { confirmMoveOut } from './resident-actions';
import { ResidentList } from './ResidentList';
import { ResidentDetailSheet } from './ResidentDetailSheet';
import '../deposits/deposits.css';
import './residents.css';

const TEXT_FIELDS: { key: 'houseNumber' | 'name' | 'phone'; placeholder: string; max: number }[] = [
  { key: 'houseNumber', placeholder: '房间号', max: 20 },
  { key: 'name', placeholder: '住户姓名', max: 20 },
  { key: 'phone', placeholder: '手机号', max: 11 },
];

/** Filters of §2.4 with 查询 / 重置; the list follows what was last queried. */
function ResidentFiltersBar(props: { onQuery: (f: ResidentFilters) => void }) {
  const [f, setF] = useState<ResidentFilters>(EMPTY_RESIDENT_FILTERS);
  const set = (k: keyof ResidentFilters, v: string) => setF((x) => ({ ...x, [k]: v }));
  return (
    <div className="deposit-filters resident-filters">
      <ApartmentPicker value={f.apartmentId} onChange={(v) => set('apartmentId', v)} allowAll placeholder="全部公寓" />
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
          placeholder="入住开始日期"
          max={f.endDate || undefined}
        />
        <span>至</span>
        <DateField
          value={f.endDate}
          onChange={(v) => set('endDate', v)}
          placeholder="入住结束日期"
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
            setF(EMPTY_RESIDENT_FILTERS);
            props.onQuery(EMPTY_RESIDENT_FILTERS);
          }}
        >
          重置
        </Button>
      </div>
    </div>
  );
}

/** 住户管理 (/occupantManage, part 2 §2.4): filters, residents with the lessee badge, 查看租约 / 查看详情 / 搬离. */
export default function OccupantManagePage({ route }: { route: RouteDef }) {
  const desktop = useMedia(DESKTOP_QUERY);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [filters, setFilters] = useState<ResidentFilters>(EMPTY_RESIDENT_FILTERS);
  const [current, setCurrent] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const q = useQuery({
    queryKey: [...RESIDENTS_KEY, 'list', filters, current],
    queryFn: () => fetchResidents(filters, current),
    placeholderData: keepPreviousData,
  });
  const reload = () => client.invalidateQueries({ queryKey: RESIDENTS_KEY });

  const actions = (r: ResidentRow) => (
    <>
      <Button
        size="mini"
        fill="outline"
        color="primary"
        onClick={() => navigate(linkTo('/leaseDetail', { leaseId: r.leaseId }))}
      >
        查看租约
      </Button>
      <Button size="mini" fill="none" color="primary" onClick={() => setViewing(r.id)}>
        查看详情
      </Button>
      <Button
        size="mini"
        fill="outline"
        color="warning"
        disabled={!canMoveOut(r)}
        onClick={async () => {
          if (await confirmMoveOut(r.id)) await reload();
        }}
      >
        搬离
      </Button>
    </>
  );

  return (
    <PageFrame
      title={route.title}
      extra={<ExportButton path={residentsExportPath(filters)} fallbackName="住户.xlsx" />}
    >
      <ResidentFiltersBar
        onQuery={(f) => {
          setFilters(f);
          setCurrent(1);
        }}
      />
      {q.isLoading ? (
        <Skeleton.Paragraph lineCount={8} animated />
      ) : q.isError || !q.data ? (
        <ErrorBlock status="default" title="加载失败" description={(q.error as Error | null)?.message ?? ''} />
      ) : q.data.records.length === 0 ? (
        <ErrorBlock status="empty" title="暂无住户" description="" />
      ) : (
        <ResidentList
          page={q.data}
          desktop={desktop}
          onPage={setCurrent}
          actions={actions}
          onOpen={(r) => setViewing(r.id)}
        />
      )}
      <ResidentDetailSheet id={viewing} onClose={() => setViewing(null)} />
    </PageFrame>
  );
}
