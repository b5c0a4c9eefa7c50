import { Workbox } from 'workbox-window';

/** Registers the service worker; a new version waits until the user accepts the update prompt. */
export function registerServiceWorker() {
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', async () => {
    const { default: Dialog } = await import('antd-mobile/es/components/dialog');
    const yes = await Dialog.confirm({
      title: '发现新版本',
      content: '新版本已准备好，刷新后即可使用。未同步的数据不会丢失。',
      confirmText: '立即刷新',
      cancelText: '稍后',
    });
    if (!yes) return;
    wb.addEventListener('controlling', () => window.location.reload());
    wb.messageSkipWaiting();
  });
  void wb.register();
}
