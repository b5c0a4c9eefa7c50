import { confirmThen } from '../../components/list';
import { setUsable, type StaffItem } from '../admin-api';
import { STAFF_STATUS } from '../../../sync/rules/admin/staff-rules';

/** 冻结 / 解冻 with a confirmation; freezing signs the account out everywhere at once. True when done. */
export function confirmUsable(r: StaffItem) {
  const freezing = r.isUsable === STAFF_STATUS.usable;
  return confirmThen({
    what: `${r.name} ${r.phone}`,
    message: freezing ? '确定要冻结该账号吗？冻结后该账号将立即退出登录，且无法再登录。' : '确定要解冻该账号吗？',
    confirmText: freezing ? '冻结' : '解冻',
    danger: freezing,
    run: () => setUsable(r.pkId, freezing ? STAFF_STATUS.frozen : STAFF_STATUS.usable),
    done: '操作成功',
  });
}
