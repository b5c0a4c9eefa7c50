import { useEffect, useState } from 'react';
import { Toast } from 'antd-mobile';
import { ApiError } from '../lib/api';
import { disablePush, enablePush, PushError, pushState, type PushState } from './push';

/** Our own messages (Chinese) as they are; the browser's push errors are English, so they get a plain Chinese one. */
export const pushFailText = (e: unknown) =>
  (e instanceof PushError || e instanceof ApiError) && e.message
    ? e.message
    : '操作失败，请稍后再试（浏览器的推送服务暂不可用）';

const readState = () => pushState().catch((): PushState => 'unsupported');

/**
 * This device's push state and a switch for it: `toggle(on)` subscribes or unsubscribes (the staff API by default,
 * the tenant page's own when given), says so, and reads the state again. `onLoaded` runs once the first state is
 * known (the staff settings re-link an existing subscription to whoever is signed in).
 */
export function usePushToggle(
  opts: { enable?: () => Promise<void>; disable?: () => Promise<void>; onLoaded?: (s: PushState) => unknown } = {},
) {
  const { enable = enablePush, disable = disablePush, onLoaded } = opts;
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void (async () => {
      const s = await readState();
      if (live) setState(s);
      await onLoaded?.(s);
    })();
    return () => {
      live = false;
    };
    // Once per mount: the callbacks are the caller's fixed choices.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function toggle(on: boolean) {
    setBusy(true);
    try {
      if (on) await enable();
      else await disable();
      Toast.show({ icon: 'success', content: on ? '消息推送已开启' : '消息推送已关闭' });
    } catch (e) {
      Toast.show({ icon: 'fail', content: pushFailText(e) });
    } finally {
      setState(await readState());
      setBusy(false);
    }
  }

  return { state, busy, toggle, refresh: async () => setState(await readState()) };
}
