import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Tabs, Toast } from 'antd-mobile';
import type { RouteDef } from '../../sync/product/menu';
import { PageFrame } from '../components/PageFrame';
import { confirmDelete, ListView, RowActions, toastFailure, useListQuery } from '../components/list';
import { badgeText, useUnread } from '../shell/account';
import {
  deleteMessage,
  fetchMessages,
  markAllRead,
  markRead,
  MESSAGE_TABS,
  MESSAGES_KEY,
  type MessageRow,
} from './messages-api';
import { MESSAGE_COLUMNS } from './message-columns';
import './messages.css';

const DELETE_CONFIRM = '确定要删除该条消息吗?';

/** The tab (in the URL as ?tab=) is the list's only filter. */
const tabOf = (params: URLSearchParams) => MESSAGE_TABS.find((t) => t.key === params.get('tab')) ?? MESSAGE_TABS[0]!;

/**
 * 消息中心 (/Message, spec part 4 "Message centre"): tabs by type with their unread badges, the user's messages newest
 * first (10 a page), tapping one marks it read and opens the screen it is about, 全部已读 for the tab, delete with a confirm.
 */
export default function MessagePage({ route }: { route: RouteDef }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const unread = useUnread();
  const list = useListQuery({
    key: MESSAGES_KEY,
    fetch: (_f, current, _size, params) => fetchMessages(tabOf(params).msgType, current),
  });
  const tab = tabOf(list.params);
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: MESSAGES_KEY }),
      client.invalidateQueries({ queryKey: ['unread'] }),
    ]);

  /** Marks it read and opens the screen it is about (in-app routes only). */
  const open = async (r: MessageRow) => {
    try {
      if (!r.isRead) {
        await markRead([r.messageId]);
        await refresh();
      }
      if (r.url.startsWith('/') && !r.url.startsWith('//')) navigate(r.url);
    } catch (e) {
      toastFailure(e);
    }
  };
  const readAll = async () => {
    try {
      const r = await markAllRead(tab.msgType);
      Toast.show({ content: r.changed ? `已将 ${r.changed} 条消息标为已读` : '没有未读消息' });
      await refresh();
    } catch (e) {
      toastFailure(e);
    }
  };
  const unreadOf = (t: (typeof MESSAGE_TABS)[number]) => (unread.data ? t.unread(unread.data) : 0);

  return (
    <PageFrame
      title={route.title}
      extra={
        <Button size="small" color="primary" fill="outline" disabled={!unreadOf(tab)} onClick={() => void readAll()}>
          全部已读
        </Button>
      }
    >
      <Tabs
        className="msg-tabs"
        activeKey={tab.key}
        onChange={(k) => list.update({ tab: k === MESSAGE_TABS[0]!.key ? null : k })}
      >
        {MESSAGE_TABS.map((t) => (
          <Tabs.Tab
            key={t.key}
            title={
              <Badge content={badgeText(unreadOf(t))} style={{ '--right': '-10px', '--top': '2px' }}>
                <span className="msg-tab-title">{t.title}</span>
              </Badge>
            }
          />
        ))}
      </Tabs>
      <ListView
        query={list.query}
        columns={MESSAGE_COLUMNS}
        rowKey={(r) => r.messageId}
        onPage={list.setPage}
        label="消息"
        empty="暂无消息"
        onOpen={(r) => void open(r)}
        actions={(r) => (
          <RowActions
            actions={[
              {
                key: 'delete',
                text: '删除',
                color: 'danger',
                quiet: true,
                onClick: () =>
                  void confirmDelete({
                    what: r.title,
                    message: DELETE_CONFIRM,
                    run: () => deleteMessage(r.messageId),
                  }).then((done) => (done ? refresh() : undefined)),
              },
            ]}
          />
        )}
      />
    </PageFrame>
  );
}
