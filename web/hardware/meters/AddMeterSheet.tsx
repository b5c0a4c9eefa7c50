import { useState } from 'react';
import { Input } from 'antd-mobile';
import { METER_DEVICE_MSG } from '../../../sync/contract/meters/meter-devices';
import { ApartmentPicker } from '../../components/ApartmentPicker';
import { ScanCode } from '../../components/ScanCode';
import { Field, FormSheet, useSave } from '../../components/list';
import { typeName } from '../../meters/meter-labels';
import { addMeterDevice, type MeterDevType } from './meter-devices-api';
import { MeterGatewayPicker } from './MeterGatewayPicker';
import { MeterRoomList } from './MeterRoomList';

/** What the form is missing, in the order it shows (§5: exactly one room; the server says the same). */
function missing(f: { apartmentId: string; devSn: string; gatewayId: string; rooms: ReadonlySet<string> }) {
  if (!f.apartmentId) return METER_DEVICE_MSG.selectApartment;
  if (!f.devSn.trim()) return METER_DEVICE_MSG.snRequired;
  if (!f.gatewayId) return METER_DEVICE_MSG.selectGateway;
  if (!f.rooms.size) return METER_DEVICE_MSG.selectRoom;
  return f.rooms.size > 1 ? METER_DEVICE_MSG.oneRoom : null;
}

/**
 * 添加智能表 (§2.2 add dialog): name, identifier (typed or scanned from the label), apartment, gateway and the room
 * whose meter of the tab's type becomes smart; a room already smart cannot be ticked.
 */
export function AddMeterSheet(props: {
  visible: boolean;
  devType: MeterDevType;
  apartmentId: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const [apartmentId, setApartmentId] = useState(props.apartmentId);
  const [name, setName] = useState('');
  const [devSn, setDevSn] = useState('');
  const [gatewayId, setGatewayId] = useState('');
  const [rooms, setRooms] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, error, save } = useSave();

  const submit = async () => {
    const lack = missing({ apartmentId, devSn, gatewayId, rooms });
    setProblem(lack);
    if (lack) return;
    const body = { apartmentId, devType: props.devType, name: name.trim() || undefined, devSn: devSn.trim() };
    const done = await save(() => addMeterDevice({ ...body, gatewayId, houseIds: [...rooms] }), '添加成功');
    if (done) props.onDone();
  };

  return (
    <FormSheet
      visible={props.visible}
      title={`添加智能${typeName(props.devType)}`}
      onClose={props.onClose}
      onConfirm={() => void submit()}
      confirmText="添加"
      busy={busy}
      error={problem ?? error}
    >
      <Field label="设备名称">
        <Input value={name} onChange={setName} placeholder="默认沿用表名" maxLength={40} aria-label="设备名称" />
      </Field>
      <Field label="设备标识" required>
        <div className="scan-row">
          <Input value={devSn} onChange={setDevSn} placeholder="请输入或扫码" maxLength={40} aria-label="设备标识" />
          <ScanCode onCode={setDevSn} />
        </div>
      </Field>
      <Field label="公寓" required>
        <ApartmentPicker
          value={apartmentId}
          onChange={(id) => {
            setApartmentId(id);
            setGatewayId('');
            setRooms(new Set());
            setProblem(null);
          }}
        />
      </Field>
      <Field label="网关" required>
        <MeterGatewayPicker apartmentId={apartmentId} value={gatewayId} onChange={setGatewayId} />
      </Field>
      {apartmentId ? (
        <div className="lock-stack form-wide">
          <Field label={`房间${rooms.size ? `（已选 ${rooms.size} 间）` : ''}`} required wide>
            <MeterRoomList
              apartmentId={apartmentId}
              devType={props.devType}
              selected={rooms}
              onChange={(next) => {
                setRooms(next);
                setProblem(null);
              }}
            />
          </Field>
        </div>
      ) : null}
    </FormSheet>
  );
}
