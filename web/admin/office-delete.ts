import { Dialog } from 'antd-mobile';
import { confirmDelete } from '../components/list';
import { OFFICE_MSG } from '../../sync/rules/admin/office-rules';

/**
 * 删除 of a company or a project: while something keeps it (`busy`: its projects, its rooms or staff) the reason
 * instead of the question; else '确定要删除该条信息吗?' (已取消 on cancel) and the call. True when deleted.
 */
export async function deleteOffice(o: {
  name: string;
  busy: string | null;
  run: () => Promise<unknown>;
  done?: string;
}): Promise<boolean> {
  if (o.busy) {
    await Dialog.alert({ title: '不能删除', content: o.busy, confirmText: '知道了' });
    return false;
  }
  return confirmDelete({ what: o.name, message: OFFICE_MSG.deleteQuestion, run: o.run, done: o.done });
}
