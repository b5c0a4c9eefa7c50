import { Dialog, Toast } from 'antd-mobile';
import { call } from '../lib/api';
import { clearSession, getSession } from '../lib/session';
import { auth } from '../../sync/contract/auth/auth';

type LogoutChoice = 'sync' | 'keep' | 'discard' | 'cancel';

/**
 * What to do with unsynced changes before logging out: sync now (and log out once they are through), keep them on this
 * device for the next login, or discard them (confirmed again). Nothing is dropped without that explicit choice.
 */
async function resolveUnsynced(unsynced: number): Promise<boolean> {
  const sync = await import('../sync/use-sync');
  const choice = await new Promise<LogoutChoice>((resolve) => {
    Dialog.show({
      title: '退出登录',
      content: `还有 ${unsynced} 条修改未同步到服务器。`,
      closeOnAction: true,
      onClose: () => resolve('cancel'),
      actions: [
        { key: 'sync', text: '立即同步', bold: true, onClick: () => resolve('sync') },
        { key: 'keep', text: '保留在本机，下次登录继续同步', onClick: () => resolve('keep') },
        { key: 'discard', text: '放弃这些修改', danger: true, onClick: () => resolve('discard') },
        { key: 'cancel', text: '取消', onClick: () => resolve('cancel') },
      ],
    });
  });
  if (choice === 'cancel') return false;
  if (choice === 'keep') return true;
  if (choice === 'discard') {
    const sure = await Dialog.confirm({
      title: '放弃修改',
      content: `放弃后这 ${unsynced} 条修改将无法恢复，确定吗？`,
      confirmText: '放弃并退出',
      cancelText: '取消',
    });
    if (!sure) return false;
    await sync.discardUnsynced();
    return true;
  }
  const handler = Toast.show({ icon: 'loading', content: '同步中…', duration: 0 });
  const left = await sync.syncNow();
  handler.close();
  if (left === 0) {
    Toast.show({ icon: 'success', content: '已全部同步' });
    return true;
  }
  await Dialog.alert({
    title: '同步未完成',
    content: `仍有 ${left} 条修改未同步（网络不可用或被服务器拒绝），已保留在本机，未退出登录。`,
    confirmText: '知道了',
  });
  return false;
}

/** Asks, then ends the session on the server and on the device. */
export async function confirmLogout() {
  const unsynced = await import('../sync/use-sync').then((m) => m.unsyncedCount()).catch(() => 0);
  if (unsynced > 0) {
    if (!(await resolveUnsynced(unsynced))) return;
  } else {
    const yes = await Dialog.confirm({
      title: '退出登录',
      content: '确定要退出登录吗？',
      confirmText: '退出',
      cancelText: '取消',
    });
    if (!yes) return;
  }
  // The user whose keys to wipe, known before anything can end the session on this device: a request answered 401
  // once the server ended it (a screen's poll) drops the token, and with it the means to know whose keys they were.
  const keys = await import('../hardware/open/held-keys');
  const user = keys.signedInUser();
  // No pull may land after the keys are wiped: stop the sync first.
  await import('../sync/use-sync').then((m) => m.stopSync()).catch(() => undefined);
  // Offline door keys never outlive the session, so they go before the server is told (kept changes stay for the next
  // login; keys come again with its pull).
  if (user) await keys.forgetLockKeys(user).catch(() => undefined);
  const session = getSession();
  // A shared device must not keep receiving this user's notifications.
  if (session) await (await import('../pwa/push')).disablePush().catch(() => undefined);
  if (session) await call(auth.logout).catch(() => undefined);
  clearSession();
  window.location.assign('/login');
}
