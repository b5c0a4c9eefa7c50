import { useState } from 'react';
import { Badge, Button, Popup, SearchBar, Selector } from 'antd-mobile';
import { FilterOutline } from 'antd-mobile-icons';
import { FILTER_FLAGS, FILTER_FLAG_LABEL, type FilterFlag } from '../../sync/rules/board/board-status';
import { useFilterOptions, type BoardFilters } from './board-api';

const OPTIONS = FILTER_FLAGS.map((f) => ({ label: FILTER_FLAG_LABEL[f], value: f }));

type Place = Pick<BoardFilters, 'cityId' | 'districtId' | 'officeId'>;

/**
 * The phone's filter button: a bottom Popup with city, district and project (when the server's choices are at
 * hand: asked for at the first opening), the room number search and the status chips (any of them).
 */
export function PhoneFilters(props: { value: BoardFilters; onChange: (f: BoardFilters) => void }) {
  const [open, setOpen] = useState(false);
  // The popup is made at the first opening (kept then, for its closing animation): not on the board's first paint.
  const [made, setMade] = useState(false);
  const [number, setNumber] = useState(props.value.houseNumber);
  const [flags, setFlags] = useState<FilterFlag[]>(props.value.flags);
  const [place, setPlace] = useState<Place>({
    cityId: props.value.cityId,
    districtId: props.value.districtId,
    officeId: props.value.officeId,
  });
  const v = props.value;
  const active =
    v.flags.length + (v.houseNumber ? 1 : 0) + (v.cityId ? 1 : 0) + (v.districtId ? 1 : 0) + (v.officeId ? 1 : 0);
  // Its choices are asked for when the panel is first opened (not with the board).
  const o = useFilterOptions(made).data;
  const show = () => {
    setNumber(v.houseNumber);
    setFlags(v.flags);
    setPlace({ cityId: v.cityId, districtId: v.districtId, officeId: v.officeId });
    setMade(true);
    setOpen(true);
  };
  const apply = () => {
    // A chosen apartment outside the chosen place gives way to 全部公寓 of that place.
    const apt = o?.apartments.find((a) => a.apartmentId === v.apartmentId);
    const outside =
      !!apt &&
      ((place.cityId && apt.cityId !== place.cityId) ||
        (place.districtId && apt.districtId !== place.districtId) ||
        (place.officeId && !apt.officeIds.includes(place.officeId)));
    props.onChange({ ...v, ...place, apartmentId: outside ? '' : v.apartmentId, houseNumber: number.trim(), flags });
    setOpen(false);
  };
  const single = (
    label: string,
    all: string,
    list: { value: string; label: string }[],
    key: keyof Place,
    clear: Partial<Place> = {},
  ) =>
    list.length > 0 ? (
      <>
        <div className="board-filter-sub">{label}</div>
        <Selector
          columns={3}
          options={[{ label: all, value: '' }, ...list]}
          value={[place[key]]}
          onChange={(x) => setPlace((p) => ({ ...p, ...clear, [key]: x[0] ?? '' }))}
        />
      </>
    ) : null;
  return (
    <>
      <Badge content={active ? String(active) : null}>
        <Button size="small" onClick={show} aria-label="筛选房源" style={{ minHeight: 36 }}>
          <FilterOutline /> 筛选
        </Button>
      </Badge>
      {made && (
        <Popup
          visible={open}
          onMaskClick={() => setOpen(false)}
          position="bottom"
          bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '80vh', overflowY: 'auto' }}
        >
          <div className="board-filter-pop">
            <div className="board-filter-title">筛选房源</div>
            {o
              ? [
                  single(
                    '城市',
                    '全部城市',
                    o.cities.map((c) => ({ value: c.cityId, label: c.name })),
                    'cityId',
                    { districtId: '' },
                  ),
                  single(
                    '区县',
                    '全部区县',
                    o.districts
                      .filter((d) => !place.cityId || d.cityId === place.cityId)
                      .map((d) => ({ value: d.districtId, label: d.name })),
                    'districtId',
                  ),
                  single(
                    '项目',
                    '全部项目',
                    o.offices.map((p) => ({ value: p.officeId, label: p.name })),
                    'officeId',
                  ),
                ].map((x, i) => <div key={i}>{x}</div>)
              : null}
            <div className="board-filter-sub">房间号</div>
            <SearchBar
              placeholder="房间号"
              value={number}
              onChange={setNumber}
              onSearch={apply}
              maxLength={20}
              aria-label="房间号"
            />
            <div className="board-filter-sub">房态（可多选，满足任一即显示）</div>
            <Selector
              multiple
              columns={3}
              options={OPTIONS}
              value={flags}
              onChange={(x) => setFlags(x as FilterFlag[])}
            />
            <div className="board-filter-buttons">
              <Button
                block
                onClick={() => {
                  setNumber('');
                  setFlags([]);
                  setPlace({ cityId: '', districtId: '', officeId: '' });
                }}
              >
                重置
              </Button>
              <Button block color="primary" onClick={apply}>
                确定
              </Button>
            </div>
          </div>
        </Popup>
      )}
    </>
  );
}
