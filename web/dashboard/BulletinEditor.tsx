import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, TextArea } from 'antd-mobile';
import { useSave } from '../components/form/use-save';
import { DASHBOARD_KEYS, postBulletin } from './dashboard-api';
import {
  BULLETIN_CONTENT_MAX,
  BULLETIN_CONTENT_TOO_LONG,
  BULLETIN_TITLE_MAX,
  BULLETIN_TITLE_TOO_LONG,
} from '../../sync/rules/dashboard/bulletin-limits';

/** The form that publishes a notice on the bulletin board (a publisher's, PERMS.notices). */
export default function BulletinEditor(props: { onClose: () => void }) {
  const [form] = Form.useForm<{ title: string; content: string }>();
  const { busy, save } = useSave();
  const client = useQueryClient();
  const submit = async (v: { title: string; content?: string }) => {
    const posted = await save(() => postBulletin({ title: v.title, content: v.content ?? '' }), '发布成功');
    if (!posted) return;
    await client.invalidateQueries({ queryKey: DASHBOARD_KEYS.bulletins });
    form.resetFields();
    props.onClose();
  };
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(v) => void submit(v)}
      footer={
        <Button block type="submit" color="primary" loading={busy}>
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
          { max: BULLETIN_TITLE_MAX, message: BULLETIN_TITLE_TOO_LONG },
        ]}
      >
        <Input placeholder="公告标题" maxLength={BULLETIN_TITLE_MAX} clearable />
      </Form.Item>
      <Form.Item
        name="content"
        label="内容"
        rules={[{ max: BULLETIN_CONTENT_MAX, message: BULLETIN_CONTENT_TOO_LONG }]}
      >
        <TextArea
          placeholder="公告内容（选填）"
          maxLength={BULLETIN_CONTENT_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
        />
      </Form.Item>
    </Form>
  );
}
