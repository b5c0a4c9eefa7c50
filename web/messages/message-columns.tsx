import type { Column } from '../components/list';
import { MSG_TYPE_TEXT, type MessageRow } from './messages-api';

/** The unread mark: a red dot while unread (spec: "unread mark"), a muted 已读 after. */
function ReadMark({ row }: { row: MessageRow }) {
  return row.isRead ? (
    <span className="msg-read">已读</span>
  ) : (
    <span className="msg-dot" role="img" aria-label="未读" />
  );
}

/** The message centre's columns (spec part 4: unread mark, title, content, time; and the type). */
export const MESSAGE_COLUMNS: Column<MessageRow>[] = [
  {
    title: '状态',
    value: (r) => (r.isRead ? '已读' : '未读'),
    render: (r) => <ReadMark row={r} />,
    card: 'status',
  },
  {
    title: '标题',
    value: (r) => r.title,
    render: (r) => <span className={r.isRead ? 'msg-title' : 'msg-title is-unread'}>{r.title}</span>,
    card: 'title',
  },
  {
    title: '内容',
    value: (r) => r.content,
    render: (r) => <span className="msg-content">{r.content}</span>,
    card: 'wide',
  },
  { title: '类型', value: (r) => MSG_TYPE_TEXT[r.msgType] ?? '' },
  { title: '时间', value: (r) => r.createTime.slice(0, 16) },
];
