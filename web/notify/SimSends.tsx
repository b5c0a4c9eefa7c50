import { List } from 'antd-mobile';
import type { ChannelsView } from '../../sync/contract/notify/notify';
import { shanghaiDateTime } from '../../sync/rules/common/shanghai-time';

/** The robot post's text (its JSON's text.content), or the SMS as is. */
const textOf = (s: ChannelsView['recent'][number]) => {
  if (s.channel !== 'robot') return s.body;
  try {
    return (JSON.parse(s.body) as { text?: { content?: string } }).text?.content ?? s.body;
  } catch {
    return s.body;
  }
};

/**
 * The latest robot posts and SMS the simulators recorded instead of sending (NOTIFY_ROBOT_DRIVER /
 * NOTIFY_SMS_DRIVER = simulator): what would have reached the group or the phone.
 */
export function SimSends({ recent }: { recent: ChannelsView['recent'] }) {
  if (recent.length === 0) return null;
  return (
    <List header="最近的模拟发送（模拟器记录，未真实发出）" className="notify-sims">
      {recent.map((s) => (
        <List.Item
          key={s.id}
          description={<span className="notify-sim-text">{textOf(s)}</span>}
          extra={<span className="profile-sub">{shanghaiDateTime(s.createdAt)}</span>}
        >
          {s.channel === 'robot' ? `群机器人（${s.target === 'wecom' ? '企业微信' : '钉钉'}）` : `短信 ${s.target}`}
        </List.Item>
      ))}
    </List>
  );
}
