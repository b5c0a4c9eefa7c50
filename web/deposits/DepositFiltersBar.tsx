import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { DateField } from './DateField';
import { EMPTY_FILTERS, type DepositFilters } from './deposits-api';

const TEXT_FIELDS: { key: keyof DepositFilters; placeholder: string; max: number }[] = [
  { key: 'apartmentName', placeholder: '公寓名称', max: 40 },
  { key: 'houseNumber', placeholder: '房间号', max: 20 },
  { key: 'promiseMan', placeholder: '预订人', max: 20 },
  { key: 'phone', placeholder: '手机号', max: 11 },
  { key: 'creatorName', placeholder: '添加人', max: 20 },
];

/** Filters of §2.2 with 查询 / 重置; the list only follows what was last queried. */
export function DepositFiltersBar(props: { onQuery: (f: DepositFilters) => void }) {
  const [f, setF] = useState<DepositFilters>(EMPTY_FILTERS);
  const set = (k: keyof DepositFilters, v: string) => setF((x) => ({ ...x, [k]: v }));
  return (
    <div className="deposit-filters">
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
          placeholder="提交开始日期"
          max={f.endDate || undefined}
        />
        <span>至</span>
        <DateField
          value={f.endDate}
          onChange={(v) => set('endDate', v)}
          placeholder="提交结束日期"
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
            setF(EMPTY_FILTERS);
            props.onQuery(EMPTY_FILTERS);
          }}
        >
          重置
        </Button>
      </div>
    </div>
  );
}
