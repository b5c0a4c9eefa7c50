import { Switch } from 'antd-mobile';
import { PUSH_STATE_TEXT } from '../../pwa/push';
import { usePushToggle } from '../../pwa/use-push-toggle';
import { disableTenantPush, enableTenantPush } from './tenant-push';

/** 消息推送 on the tenant page: this device's state and a switch (账单逾期、报修进度 arrive as notifications). */
export function PushSwitch() {
  const { state, busy, toggle } = usePushToggle({ enable: enableTenantPush, disable: disableTenantPush });
  const hint =
    state === 'unsupported'
      ? '当前浏览器不支持消息推送（苹果手机需先添加到主屏幕）'
      : state === 'denied'
        ? '请在浏览器设置中允许通知'
        : '账单逾期、报修进度等会推送到这台手机';
  return (
    <div className="tenant-inbox-push">
      <div>
        <div className="tenant-inbox-push-title">
          消息推送{state ? <span className="tenant-inbox-push-state">（{PUSH_STATE_TEXT[state]}）</span> : null}
        </div>
        <div className="tenant-inbox-push-hint">{hint}</div>
      </div>
      <Switch
        checked={state === 'on'}
        loading={busy}
        disabled={state === null || state === 'unsupported' || state === 'denied'}
        onChange={(v) => void toggle(v)}
        aria-label="接收消息推送"
      />
    </div>
  );
}
