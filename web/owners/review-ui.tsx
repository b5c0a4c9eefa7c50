import type { ReactNode } from 'react';
import { Dialog, Popup, Tag, Toast } from 'antd-mobile';
import { OWNER_STATUS } from '../../sync/rules/owners/owner-review';

export function StatusTag({ status, label }: { status: number | null; label: string }) {
  return (
    <Tag color={status === OWNER_STATUS.passed ? 'success' : status === null ? 'default' : 'warning'} fill="outline">
      {label}
    </Tag>
  );
}

const STATE_COLOR: Record<number, string> = { 1: 'success', 2: 'primary', 3: 'default' };
export function StateTag({ state, label }: { state: number; label: string }) {
  return (
    <Tag color={STATE_COLOR[state] ?? 'danger'} fill="outline">
      {label}
    </Tag>
  );
}

/** Asks first ('已取消' when declined), runs the review action and reports the server's message on failure. */
export async function confirmReview(
  content: string,
  run: () => Promise<unknown>,
  after: () => Promise<unknown> | void,
) {
  const yes = await Dialog.confirm({ title: '提示', content });
  if (!yes) {
    Toast.show({ content: '已取消' });
    return;
  }
  try {
    await run();
    Toast.show({ icon: 'success', content: '操作成功' });
    await after();
  } catch (e) {
    Toast.show({ icon: 'fail', content: (e as Error).message });
  }
}

export function DetailPopup(props: { visible: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Popup
      visible={props.visible}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      destroyOnClose
      bodyStyle={{ borderRadius: '12px 12px 0 0' }}
    >
      <div className="owners-detail">{props.children}</div>
    </Popup>
  );
}
