import { useEffect, useState } from 'react';
import { Button, Checkbox, Input } from 'antd-mobile';
import { FILTER_FLAGS, FILTER_FLAG_LABEL, type FilterFlag } from '../../sync/rules/board/board-status';
import { EMPTY_FILTERS, type BoardFilters } from './board-api';
import type { FilterOptions } from '../../sync/contract/board/board';

/** The desktop filter panel: city, district, project, apartment, room number and the 13 status flags. */
export function DesktopFilters(props: {
  value: BoardFilters;
  options: FilterOptions | undefined;
  onChange: (f: BoardFilters) => void;
}) {
  const f = props.value;
  const o = props.options ?? { cities: [], districts: [], offices: [], apartments: [] };
  const [number, setNumber] = useState(f.houseNumber);
  useEffect(() => setNumber(f.houseNumber), [f.houseNumber]);
  const districts = o.districts.filter((d) => !f.cityId || d.cityId === f.cityId);
  const apartments = o.apartments.filter(
    (a) =>
      (!f.cityId || a.cityId === f.cityId) &&
      (!f.districtId || a.districtId === f.districtId) &&
      (!f.officeId || a.officeIds.includes(f.officeId)),
  );
  const set = (patch: Partial<BoardFilters>) => props.onChange({ ...f, ...patch });
  return (
    <div className="board-desk-filters" role="search">
      <div className="board-desk-selects">
        <label>
          城市
          <select value={f.cityId} onChange={(e) => set({ cityId: e.target.value, districtId: '', apartmentId: '' })}>
            <option value="">全部城市</option>
            {o.cities.map((c) => (
              <option key={c.cityId} value={c.cityId}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          区县
          <select value={f.districtId} onChange={(e) => set({ districtId: e.target.value, apartmentId: '' })}>
            <option value="">全部区县</option>
            {districts.map((d) => (
              <option key={d.districtId} value={d.districtId}>
                {d.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          项目
          <select value={f.officeId} onChange={(e) => set({ officeId: e.target.value, apartmentId: '' })}>
            <option value="">全部项目</option>
            {o.offices.map((p) => (
              <option key={p.officeId} value={p.officeId}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          公寓
          <select value={f.apartmentId} onChange={(e) => set({ apartmentId: e.target.value })}>
            <option value="">全部公寓</option>
            {f.apartmentId && !apartments.some((a) => a.apartmentId === f.apartmentId) ? (
              // The board's apartment before the choices arrive, or one the user may not see (a stale link).
              <option value={f.apartmentId} disabled>
                {props.options ? '未知公寓' : '加载中…'}
              </option>
            ) : null}
            {apartments.map((a) => (
              <option key={a.apartmentId} value={a.apartmentId}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          房间号
          <Input
            value={number}
            onChange={setNumber}
            onEnterPress={() => set({ houseNumber: number.trim() })}
            placeholder="输入后回车"
            maxLength={20}
            clearable
          />
        </label>
        <Button size="small" color="primary" onClick={() => set({ houseNumber: number.trim() })}>
          查询
        </Button>
        <Button size="small" onClick={() => props.onChange({ ...EMPTY_FILTERS, apartmentId: f.apartmentId })}>
          重置
        </Button>
      </div>
      <Checkbox.Group value={f.flags} onChange={(v) => set({ flags: v as FilterFlag[] })}>
        <div className="board-desk-flags" aria-label="房态筛选（满足任一即显示）">
          {FILTER_FLAGS.map((flag) => (
            <Checkbox key={flag} value={flag} style={{ '--icon-size': '16px', '--font-size': '14px' }}>
              {FILTER_FLAG_LABEL[flag]}
            </Checkbox>
          ))}
        </div>
      </Checkbox.Group>
    </div>
  );
}
