import { ApartmentPicker } from '../../components/ApartmentPicker';
import { Field } from '../../components/list';
import { LockRoomList } from './LockRoomList';

/**
 * 公寓 and 房间 of a lock form: the apartment, then its rooms with checkboxes (the count ticked in the label). A new
 * apartment clears the ticks. `withLock`: only rooms that have a lock can be ticked (else only those without).
 */
export function ApartmentRooms(props: {
  apartmentId: string;
  onApartment: (id: string) => void;
  rooms: ReadonlySet<string>;
  onRooms: (next: Set<string>) => void;
  withLock?: boolean;
}) {
  return (
    <>
      <Field label="公寓" required wide>
        <ApartmentPicker
          value={props.apartmentId}
          onChange={(id) => {
            props.onApartment(id);
            props.onRooms(new Set());
          }}
        />
      </Field>
      {props.apartmentId ? (
        <div className="lock-stack">
          <Field label={`房间${props.rooms.size ? `（已选 ${props.rooms.size} 间）` : ''}`} required wide>
            <LockRoomList
              apartmentId={props.apartmentId}
              withLock={props.withLock}
              selected={props.rooms}
              onChange={props.onRooms}
            />
          </Field>
        </div>
      ) : null}
    </>
  );
}
