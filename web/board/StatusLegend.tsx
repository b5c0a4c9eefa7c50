import { useState } from 'react';
import { Button, Popup } from 'antd-mobile';
import { STATUS_COLOR, STATUS_LEGEND } from './status-style';
import { STATUS_TEXT } from '../../sync/rules/board/board-status';

/** The board's legend: each badge's colour, name and what its day count means (a panel from the 房态图例 link). */
export function StatusLegend() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="mini" fill="none" color="primary" onClick={() => setOpen(true)} aria-label="房态图例">
        房态图例
      </Button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        position="bottom"
        bodyClassName="board-legend-pop"
        bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '80vh', overflowY: 'auto' }}
      >
        <div className="board-legend-title">房态图例</div>
        <ul className="board-legend-list" aria-label="房态图例">
          {STATUS_LEGEND.map((l) => (
            <li key={l.code}>
              <span className="board-legend-badge" style={{ background: STATUS_COLOR[l.code] }}>
                {STATUS_TEXT[l.code]}
              </span>
              <span>{l.meaning}</span>
            </li>
          ))}
        </ul>
        <div className="board-legend-note">
          一个房间同时处于多种状态时，显示最需要处理的一种（按上表顺序）。“隐”表示不对外展示。
        </div>
        <Button block onClick={() => setOpen(false)}>
          知道了
        </Button>
      </Popup>
    </>
  );
}
