import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, TextArea, Toast } from 'antd-mobile';
import { DASHBOARD_KEYS, postBulletin } from './dashboard-api';

/** The form that publishes a notice on the bulletin board (a publisher's, PERMS.notices). */
export default function BulletinEditor(props: { onClose: () => void }) {
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
