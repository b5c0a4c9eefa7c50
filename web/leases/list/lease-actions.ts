import { Dialog, Toast } from 'antd-mobile';
import { LEASE_OPS_MSG } from '../../../sync/rules/leases/lease-status';
import { confirmLease, removeLeases } from './leases-api';

/** 删除 with the spec's confirm ('确定要删除该条租约吗?'); cancel shows '已取消'. True when deleted. */
export async function deleteLease(leaseId: string): Promise<boolean> {
  const yes = await Dialog.confirm({
    title: '提示',
    content: LEASE_OPS_MSG.confirmDelete,
    confirmText: '确定',
    cancelText: '取消',
  });
  if (!yes) {
    Toast.show({ content: LEASE_OPS_MSG.cancelled });
    return false;
  }
  try {
    await removeLeases([leaseId]);
    Toast.show({ icon: 'success', content: LEASE_OPS_MSG.done });
    return true;
  } catch (e) {
    Toast.show({ icon: 'fail', content: (e as Error).message });
    return false;
  }
}

/** 确认租约: the tenant confirmed signing a paper lease; it takes effect. True when confirmed. */
export async function confirmLeaseAction(leaseId: string): Promise<boolean> {
  const yes = await Dialog.confirm({
    title: '提示',
    content: '确认租客已签约？确认后租约生效。',
    confirmText: '确定',
    cancelText: '取消',
  });
  if (!yes) {
    Toast.show({ content: LEASE_OPS_MSG.cancelled });
    return false;
  }
  try {
    await confirmLease(leaseId);
    Toast.show({ icon: 'success', content: LEASE_OPS_MSG.done });
    return true;
  } catch (e) {
    Toast.show({ icon: 'fail', content: (e as Error).message });
    return false;
  }
}

export type LeaseActionKey = 'confirm' | 'checkOut' | 'settle' | 'remove';
export const LEASE_ACTION_LABEL: Record<LeaseActionKey, string> = {
  confirm: '确认租约',
  checkOut: '退房',
  settle: '结算',
  remove: '删除',
};
export const LEASE_ACTION_ORDER: LeaseActionKey[] = ['confirm', 'settle', 'checkOut', 'remove'];
