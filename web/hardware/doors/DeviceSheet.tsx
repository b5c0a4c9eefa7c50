import { useState } from 'react';
import { Input, Selector } from 'antd-mobile';
import type { AccessDeviceRow } from '../../../sync/contract/hardware/access-shape';
import {
  ACCESS_DEV_TYPE,
  ACCESS_DEV_TYPE_LABEL,
  ACCESS_TAB_TYPES,
  type AccessDevType,
  type AccessTab,
} from '../../../sync/rules/hardware/access-rules';
import { ApartmentPicker } from '../../components/ApartmentPicker';
import { ScanCode } from '../../components/ScanCode';
import { Field, FormSheet, useSave } from '../../components/list';
import { LockRoomList } from '../locks/LockRoomList';
import { addBody, editBody, emptyForm, formOf, type DeviceForm } from './device-form';
import { addDevice, editDevice } from './doors-api';
import { GatewayPicker } from './GatewayPicker';
import { DeviceText, KindFields } from './KindFields';

/** One tick replaces the room ticked before (an intercom has one room); ticking a whole page keeps them all. */
function oneRoom(before: ReadonlySet<string>, next: Set<string>): Set<string> {
  const added = [...next].filter((id) => !before.has(id));
  return added.length === 1 ? new Set(added) : next;
}

/**
 * 添加设备 / 编辑设备 of the door tabs (§2.1 add dialogs): the kind (the tab's two), apartment, serial (typed or 扫码
 * from the label), name, the kind's fields, the gateway, and an intercom's room. A missing field is
 * said in the form first (the server's refusals in the same place). Editing keeps the kind, apartment and serial.
 */
export function DeviceSheet(props: {
  tab: AccessTab;
  row: AccessDeviceRow | null;
  visible: boolean;
  apartmentId: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { row } = props;
  const [f, setF] = useState<DeviceForm>(() => (row ? formOf(row) : emptyForm(props.tab, props.apartmentId)));
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, error, save } = useSave();
  const set = <K extends keyof DeviceForm>(k: K, v: DeviceForm[K]) => {
    setF((x) => ({ ...x, [k]: v }));
    setProblem(null);
  };

  const refuse = (refusal: string) => {
    setProblem(refusal);
    return false;
  };
  const send = async () => {
    if (row) {
      const checked = editBody(f);
      if ('refusal' in checked) return refuse(checked.refusal);
      return !!(await save(() => editDevice(row.id, checked.body), '修改成功'));
    }
    const checked = addBody(f);
    if ('refusal' in checked) return refuse(checked.refusal);
    return !!(await save(() => addDevice(checked.body), '添加成功'));
  };
  const submit = async () => {
    setProblem(null);
    if (await send()) props.onDone();
  };

  return (
    <FormSheet
      visible={props.visible}
      title={row ? `编辑设备 · ${row.name}` : '添加设备'}
      onClose={props.onClose}
      onConfirm={() => void submit()}
      confirmText={row ? '保存' : '添加'}
      busy={busy}
      error={problem ?? error}
      columns
    >
      <Field label="设备类型" required={!row} wide>
        {row ? (
          <span className="door-fixed">{ACCESS_DEV_TYPE_LABEL[f.devType]}</span>
        ) : (
          <Selector
            options={ACCESS_TAB_TYPES[props.tab].map((t) => ({ label: ACCESS_DEV_TYPE_LABEL[t], value: t }))}
            value={[f.devType]}
            onChange={(v) => v.length && set('devType', v[0] as AccessDevType)}
          />
        )}
      </Field>
      <Field label="公寓" required={!row}>
        {row ? (
          <span className="door-fixed">{row.apartmentName}</span>
        ) : (
          <ApartmentPicker
            value={f.apartmentId}
            onChange={(id) => {
              setF((x) => ({ ...x, apartmentId: id, gatewayId: null, rooms: new Set() }));
              setProblem(null);
            }}
          />
        )}
      </Field>
      <Field label="设备序列号" required={!row}>
        {row ? (
          <span className="door-fixed">{row.devSn}</span>
        ) : (
          <div className="scan-row">
            <Input
              value={f.sn}
              onChange={(v) => set('sn', v)}
              placeholder="请输入或扫码"
              maxLength={40}
              aria-label="设备序列号"
            />
            <ScanCode onCode={(text) => set('sn', text)} />
          </div>
        )}
      </Field>
      <DeviceText label="设备名称" k="name" f={f} set={set} required />
      <KindFields f={f} set={set} />
      <Field label="网关">
        <GatewayPicker apartmentId={f.apartmentId} value={f.gatewayId} onChange={(id) => set('gatewayId', id)} />
      </Field>
      {f.devType === ACCESS_DEV_TYPE.intercom && f.apartmentId ? (
        <div className="lock-stack form-wide">
          <Field label="房间" required wide>
            <LockRoomList
              apartmentId={f.apartmentId}
              anyRoom
              selected={f.rooms}
              onChange={(next) => set('rooms', oneRoom(f.rooms, next))}
            />
          </Field>
        </div>
      ) : null}
    </FormSheet>
  );
}
