import { LEASE_OPS_MSG } from '../../../sync/rules/leases/lease-status';
import { confirmDelete, confirmThen } from '../../components/list';
import { confirmLease, removeLeases } from './leases-api';

/** 删除 with the spec's confirm ('确定要删除该条租约吗?') naming the lease when `what` is given; cancel: '已取消'. */
export const deleteLease = (leaseId: string, what?: string) =>
  confirmDelete({
    what,
    message: LEASE_OPS_MSG.confirmDelete,
    run: () => removeLeases([leaseId]),
    done: LEASE_OPS_MSG.done,
  });

/** 确认租约: the tenant confirmed signing a paper lease; it takes effect. True when confirmed. */
export const confirmLeaseAction = (leaseId: string, what?: string) =>
  confirmThen({
    what,
    message: '确认租客已签约？确认后租约生效。',
    run: () => confirmLease(leaseId),
    done: LEASE_OPS_MSG.done,
  });

export type LeaseActionKey = 'confirm' | 'checkOut' | 'settle' | 'remove';
export const LEASE_ACTION_LABEL: Record<LeaseActionKey, string> = {
  confirm: '确认租约',
  checkOut: '退房',
  settle: '结算',
  remove: '删除',
};
export const LEASE_ACTION_ORDER: LeaseActionKey[] = ['confirm', 'settle', 'checkOut', 'remove'];
