import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, ErrorBlock, Form, Input, List, Popup, Skeleton, TextArea, Toast } from 'antd-mobile';
import { getSession } from '../lib/session';
import { menuAllows } from '../../sync/product/menu';
import { DASHBOARD_KEYS, deleteBulletin, postBulletin, useBulletins } from './dashboard-api';
import { PERMS } from '../../sync/product/permissions';
import type { Bulletin } from '../../sync/contract/dashboard/dashboard';

/** Publishing notices (服务管理 / 通知服务, PERMS.notices) also governs the bulletin board. */
const canPublish = () => menuAllows(getSession()?.menuList ?? [], PERMS.notices);

const dateOf = (ms: number) => {
  const d = new Date(ms);
  return `${d.getMonth() + 1}月${d.getDate()}日`;
};

function BulletinEditor(props: { onClose: () => void }) {
  const [form] = Form.useForm<{ title: string; content: string }>();
  const [saving, setSaving] = useState(false);
  const client = useQueryClient();
  const submit = async (v: { title: string; content?: string }) => {
    setSaving(true);
    try {
      await postBulletin({ title: v.title, content: v.content ?? '' });
      await client.invalidateQueries({ queryKey: DASHBOARD_KEYS.bulletins });
      Toast.show({ icon: 'success', content: '发布成功' });
      form.resetFields();
      props.onClose();
    } catch (e) {
      Toast.show({ icon: 'fail', content: (e as Error).message });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(v) => void submit(v)}
      footer={
        <Button block type="submit" color="primary" loading={saving}>
          发布
        </Button>
      }
    >
      <Form.Header>发布公告</Form.Header>
      <Form.Item
        name="title"
        label="标题"
        rules={[
          { required: true, whitespace: true, message: '请输入公告标题' },
          { max: 50, message: '公告标题不能超过50个字' },
        ]}
      >
        <Input placeholder="公告标题" maxLength={50} clearable />
      </Form.Item>
      <Form.Item name="content" label="内容" rules={[{ max: 500, message: '公告内容不能超过500个字' }]}>
        <TextArea placeholder="公告内容（选填）" maxLength={500} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
    </Form>
  );
}

/** The org's bulletin board: titles, latest first; tapping shows the content. Notice publishers add and remove. */
export function BulletinBoard() {
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
        <BulletinEditor onClose={() => setEditing(false)} />
      </Popup>
    </section>
  );
}
