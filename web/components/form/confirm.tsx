import type { ReactNode } from 'react';
import { Dialog, Toast } from 'antd-mobile';
import { toastFailure } from './errors';
import './form.css';

/** What a confirmed action does: the question, the call, and the success Toast. */
export interface ConfirmedAction {
  /** The question ('确定要搬离吗?'), verbatim from the spec where it quotes one. */
  message: string;
  /** What it acts on, named in bold above the question ('西城公寓 3层 301 · 张三'). */
  what?: string;
  title?: string;
  confirmText?: string;
  /** The confirm button in the danger colour (deleting, revoking). */
  danger?: boolean;
  run: () => Promise<unknown>;
  /** The success Toast ('删除成功'). */
  done: string;
}

/**
 * Asks, then runs: '已取消' when declined, the success Toast or the server's Chinese message after the call. True
 * when the call succeeded (reload the list then).
 */
export async function confirmThen(a: ConfirmedAction): Promise<boolean> {
  const content: ReactNode = (
    <>
      {a.what ? <div className="confirm-what">{a.what}</div> : null}
      <div>{a.message}</div>
    </>
  );
  const text = a.confirmText ?? '确定';
  const yes = await Dialog.confirm({
    title: a.title ?? '提示',
    content,
    confirmText: a.danger ? <span style={{ color: 'var(--adm-color-danger)' }}>{text}</span> : text,
    cancelText: '取消',
  });
  if (!yes) {
    Toast.show({ content: '已取消' });
    return false;
  }
  try {
    await a.run();
    Toast.show({ icon: 'success', content: a.done });
    return true;
  } catch (e) {
    toastFailure(e);
    return false;
  }
}

/** 删除 with a confirm naming what is deleted ('确定要删除该住户吗?' under the resident's name); '已取消' on cancel. */
export function confirmDelete(a: Omit<ConfirmedAction, 'danger' | 'confirmText' | 'done'> & { done?: string }) {
  return confirmThen({ ...a, danger: true, confirmText: '删除', done: a.done ?? '删除成功' });
}
