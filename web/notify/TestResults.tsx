import { List, Tag } from 'antd-mobile';
import type { ChannelOutcome, TestStatus } from '../../sync/contract/notify/notify';

const STATUS: Record<TestStatus, { text: string; color: 'success' | 'default' | 'danger' }> = {
  sent: { text: '已发送', color: 'success' },
  off: { text: '未开通', color: 'default' },
  failed: { text: '失败', color: 'danger' },
};

/** What 发送测试通知 did per channel: 已发送 / 未开通 / 失败, with the reason. */
export function TestResults({ results }: { results: readonly ChannelOutcome[] }) {
  return (
    <List header="测试结果" className="notify-results">
      {results.map((r) => (
        <List.Item
          key={r.channel}
          description={r.reason}
          extra={<Tag color={STATUS[r.status].color}>{STATUS[r.status].text}</Tag>}
        >
          {r.name}
        </List.Item>
      ))}
    </List>
  );
}
