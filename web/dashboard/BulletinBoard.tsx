import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog, ErrorBlock, List, Popup, Skeleton, Toast } from 'antd-mobile';
import { DASHBOARD_KEYS, deleteBulletin, useBulletins } from './dashboard-api';
import { canPublish } from './bulletin-rights';
import type { Bulletin } from '../../sync/contract/dashboard/dashboard';

// The editor (antd-mobile's Form) loads when a publisher opens it, not with the dashboard.
const BulletinEditor = lazy(() => import('./BulletinEditor'));

const dateOf = (ms: number) => {
  const d = new Date(ms);
  return `${d.getMonth() + 1}月${d.getDate()}日`;
};

/** The org's bulletin board: titles, latest first; tapping shows the content. Notice publishers add and remove. */
export default function BulletinBoard() {
  const list = useBulletins();
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const publisher = canPublish();

  const open = (b: Bulletin) => {
    const remove = async () => {
      const yes = await Dialog.confirm({ title: '提示', content: `确定删除公告「${b.title}」吗？` });
      if (!yes) {
        Toast.show({ content: '已取消' });
        return;
      }
      try {
        await deleteBulletin(b.id);
        await client.invalidateQueries({ queryKey: DASHBOARD_KEYS.bulletins });
        Toast.show({ icon: 'success', content: '删除成功' });
      } catch (e) {
        Toast.show({ icon: 'fail', content: (e as Error).message });
      }
    };
    Dialog.show({
      title: b.title,
      content: (
        <div className="dash-bulletin-body">
          <p>{b.content || '（无正文）'}</p>
          <small>
            {b.author} · {dateOf(b.createdAt)}
          </small>
        </div>
      ),
      closeOnMaskClick: true,
      closeOnAction: true,
      actions: publisher
        ? [
            [
              { key: 'del', text: '删除', danger: true, onClick: () => void remove() },
              { key: 'ok', text: '知道了' },
            ],
          ]
        : [{ key: 'ok', text: '知道了' }],
    });
  };

  return (
    <section className="dash-bulletins">
      <div className="dash-group-head">
        <h2>公告栏</h2>
        {publisher ? (
          <button type="button" className="link-button" onClick={() => setEditing(true)}>
            发布公告
          </button>
        ) : null}
      </div>
      {list.isLoading ? (
        <Skeleton.Paragraph lineCount={3} animated />
      ) : list.isError ? (
        <ErrorBlock status="default" title="公告加载失败" description={(list.error as Error).message} />
      ) : !list.data?.length ? (
        <ErrorBlock status="empty" title="暂无公告" description="" />
      ) : (
        <List>
          {list.data.map((b) => (
            <List.Item key={b.id} extra={dateOf(b.createdAt)} onClick={() => open(b)}>
              {b.title}
            </List.Item>
          ))}
        </List>
      )}
      <Popup
        visible={editing}
        onMaskClick={() => setEditing(false)}
        onClose={() => setEditing(false)}
        bodyStyle={{ borderRadius: '12px 12px 0 0', maxHeight: '80vh', overflow: 'auto' }}
      >
        {editing && (
          <Suspense fallback={<Skeleton.Paragraph lineCount={4} animated />}>
            <BulletinEditor onClose={() => setEditing(false)} />
          </Suspense>
        )}
      </Popup>
    </section>
  );
}
