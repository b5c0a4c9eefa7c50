import type { LockRow } from '../../../sync/contract/hardware/lock-shape';
import { LOCK_MSG } from '../../../sync/rules/hardware/lock-rules';
import { confirmDelete, confirmThen, type RowAction } from '../../components/list';
import { removeLock, resetTenantPassword } from './locks-api';

/** The dialogs a lock row opens. */
export type LockDialog = 'freeze' | 'unfreeze' | 'password';

const where = (r: LockRow) => `${r.apartmentName} ${r.houseNumber} · ${r.name}`;

/**
 * A lock row's buttons (§2.2): 开锁记录, 冻结 / 解冻 (解冻 while some user is frozen), 获取密码, 重置租客密码 (a rented
 * room, after a confirm), 删除 (after a confirm). `changed` reloads the list after a change.
 */
export function lockRowActions(
  r: LockRow,
  on: { records: () => void; dialog: (d: LockDialog) => void; changed: () => void },
): RowAction[] {
  const reset = async () => {
    const ok = await confirmThen({
      what: where(r),
      message: '确定要重置该房间租客的门锁密码吗？旧密码将失效',
      confirmText: '重置',
      danger: true,
      run: () => resetTenantPassword(r.houseId),
      done: LOCK_MSG.resetDone,
    });
    if (ok) on.changed();
  };
  const remove = async () => {
    if (await confirmDelete({ what: where(r), message: '确定要删除该门锁吗？', run: () => removeLock(r.lockId) }))
      on.changed();
  };
  return [
    { key: 'records', text: '开锁记录', quiet: true, onClick: on.records },
    { key: 'freeze', text: '冻结', color: 'warning', onClick: () => on.dialog('freeze') },
    ...(r.frozenUsers > 0 ? [{ key: 'unfreeze', text: '解冻', onClick: () => on.dialog('unfreeze') }] : []),
    { key: 'password', text: '获取密码', onClick: () => on.dialog('password') },
    ...(r.isRent
      ? [{ key: 'reset', text: '重置租客密码', color: 'warning' as const, onClick: () => void reset() }]
      : []),
    { key: 'delete', text: '删除', color: 'danger', onClick: () => void remove() },
  ];
}
