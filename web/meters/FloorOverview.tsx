import { Button, Popup } from 'antd-mobile';
import { floorProgress, roomRead, type WalkFloor } from './walk-model';

/** 楼层总览: every floor with its rooms, read ones marked, the current one and those with a reading to review. */
export function FloorOverview(props: {
  visible: boolean;
  floors: readonly WalkFloor[];
  here: string;
  review: ReadonlySet<string>;
  onPick: (houseId: string) => void;
  onClose: () => void;
}) {
  return (
    <Popup visible={props.visible} onMaskClick={props.onClose} onClose={props.onClose} bodyClassName="meter-overview">
      <div className="meter-overview-head">
        <h2>楼层总览</h2>
        <Button size="small" fill="none" onClick={props.onClose}>
          关闭
        </Button>
      </div>
      <div className="meter-overview-body">
        {props.floors.map((f) => {
          const p = floorProgress(f);
          return (
            <div key={f.floorId} className="meter-overview-floor">
              <div className="meter-overview-floor-head">
                {f.floor}层{' '}
                <span className="meter-muted">
                  已抄 {p.read}/{p.total}
                </span>
              </div>
              <div className="meter-overview-rooms">
                {f.rooms.map((r) => (
                  <button
                    key={r.houseId}
                    type="button"
                    className={`meter-room-chip${roomRead(r) ? ' meter-room-chip-read' : ''}${r.houseId === props.here ? ' meter-room-chip-here' : ''}${r.meters.some((m) => props.review.has(m.meterId)) ? ' meter-room-chip-review' : ''}`}
                    onClick={() => props.onPick(r.houseId)}
                  >
                    {r.houseNumber}
                  </button>
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </Popup>
  );
}
