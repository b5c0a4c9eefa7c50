import { LockRoomList } from '../locks/LockRoomList';
import { fetchMeterDeviceRooms, METER_DEVICES_KEY, type MeterDevType } from './meter-devices-api';

/**
 * The rooms of an apartment for 添加智能表 (§2.2), 10 a page with checkboxes (the ticks survive paging); a room whose
 * meter of the type is already smart (isExist 1) is shown but cannot be ticked. The form wants exactly one (§5).
 */
export function MeterRoomList(props: {
  apartmentId: string;
  devType: MeterDevType;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}) {
  const { apartmentId, devType } = props;
  return (
    <LockRoomList
      apartmentId={apartmentId}
      source={{
        key: [...METER_DEVICES_KEY, 'rooms', apartmentId, devType],
        fetch: (page) => fetchMeterDeviceRooms(apartmentId, devType, page),
        exist: { title: '智能表', yes: '已安装' },
      }}
      selected={props.selected}
      onChange={props.onChange}
    />
  );
}
