import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Badge, Button } from 'antd-mobile';
import { ListState } from '../../components/list/ListState';
import { tenantCall } from '../tenant-api';
import { tenantInbox, type InboxRow } from '../../../sync/contract/notify/tenant-inbox';
import { shanghaiMinute } from '../../../sync/rules/common/shanghai-time';
import type { TenantSectionProps } from '../sections';
import { PushSwitch } from './PushSwitch';
import './inbox.css';

const INBOX_KEY = ['tenant', 'inbox'] as const;
const PAGE = 20;

/** The section and parameters a message's link names ('/tenant?s=bills&id=…'), to open it within the page. */
function target(url: string): { s: string; params: Record<string, string> } | null {
  if (!url.startsWith('/tenant?')) return null;
  const q = new URLSearchParams(url.slice('/tenant?'.length));
  const s = q.get('s');
  if (!s) return null;
  q.delete('s');
  return { s, params: Object.fromEntries(q) };
}

/**
 * 消息 (issue 19.4/19.5): the lease's inbox, newest first, unread marked; opening one marks it read and goes where it
 * points (an overdue bill's 去缴费 opens that bill). The device's push switch on top.
 */
export default function InboxSection({ go }: TenantSectionProps) {
  const qc = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: INBOX_KEY,
    queryFn: ({ pageParam }) => tenantCall(tenantInbox.list, { query: { current: pageParam, size: PAGE } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
    refetchInterval: 30_000,
  });
  const read = useMutation({
    mutationFn: (id: string) => tenantCall(tenantInbox.read, { params: { messageId: id } }),
    onSettled: () => qc.invalidateQueries({ queryKey: INBOX_KEY }),
  });
  const readAll = useMutation({
    mutationFn: () => tenantCall(tenantInbox.readAll),
    onSettled: () => qc.invalidateQueries({ queryKey: INBOX_KEY }),
  });

  function open(m: InboxRow) {
    if (!m.read) read.mutate(m.id);
    const t = target(m.url);
    if (t) go(t.s, t.params);
  }

  const rows = list.data?.pages.flatMap((p) => p.records) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;
  return (
    <div className="tenant-section tenant-inbox">
      <PushSwitch />
      <div className="tenant-inbox-head">
        <h2>消息{unread ? `（${unread} 条未读）` : ''}</h2>
        {unread ? (
          <Button size="mini" fill="none" color="primary" onClick={() => readAll.mutate()} loading={readAll.isPending}>
            全部已读
          </Button>
        ) : null}
      </div>
      <ListState
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={rows.length === 0}
        emptyText="暂无消息"
        lines={4}
      >
        {rows.map((m) => (
          <button
            key={m.id}
            type="button"
            className={`tenant-inbox-item${m.read ? '' : ' is-unread'}`}
            onClick={() => open(m)}
            data-message={m.id}
          >
            <span className="tenant-inbox-title">
              {m.read ? null : <Badge content={Badge.dot} className="tenant-inbox-dot" />}
              {m.title}
            </span>
            <span className="tenant-inbox-time">{shanghaiMinute(m.createdAt)}</span>
            <span className="tenant-inbox-content">{m.content}</span>
            {m.kind === 'arrears' && target(m.url) ? <span className="tenant-inbox-action">去缴费 ›</span> : null}
          </button>
        ))}
      </ListState>
      {list.hasNextPage ? (
        <Button block fill="none" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          加载更多
        </Button>
      ) : null}
    </div>
  );
}
