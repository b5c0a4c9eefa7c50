import { useEffect, useState } from 'react';
import { Button, List, Switch, Tag, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import type { ChannelsView } from '../../sync/contract/notify/notify';
import { enablePush, PushError, PUSH_STATE_TEXT, pushState, type PushState } from '../pwa/push';
import { errorText } from '../components/form/errors';
import { CHANNELS_KEY, saveChannels } from './notify-api';

type Key = 'push' | 'robot' | 'sms';

/**
 * The channels that reach the user, each with its switch: web push (this device subscribed or not, how many devices),
 * the message centre (always on), the organisation's group robot (configured or not), SMS (to the user's phone).
 */
export function ChannelList({ view }: { view: ChannelsView }) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState<Key | null>(null);
  const [device, setDevice] = useState<PushState | null>(null);
  useEffect(() => {
    void pushState()
      .catch((): PushState => 'unsupported')
      .then(setDevice);
  }, []);

  async function toggle(key: Key, on: boolean) {
    setBusy(key);
    const next = {
      on: view.push.on,
      robot: view.robot.on,
      sms: view.sms.on,
      [key === 'push' ? 'on' : key]: on ? 1 : 0,
    };
    try {
      qc.setQueryData(CHANNELS_KEY, await saveChannels(next as Parameters<typeof saveChannels>[0]));
      Toast.show({ icon: 'success', content: '保存成功' });
    } catch (e) {
      Toast.show({ icon: 'fail', content: errorText(e) });
    } finally {
      setBusy(null);
    }
  }

  async function subscribeHere() {
    try {
      await enablePush();
      setDevice(await pushState());
      await qc.invalidateQueries({ queryKey: CHANNELS_KEY });
      Toast.show({ icon: 'success', content: '消息推送已开启' });
    } catch (e) {
      // PushError carries the browser's refusal in Chinese; anything else is the server's or the network's.
      Toast.show({ icon: 'fail', content: e instanceof PushError ? e.message : errorText(e) });
    }
  }

  const sw = (key: Key, on: 0 | 1, label: string, disabled = false) => (
    <Switch
      checked={on === 1}
      loading={busy === key}
      disabled={disabled}
      onChange={(v) => void toggle(key, v)}
      aria-label={label}
    />
  );

  return (
    <List header="接收通知的方式" className="notify-channels">
      <List.Item
        description={
          <>
            本设备：{device ? PUSH_STATE_TEXT[device] : '…'}；已开启推送的设备 {view.push.devices} 台
            {device === 'off' && view.push.on ? (
              <Button size="mini" color="primary" fill="none" onClick={() => void subscribeHere()}>
                在本设备开启
              </Button>
            ) : null}
          </>
        }
        extra={sw('push', view.push.on, '浏览器推送')}
      >
        浏览器推送
      </List.Item>
      <List.Item description="打开应用时右上角的铃铛实时提醒" extra={<Tag color="success">始终开启</Tag>}>
        消息中心
      </List.Item>
      <List.Item
        description={
          view.robot.configured ? `${view.robot.kindName}群机器人，发到管理员配置的群聊并@你` : '管理员尚未配置群机器人'
        }
        extra={sw('robot', view.robot.on, '群机器人')}
      >
        群机器人
      </List.Item>
      <List.Item description={`发送至 ${view.sms.phone}`} extra={sw('sms', view.sms.on, '短信')}>
        短信
      </List.Item>
    </List>
  );
}
