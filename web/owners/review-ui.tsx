import type { ReactNode } from 'react';
import { Button, Tag } from 'antd-mobile';
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

/**
 * 审核通过 / 驳回 where the rules allow (`approve` / `reject` is the confirm's question, null when not allowed), each
 * after a confirm ('已取消' when declined; '操作成功' or the server's message), then `after` (reload, close).
 */
export function ReviewButtons(props: {
  approve: string | null;
  reject: string | null;
  check: (status: 0 | 1) => Promise<unknown>;
  after: () => Promise<unknown>;
}) {
  const run = (message: string, status: 0 | 1) =>
    void confirmThen({ message, run: () => props.check(status), done: '操作成功' }).then((ok) =>
      ok ? props.after() : undefined,
    );
  const { approve, reject } = props;
  return (
    <>
      {approve ? (
        <Button color="primary" onClick={() => run(approve, 1)}>
          审核通过
        </Button>
      ) : null}
      {reject ? (
        <Button color="danger" fill="outline" onClick={() => run(reject, 0)}>
          驳回
        </Button>
      ) : null}
    </>
  );
}

/** A record's details (read-only): a dialog on a desktop, a bottom sheet on a phone. */
export function DetailPopup(props: { title: string; visible: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <FormSheet visible={props.visible} title={props.title} onClose={props.onClose}>
      <div className="owners-detail">{props.children}</div>
    </FormSheet>
  );
}
