import { useState } from 'react';
import { Button, Dialog, Selector, Stepper, Toast } from 'antd-mobile';
import { AddOutline, DeleteOutline, LockOutline } from 'antd-mobile-icons';
import {
  addFloor,
  isProtectedFloor,
  removeFloor,
  setHouseNumber,
  setHouseRent,
  setNewRoomsRent,
  setRoomCount,
  setTotalFloor,
  shownFloors,
  shownHouses,
  type EditResult,
  type EditorState,
} from '../../sync/rules/houses/floor-editor';
import {
  MAX_ROOMS_PER_FLOOR,
  MAX_ROOM_NUMBER_LENGTH,
  MAX_TOTAL_FLOOR,
  MIN_TOTAL_FLOOR,
  OPERATE,
} from '../../sync/rules/houses/room-plan';
import './houses.css';

const RENT_OPTIONS = [
  { label: '未出租', value: 0 },
  { label: '已出租', value: 1 },
];

/**
 * The floors and rooms editor (spec part 1 §2.6, §2.7, §4): per floor a room count and room-number tiles, add and
 * delete floor, bulk rent status for new rooms. Original floors are locked (count and delete), their numbers stay
 * editable. All rules live in sync/floor-editor.ts.
 */
export function FloorEditor(props: {
  value: EditorState;
  onChange: (next: EditorState) => void;
  showTotal?: boolean;
  disabled?: boolean;
}) {
  const state = props.value;
  const [bulkRent, setBulkRent] = useState<0 | 1 | null>(null);

  /** Applies an edit; rooms created by it take the chosen bulk rent status. */
  function apply(result: EditResult, createsRooms = false) {
    if (!result.ok) {
      Toast.show({ content: result.error });
      return;
    }
    if (!createsRooms || bulkRent === null) {
      props.onChange(result.state);
      return;
    }
    const before = new Set(state.floors.flatMap((f) => f.houses));
    props.onChange({
      ...result.state,
      floors: result.state.floors.map((f) => ({
        ...f,
        houses: f.houses.map((h) => (!h.houseId && !before.has(h) ? { ...h, isRent: bulkRent } : h)),
      })),
    });
  }

  async function confirmRemove(floor: number) {
    const yes = await Dialog.confirm({
      title: '提示',
      content: `确定删除${floor}层及其全部房间吗？`,
      confirmText: '删除',
      cancelText: '取消',
    });
    if (!yes) {
      Toast.show({ content: '已取消' });
      return;
    }
    apply(removeFloor(state, floor));
  }

  const floors = shownFloors(state);
  const totalRooms = floors.reduce((n, f) => n + f.houseCount, 0);

  return (
    <div className="floor-editor">
      <div className="floor-editor-bar">
        {props.showTotal ? (
          <label className="floor-editor-field">
            <span>总楼层</span>
            <Stepper
              min={MIN_TOTAL_FLOOR}
              max={MAX_TOTAL_FLOOR}
              digits={0}
              value={state.totalFloor}
              disabled={props.disabled}
              onChange={(v) => apply(setTotalFloor(state, Number(v)))}
            />
          </label>
        ) : null}
        <div className="floor-editor-field">
          <span>新增房间出租状态</span>
          <Selector
            options={RENT_OPTIONS}
            value={bulkRent === null ? [] : [bulkRent]}
            disabled={props.disabled}
            onChange={(v) => {
              const next = (v[0] ?? null) as 0 | 1 | null;
              setBulkRent(next);
              if (next !== null) props.onChange(setNewRoomsRent(state, next));
            }}
          />
        </div>
        <div className="floor-editor-summary">
          共 {floors.length} 层 {totalRooms} 间（总楼层 {state.totalFloor}）
        </div>
      </div>

      {floors.length === 0 ? <div className="floor-editor-empty">还没有楼层，点击下方「添加楼层」开始</div> : null}

      {floors.map((f) => {
        const locked = isProtectedFloor(state, f.floor);
        return (
          <section
            key={f.floor}
            className={locked ? 'floor-card floor-card-locked' : 'floor-card'}
            aria-label={`${f.floor}层`}
          >
            <header className="floor-card-head">
              <h3>
                {f.floor}层{locked ? <LockOutline className="floor-lock" aria-label="原有楼层" /> : null}
              </h3>
              <div className="floor-card-tools">
                <span className="floor-card-label">房间数</span>
                <Stepper
                  min={0}
                  max={MAX_ROOMS_PER_FLOOR}
                  digits={0}
                  value={f.houseCount}
                  disabled={locked || props.disabled}
                  onChange={(v) => apply(setRoomCount(state, f.floor, Number(v)), true)}
                />
                <Button
                  size="small"
                  fill="none"
                  disabled={locked || props.disabled}
                  onClick={() => confirmRemove(f.floor)}
                  aria-label={`删除${f.floor}层`}
                >
                  <DeleteOutline fontSize={20} />
                </Button>
              </div>
            </header>
            {locked ? <p className="floor-card-hint">原有楼层：房间数不可修改，可修改房间号</p> : null}
            <div className="fe-room-tiles">
              {shownHouses(f).map((h, i) => {
                const isNew = !h.houseId;
                return (
                  <div
                    key={h.houseId ?? `new-${i}`}
                    className={`fe-room-tile${h.operate === OPERATE.update ? ' fe-room-tile-edited' : ''}${isNew ? ' fe-room-tile-new' : ''}`}
                  >
                    <input
                      className={h.houseNumber.trim() ? 'room-input' : 'room-input room-input-empty'}
                      value={h.houseNumber}
                      maxLength={MAX_ROOM_NUMBER_LENGTH}
                      disabled={props.disabled}
                      inputMode="text"
                      aria-label={`${f.floor}层第${i + 1}间房间号`}
                      placeholder="房间号"
                      onChange={(e) => apply(setHouseNumber(state, f.floor, i, e.target.value))}
                    />
                    {isNew ? (
                      <button
                        type="button"
                        className={h.isRent ? 'rent-toggle rent-toggle-on' : 'rent-toggle'}
                        disabled={props.disabled}
                        onClick={() => apply(setHouseRent(state, f.floor, i, h.isRent ? 0 : 1))}
                      >
                        {h.isRent ? '已出租' : '未出租'}
                      </button>
                    ) : (
                      <span className={h.isRent ? 'rent-tag rent-tag-on' : 'rent-tag'}>
                        {h.isRent ? '已出租' : '未出租'}
                      </span>
                    )}
                  </div>
                );
              })}
            </div>
          </section>
        );
      })}

      <Button
        block
        color="primary"
        fill="outline"
        size="large"
        disabled={props.disabled}
        onClick={() => apply(addFloor(state), true)}
      >
        <AddOutline /> 添加楼层
      </Button>
    </div>
  );
}
