import { useEffect, useState } from 'react';
import { Button, DotLoading, List, Switch, Toast } from 'antd-mobile';
import { ApiError } from '../lib/api';
import {
  disablePush,
  enablePush,
  PushError,
  PUSH_STATE_TEXT,
  pushState,
  sendTestPush,
  syncSubscription,
  type PushState,
} from './push';

/** Our own messages (Chinese) as they are; the browser's push errors are English, so they get a plain Chinese one. */
const failText = (e: unknown) =>
  (e instanceof PushError || e instanceof ApiError) && e.message
    ? e.message
    : '操作失败，请稍后再试（浏览器的推送服务暂不可用）';

/** 消息推送 in the personal centre: this device's state, a switch to turn notifications on/off and a test send. */
export default function PushSettings() {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [testing, setTesting] = useState(false);

  useEffect(() => {
    let live = true;
    void (async () => {
      const s = await pushState().catch((): PushState => 'unsupported');
      if (live) setState(s);
      // An existing subscription follows whoever is signed in on this device now.
      if (s === 'on') await syncSubscription().catch(() => undefined);
    })();
    return () => {
      live = false;
    };
  }, []);

  async function toggle(on: boolean) {
    setBusy(true);
    try {
      if (on) await enablePush();
      else await disablePush();
      Toast.show({ icon: 'success', content: on ? '消息推送已开启' : '消息推送已关闭' });
    } catch (e) {
      Toast.show({ icon: 'fail', content: failText(e) });
    } finally {
      setState(await pushState().catch((): PushState => 'unsupported'));
      setBusy(false);
    }
  }

  async function test() {
    setTesting(true);
    try {
      const r = await sendTestPush();
      Toast.show({ icon: r.sent > 0 ? 'success' : 'fail', content: r.message });
      if (r.removed > 0) setState(await pushState().catch((): PushState => 'unsupported'));
    } catch (e) {
      Toast.show({ icon: 'fail', content: failText(e) });
    } finally {
      setTesting(false);
    }
  }

  const description =
    state === 'unsupported'
      ? '当前浏览器不支持消息推送（苹果手机需先将本应用添加到主屏幕）'
      : state === 'denied'
        ? '请在浏览器的网站设置中允许通知后再开启'
        : '报修、欠费等提醒将推送到这台设备';

  return (
    <List header="消息推送" style={{ marginTop: 16 }}>
      <List.Item
        description={state ? description : undefined}
        extra={
          state === null ? (
            <DotLoading />
          ) : (
            <Switch
              checked={state === 'on'}
              loading={busy}
              disabled={state === 'unsupported' || state === 'denied'}
              onChange={(v) => void toggle(v)}
              aria-label="在此设备接收通知"
            />
          )
        }
      >
        本设备通知 {state && <span className="profile-sub">（{PUSH_STATE_TEXT[state]}）</span>}
      </List.Item>
      <List.Item>
        <Button
          block
          size="small"
          color="primary"
          fill="outline"
          loading={testing}
          disabled={state !== 'on'}
          onClick={() => void test()}
        >
          发送测试通知
        </Button>
      </List.Item>
    </List>
  );
}
