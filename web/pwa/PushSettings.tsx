import { useState } from 'react';
import { Button, DotLoading, List, Switch, Toast } from 'antd-mobile';
import { PUSH_STATE_TEXT, sendTestPush, syncSubscription } from './push';
import { pushFailText, usePushToggle } from './use-push-toggle';

/** 消息推送 in the personal centre: this device's state, a switch to turn notifications on/off and a test send. */
export default function PushSettings() {
  // An existing subscription follows whoever is signed in on this device now.
  const { state, busy, toggle, refresh } = usePushToggle({
    onLoaded: (s) => (s === 'on' ? syncSubscription().catch(() => undefined) : undefined),
  });
  const [testing, setTesting] = useState(false);

  async function test() {
    setTesting(true);
    try {
      const r = await sendTestPush();
      Toast.show({ icon: r.sent > 0 ? 'success' : 'fail', content: r.message });
      if (r.removed > 0) await refresh();
    } catch (e) {
      Toast.show({ icon: 'fail', content: pushFailText(e) });
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
