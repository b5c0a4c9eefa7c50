import { Workbox } from 'workbox-window';

/** Registers the service worker; a new version waits until the user accepts the update prompt. */
export function registerServiceWorker() {
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', async () => {
    if (!(await askToUpdate())) return;
    wb.addEventListener('controlling', () => window.location.reload());
    wb.messageSkipWaiting();
  });
  void wb.register();
}

const UPDATE_TEXT = '新版本已准备好，刷新后即可使用。未同步的数据不会丢失。';

/** The update prompt; the browser's own when this version's dialog code is no longer on the server (not cached). */
async function askToUpdate(): Promise<boolean> {
  const dialog = await import('antd-mobile/es/components/dialog').catch(() => null);
  if (!dialog) return window.confirm(`发现新版本\n${UPDATE_TEXT}`);
  return dialog.default.confirm({
    title: '发现新版本',
    content: UPDATE_TEXT,
    confirmText: '立即刷新',
    cancelText: '稍后',
  });
}
