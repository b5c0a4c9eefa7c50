import { useState } from 'react';
import { Badge, Button, Popup, SearchBar, Selector } from 'antd-mobile';
import { FilterOutline } from 'antd-mobile-icons';
import { FILTER_FLAGS, FILTER_FLAG_LABEL, type FilterFlag } from '../../sync/board-status';
import type { BoardFilters } from './board-api';

const OPTIONS = FILTER_FLAGS.map((f) => ({ label: FILTER_FLAG_LABEL[f], value: f }));

/** The phone's filter button: a bottom Popup with the room number search and the status chips (any of them). */
export function PhoneFilters(props: { value: BoardFilters; onChange: (f: BoardFilters) => void }) {
  const [open, setOpen] = useState(false);
  const [number, setNumber] = useState(props.value.houseNumber);
  const [flags, setFlags] = useState<FilterFlag[]>(props.value.flags);
  const active = props.value.flags.length + (props.value.houseNumber ? 1 : 0);
  const show = () => {
    setNumber(props.value.houseNumber);
    setFlags(props.value.flags);
    setOpen(true);
  };
  const apply = () => {
    props.onChange({ ...props.value, houseNumber: number.trim(), flags });
    setOpen(false);
  };
  return (
    <>
      <Badge content={active ? String(active) : null}>
        <Button size="small" onClick={show} aria-label="筛选房源" style={{ minHeight: 36 }}>
          <FilterOutline /> 筛选
        </Button>
      </Badge>
      <Popup visible={open} onMaskClick={() => setOpen(false)} position="bottom" bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '80vh', overflowY: 'auto' }}>
        <div className="board-filter-pop">
          <div className="board-filter-title">筛选房源</div>
          <SearchBar placeholder="房间号" value={number} onChange={setNumber} onSearch={apply} maxLength={20} aria-label="房间号" />
          <div className="board-filter-sub">房态（可多选，满足任一即显示）</div>
          <Selector multiple columns={3} options={OPTIONS} value={flags} onChange={(v) => setFlags(v as FilterFlag[])} />
          <div className="board-filter-buttons">
            <Button
              block
              onClick={() => {
                setNumber('');
                setFlags([]);
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
    </>
  );
}
