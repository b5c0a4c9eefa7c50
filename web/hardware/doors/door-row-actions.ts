import { Toast } from 'antd-mobile';
import type { AccessDeviceRow } from '../../../sync/contract/hardware/access-shape';
import { confirmDelete, toastFailure, type RowAction } from '../../components/list';
import { openDevice, removeDevice } from './doors-api';

/** What a remote opening answers, as its Toast. */
const OPEN_TOAST = {
  opened: { icon: 'success', content: '开门成功' },
  offline: { icon: 'fail', content: '设备离线，请稍后重试' },
  failed: { icon: 'fail', content: '开门失败' },
} as const;

async function openNow(r: AccessDeviceRow) {
  Toast.show({ icon: 'loading', content: '正在开门…', duration: 0 });
  try {
    const { result } = await openDevice(r.id);
    Toast.show(OPEN_TOAST[result]);
  } catch (e) {
    toastFailure(e);
  }
}

/**
 * A door device's buttons (§2.1): 编辑 (the dialog), 远程开门 (now, through the connector: 开门成功, or 设备离线 when
 * it or its gateway cannot be reached), 删除 after a confirm naming the device. `changed` reloads the list.
 */
export function doorRowActions(r: AccessDeviceRow, on: { edit: () => void; changed: () => void }): RowAction[] {
  const remove = async () => {
    const what = `${r.apartmentName} · ${r.name}（${r.devSn}）`;
    if (await confirmDelete({ what, message: '确定要删除该设备吗？', run: () => removeDevice(r.id) })) on.changed();
  };
  return [
    { key: 'edit', text: '编辑', onClick: on.edit },
    { key: 'open', text: '远程开门', onClick: () => void openNow(r) },
    { key: 'delete', text: '删除', color: 'danger', onClick: () => void remove() },
  ];
}
