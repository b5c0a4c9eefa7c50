import { useState } from 'react';
import { Button, Input, Selector } from 'antd-mobile';
import { DownOutline, UpOutline } from 'antd-mobile-icons';
import { EMPTY_LEASE_FILTERS, type LeaseFilters } from './leases-api';

const TEXT_FIELDS: { key: Exclude<keyof LeaseFilters, 'status'>; placeholder: string; max: number }[] = [
  { key: 'houseName', placeholder: '房源名称', max: 40 },
  { key: 'houseNumber', placeholder: '房间号', max: 20 },
  { key: 'tenant', placeholder: '租客姓名', max: 20 },
  { key: 'phone', placeholder: '租客手机号', max: 11 },
  { key: 'creatorName', placeholder: '签约人', max: 20 },
];

const STATUS_OPTIONS = [
  { label: '全部状态', value: '' },
  { label: '在租', value: '1' },
  { label: '已退房', value: '2' },
];

/** Filters of §2.1 with 查询 / 重置 (collapsible on a phone); the list only follows what was last queried. */
export function LeaseFiltersBar(props: {
  desktop: boolean;
  onQuery: (f: LeaseFilters) => void;
  extra?: React.ReactNode;
}) {
  const [f, setF] = useState<LeaseFilters>(EMPTY_LEASE_FILTERS);
  const [open, setOpen] = useState(false);
  const set = <K extends keyof LeaseFilters>(k: K, v: LeaseFilters[K]) => setF((x) => ({ ...x, [k]: v }));
  const shown = props.desktop || open;
  const active = Object.values(f).filter(Boolean).length;
  return (
    <div className="lease-filters">
      {!props.desktop ? (
        <button type="button" className="lease-filter-toggle" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          筛选{active ? `（${active}）` : ''} {open ? <UpOutline /> : <DownOutline />}
        </button>
      ) : null}
      {shown ? (
        <div className="deposit-filters lease-filter-fields">
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
          <Selector
            className="lease-status-selector"
            options={STATUS_OPTIONS}
            value={[f.status]}
            onChange={(v) => set('status', (v[0] ?? '') as LeaseFilters['status'])}
          />
        </div>
      ) : null}
      <div className="deposit-filter-buttons lease-filter-buttons">
        <Button size="small" color="primary" onClick={() => props.onQuery(f)}>
          查询
        </Button>
        <Button
          size="small"
          onClick={() => {
            setF(EMPTY_LEASE_FILTERS);
            props.onQuery(EMPTY_LEASE_FILTERS);
          }}
        >
          重置
        </Button>
        {props.extra}
      </div>
    </div>
  );
}
