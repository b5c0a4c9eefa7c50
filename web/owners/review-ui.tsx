import type { ReactNode } from 'react';
import { Tag } from 'antd-mobile';
import { APPLY_STATE, OWNER_STATUS } from '../../sync/rules/owners/owner-review';
import { confirmThen, FormSheet } from '../components/list';

export function StatusTag({ status, label }: { status: number | null; label: string }) {
  return (
    <Tag color={status === OWNER_STATUS.passed ? 'success' : status === null ? 'default' : 'warning'} fill="outline">
      {label}
    </Tag>
  );
}

const STATE_COLOR: Record<number, string> = {
  [APPLY_STATE.passed]: 'success',
  [APPLY_STATE.reviewing]: 'primary',
  [APPLY_STATE.takenOff]: 'default',
};
export function StateTag({ state, label }: { state: number; label: string }) {
  return (
    <Tag color={STATE_COLOR[state] ?? 'danger'} fill="outline">
      {label}
    </Tag>
  );
}

/** Asks first ('已取消' when declined), runs the review action ('操作成功' or the server's message), then `after`. */
export async function confirmReview(message: string, run: () => Promise<unknown>, after: () => Promise<unknown>) {
  if (await confirmThen({ message, run, done: '操作成功' })) await after();
}

/** A record's details (read-only): a dialog on a desktop, a bottom sheet on a phone. */
export function DetailPopup(props: { title: string; visible: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <FormSheet visible={props.visible} title={props.title} onClose={props.onClose}>
      <div className="owners-detail">{props.children}</div>
    </FormSheet>
  );
}
