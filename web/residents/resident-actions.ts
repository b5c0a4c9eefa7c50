import { Dialog, Toast } from 'antd-mobile';
import { RESIDENT_MSG } from '../../sync/rules/residents/resident-rules';
import { toastError } from '../settings/shared';
import { deleteResident, moveOutResident } from './residents-api';

/** Asks '确定要搬离吗?' and moves the resident out; true when done ('已取消' when declined). */
export async function confirmMoveOut(id: string): Promise<boolean> {
  if (
    !(await Dialog.confirm({
      title: '提示',
      content: RESIDENT_MSG.confirmMoveOut,
      confirmText: '确定',
      cancelText: '取消',
    }))
  ) {
    Toast.show({ content: '已取消' });
    return false;
  }
  try {
    await moveOutResident(id);
    Toast.show({ icon: 'success', content: RESIDENT_MSG.movedOut });
    return true;
  } catch (e) {
    toastError(e);
    return false;
  }
}

/** Asks '确定要删除该住户吗?' and deletes the resident; true when done. */
export async function confirmDelete(id: string): Promise<boolean> {
  if (
    !(await Dialog.confirm({
      title: '提示',
      content: RESIDENT_MSG.confirmDelete,
      confirmText: '删除',
      cancelText: '取消',
    }))
  ) {
    Toast.show({ content: '已取消' });
    return false;
  }
  try {
    await deleteResident(id);
    Toast.show({ icon: 'success', content: RESIDENT_MSG.deleted });
    return true;
  } catch (e) {
    toastError(e);
    return false;
  }
}
