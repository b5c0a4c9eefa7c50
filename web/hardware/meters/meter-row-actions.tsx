import { Dialog } from 'antd-mobile';
import type { MeterDeviceRow } from '../../../sync/contract/meters/meter-devices';
import { METER_DEVICE_MSG, METER_POWER } from '../../../sync/contract/meters/meter-devices';
import { METER_MSG, readingText } from '../../../sync/rules/meters/meter-rules';
import { confirmDelete, confirmThen, toastFailure, type RowAction } from '../../components/list';
import { typeName, unitOf } from '../../meters/meter-labels';
import { powerMeter, readMeterNow, removeMeterDevice } from './meter-devices-api';

const where = (r: MeterDeviceRow) => `${r.apartmentName} ${r.houseNumber} · ${r.name}`;

/** 读数: asks the smart meter now and shows the new reading in a dialog ('更新失败' when it does not answer). */
async function readNow(r: MeterDeviceRow, changed: () => void) {
  try {
    const got = await readMeterNow(r.meterId);
    changed();
    await Dialog.alert({
      title: `${r.houseNumber} ${typeName(r.devType)}读数`,
      content: (
        <div className="meter-read-now">
          <strong>
            {readingText(got.value)} {unitOf(r.devType)}
          </strong>
          {got.review ? <div>{METER_MSG.belowLast}</div> : null}
        </div>
      ),
      confirmText: '知道了',
    });
  } catch (e) {
    toastFailure(e);
  }
}

/**
 * A meter row's buttons (§2.2): 读数 (smart meters), 通电 / 断电 (smart electricity meters, after a confirm), 换表 (opens
 * its form), 删除设备 (smart meters, after a confirm: the meter goes back to manual). `changed` reloads the list.
 */
export function meterRowActions(r: MeterDeviceRow, on: { replace: () => void; changed: () => void }): RowAction[] {
  const power = async () => {
    const on1 = r.powerState !== METER_POWER.on;
    const ok = await confirmThen({
      what: where(r),
      message: on1 ? '确定要给该电表通电吗？' : '确定要断开该电表的电源吗？断电后房间将无法用电',
      confirmText: on1 ? '通电' : '断电',
      danger: !on1,
      run: () => powerMeter(r.meterId, on1 ? METER_POWER.on : METER_POWER.off),
      done: METER_DEVICE_MSG.done,
    });
    if (ok) on.changed();
  };
  const remove = async () => {
    const message = '确定要删除该设备吗？该表将改为手工抄表，历史读数保留';
    if (await confirmDelete({ what: where(r), message, run: () => removeMeterDevice(r.meterId) })) on.changed();
  };
  const smart = r.isAuto === 1;
  return [
    ...(smart ? [{ key: 'read', text: '读数', onClick: () => void readNow(r, on.changed) }] : []),
    ...(smart && r.devType === 2
      ? [
          {
            key: 'power',
            text: r.powerState === METER_POWER.on ? '断电' : '通电',
            color: 'warning' as const,
            onClick: () => void power(),
          },
        ]
      : []),
    { key: 'replace', text: '换表', onClick: on.replace },
    ...(smart ? [{ key: 'delete', text: '删除设备', color: 'danger' as const, onClick: () => void remove() }] : []),
  ];
}
