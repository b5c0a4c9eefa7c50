import { useNavigate } from 'react-router-dom';
import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Dialog, ErrorBlock, Skeleton, Tabs, Toast } from 'antd-mobile';
import type { RouteDef } from '../../sync/product/menu';
import type { Page } from '../../sync/contract/envelope';
import { PageFrame } from '../components/PageFrame';
import { DESKTOP_QUERY, useMedia } from '../lib/use-media';
import { badgeText, useUnread } from '../shell/account';
import {
  deleteMessage,
  fetchMessages,
  markAllRead,
  markRead,
  MESSAGE_TABS,
  MESSAGES_KEY,
  MSG_TYPE_TEXT,
  type MessageRow,
} from './messages-api';
import './messages.css';
import { Pager } from '../components/Pager';

export const DELETE_CONFIRM = '确定要删除该条消息吗?';

/** The unread mark: a red dot while unread (spec: "unread mark"), a muted 已读 after. */
function ReadMark({ row }: { row: MessageRow }) {
  return row.isRead ? <span className="msg-read">已读</span> : <span className="msg-dot" aria-label="未读" />;
}

/** One page of messages: a table on desktop, cards on phones, then the pager (10 a page). */
function MessageList(props: {
  page: Page<MessageRow>;
  desktop: boolean;
  onOpen: (r: MessageRow) => void;
  onDelete: (r: MessageRow) => void;
  onPage: (n: number) => void;
}) {
  const { page } = props;
  const del = (r: MessageRow) => (
    <Button
      size="mini"
      fill="none"
      color="danger"
      onClick={(e) => {
        e.stopPropagation();
        props.onDelete(r);
      }}
    >
      删除
    </Button>
  );
  return (
    <>
      <div className="msg-total">共 {page.total} 条</div>
      {props.desktop ? (
        <div className="msg-table-wrap">
          <table className="msg-table">
            <thead>
              <tr>
                <th className="msg-col-mark">状态</th>
                <th>类型</th>
                <th>标题</th>
                <th>内容</th>
                <th>时间</th>
                <th>操作</th>
              </tr>
            </thead>
            <tbody>
              {page.records.map((r) => (
                <tr
                  key={r.messageId}
                  className={r.isRead ? 'msg-row' : 'msg-row msg-unread'}
                  onClick={() => props.onOpen(r)}
                >
                  <td className="msg-col-mark">
                    <ReadMark row={r} />
                  </td>
                  <td>{MSG_TYPE_TEXT[r.msgType] ?? '-'}</td>
                  <td className="msg-title">{r.title}</td>
                  <td className="msg-content-cell">{r.content}</td>
                  <td>{r.createTime.slice(0, 16)}</td>
                  <td>{del(r)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div className="msg-cards">
          {page.records.map((r) => (
            <div
              key={r.messageId}
              className={r.isRead ? 'msg-card' : 'msg-card msg-unread'}
              role="button"
              tabIndex={0}
              onClick={() => props.onOpen(r)}
            >
              <div className="msg-card-head">
                <ReadMark row={r} />
                <span className="msg-title">{r.title}</span>
                <span className="msg-time">{r.createTime.slice(5, 16)}</span>
              </div>
              <div className="msg-card-content">{r.content}</div>
              <div className="msg-card-foot">
                <span className="msg-type">{MSG_TYPE_TEXT[r.msgType] ?? ''}</span>
                {del(r)}
              </div>
            </div>
          ))}
        </div>
      )}
      {page.pages > 1 ? (
        <Pager className="msg-pager" current={page.current} pages={page.pages} onPage={props.onPage} />
      ) : null}
    </>
  );
}

/**
 * 消息中心 (/Message, spec part 4 "Message centre"): tabs by type with their unread badges, the user's messages newest
 * first (10 a page), tapping one marks it read and opens the screen it is about, 全部已读 for the tab, delete with a confirm.
 */
export default function MessagePage({ route }: { route: RouteDef }) {
  const desktop = useMedia(DESKTOP_QUERY);
  const navigate = useNavigate();
  const client = useQueryClient();
  const unread = useUnread();
  const [tab, setTab] = useState('all');
  const [current, setCurrent] = useState(1);
  const msgType = MESSAGE_TABS.find((t) => t.key === tab)?.msgType;
  const q = useQuery({
    queryKey: [...MESSAGES_KEY, tab, current],
    queryFn: () => fetchMessages(msgType, current),
    placeholderData: keepPreviousData,
  });
  const refresh = async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: MESSAGES_KEY }),
      client.invalidateQueries({ queryKey: ['unread'] }),
    ]);
  };
  const fail = (e: unknown) => Toast.show({ icon: 'fail', content: (e as Error).message });

  /** Marks it read and opens the screen it is about (in-app routes only). */
  const open = async (r: MessageRow) => {
    try {
      if (!r.isRead) {
        await markRead([r.messageId]);
        await refresh();
      }
      if (r.url.startsWith('/') && !r.url.startsWith('//')) navigate(r.url);
    } catch (e) {
      fail(e);
    }
  };
  const remove = async (r: MessageRow) => {
    const yes = await Dialog.confirm({
      title: '提示',
      content: DELETE_CONFIRM,
      confirmText: '确定',
      cancelText: '取消',
    });
    if (!yes) return void Toast.show({ content: '已取消' });
    try {
      await deleteMessage(r.messageId);
      Toast.show({ icon: 'success', content: '删除成功' });
      // The last entry of a later page gone: step back a page.
      if (q.data && q.data.records.length === 1 && current > 1) setCurrent(current - 1);
      await refresh();
    } catch (e) {
      fail(e);
    }
  };
  const readAll = async () => {
    try {
      const r = await markAllRead(msgType);
      Toast.show({ content: r.changed ? `已将 ${r.changed} 条消息标为已读` : '没有未读消息' });
      await refresh();
    } catch (e) {
      fail(e);
    }
  };
  const tabUnread = (key: string) => {
    const t = MESSAGE_TABS.find((x) => x.key === key)!;
    return unread.data ? t.unread(unread.data) : 0;
  };

  return (
    <PageFrame
      title={route.title}
      extra={
        <Button
          size="small"
          color="primary"
          fill="outline"
          disabled={tabUnread(tab) === 0}
          onClick={() => void readAll()}
        >
          全部已读
        </Button>
      }
    >
      <Tabs
        className="msg-tabs"
        activeKey={tab}
        onChange={(k) => {
          setTab(k);
          setCurrent(1);
        }}
      >
        {MESSAGE_TABS.map((t) => (
          <Tabs.Tab
            key={t.key}
            title={
              <Badge content={badgeText(tabUnread(t.key))} style={{ '--right': '-10px', '--top': '2px' }}>
                <span className="msg-tab-title">{t.title}</span>
              </Badge>
            }
          />
        ))}
      </Tabs>
      {q.isLoading ? (
        <Skeleton.Paragraph lineCount={8} animated />
      ) : q.isError || !q.data ? (
        <ErrorBlock status="default" title="加载失败" description={(q.error as Error | null)?.message ?? ''}>
          <Button size="small" onClick={() => void q.refetch()}>
            重试
          </Button>
        </ErrorBlock>
      ) : q.data.records.length === 0 ? (
        <ErrorBlock status="empty" title="暂无消息" description="" />
      ) : (
        <MessageList
          page={q.data}
          desktop={desktop}
          onOpen={(r) => void open(r)}
          onDelete={(r) => void remove(r)}
          onPage={setCurrent}
        />
      )}
    </PageFrame>
  );
}
