import { Toast } from 'antd-mobile';

/** Runs a save with `busy` on; a failure shows the server's Chinese message (or '网络请求失败'). */
export async function submit(busy: (on: boolean) => void, work: () => Promise<void>): Promise<void> {
  busy(true);
  try {
    await work();
  } catch (err) {
    Toast.show({ icon: 'fail', content: (err as Error).message || '网络请求失败' });
  } finally {
    busy(false);
  }
}
