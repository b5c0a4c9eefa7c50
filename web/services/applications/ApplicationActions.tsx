import { confirmThen, RowActions } from '../../components/list';
import {
  APPLICATION_ACTION_LABEL,
  mayAct,
  type ApplicationAction,
} from '../../../sync/rules/services/applications-rules';
import { actOn, type ApplicationRow } from './applications-api';
import { whenText } from './application-columns';

const ACTIONS: { action: ApplicationAction; color: 'primary' | 'warning' | 'danger'; ask: string }[] = [
  { action: 'approve', color: 'primary', ask: '确定通过该申请吗？' },
  { action: 'reject', color: 'warning', ask: '确定拒绝该申请吗？' },
  { action: 'cancel', color: 'danger', ask: '确定取消该申请吗？' },
];

/** An application's 通过 / 拒绝 (while applying) and 取消 (applying or approved); the tenant is told; then `onDone`. */
export function ApplicationActions({ row, onDone }: { row: ApplicationRow; onDone: () => void }) {
  const allowed = ACTIONS.filter((a) => mayAct(row.status, a.action));
  if (!allowed.length) return null;
  return (
    <RowActions
      actions={allowed.map((a) => ({
        key: a.action,
        text: APPLICATION_ACTION_LABEL[a.action],
        color: a.color,
        onClick: () =>
          void confirmThen({
            what: `${row.applyName} · ${row.title} ${whenText(row)}`,
            message: a.ask,
            danger: a.action !== 'approve',
            run: () => actOn(row.applyId, a.action),
            done: `已${APPLICATION_ACTION_LABEL[a.action]}`,
          }).then((ok) => ok && onDone()),
      }))}
    />
  );
}
