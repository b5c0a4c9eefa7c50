import { FormSheet } from '../components/list';
import { floorProgress, roomRead, type WalkFloor } from './walk-model';

/**
 * 楼层总览, in the kit's sheet: every floor with its rooms, read ones marked, the current one and those with a
 * reading to review.
 */
export function FloorOverview(props: {
  visible: boolean;
  floors: readonly WalkFloor[];
  here: string;
  review: ReadonlySet<string>;
  onPick: (houseId: string) => void;
  onClose: () => void;
}) {
  return (
    <FormSheet visible={props.visible} title="楼层总览" onClose={props.onClose}>
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
    </FormSheet>
  );
}
