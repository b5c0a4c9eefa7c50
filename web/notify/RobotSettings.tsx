import { useEffect } from 'react';
import { Button, Form, Input, Selector } from 'antd-mobile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RobotInput } from '../../sync/contract/notify/notify';
import { useSave } from '../components/form/use-save';
import { CHANNELS_KEY, robotQuery, saveRobot } from './notify-api';

const KINDS = [
  { label: '不使用', value: '' },
  { label: '企业微信', value: 'wecom' },
  { label: '钉钉', value: 'dingtalk' },
];
const PLACEHOLDER: Record<string, string> = {
  wecom: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…',
  dingtalk: 'https://oapi.dingtalk.com/robot/send?access_token=…',
};

interface Values {
  kind: string[];
  webhook: string;
  secret: string;
}

/**
 * 群机器人设置 (admins with 系统配置): the organisation's one group robot, WeCom or DingTalk, its webhook and
 * (DingTalk) the signing secret. One robot for the organisation: its managers' group sees each notice once.
 */
export function RobotSettings() {
  const qc = useQueryClient();
  const robot = useQuery(robotQuery);
  const [form] = Form.useForm<Values>();
  const { busy, error, save } = useSave();
  const kind = Form.useWatch('kind', form)?.[0] ?? '';
  useEffect(() => {
    if (robot.data) form.setFieldsValue({ kind: [robot.data.kind], webhook: robot.data.webhook, secret: '' });
  }, [robot.data, form]);

  async function submit(v: Values) {
    const input: RobotInput = {
      kind: (v.kind[0] ?? '') as RobotInput['kind'],
      webhook: v.webhook ?? '',
      ...(v.secret ? { secret: v.secret } : {}),
    };
    const saved = await save(() => saveRobot(input), '保存成功');
    if (saved) {
      qc.setQueryData(robotQuery.queryKey, saved);
      form.setFieldValue('secret', '');
      await qc.invalidateQueries({ queryKey: CHANNELS_KEY });
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      mode="card"
      className="notify-robot"
      onFinish={(v) => void submit(v)}
      initialValues={{ kind: [''], webhook: '', secret: '' }}
      footer={
        <>
          {error ? <div className="form-error">{error}</div> : null}
          <Button block type="submit" color="primary" loading={busy} disabled={!robot.data}>
            保存
          </Button>
        </>
      }
    >
      <Form.Header>群机器人设置（管理员）</Form.Header>
      <Form.Item name="kind" label="机器人类型">
        <Selector options={KINDS} />
      </Form.Item>
      {kind ? (
        <Form.Item name="webhook" label="Webhook 地址" description="在群设置 → 群机器人 → 添加机器人后复制">
          <Input placeholder={PLACEHOLDER[kind]} clearable maxLength={500} />
        </Form.Item>
      ) : null}
      {kind === 'dingtalk' ? (
        <Form.Item
          name="secret"
          label="加签密钥（选填）"
          description={robot.data?.secretSet ? '已设置；留空则保持不变' : '机器人安全设置选择“加签”时填写'}
        >
          <Input placeholder="SEC…" clearable maxLength={200} />
        </Form.Item>
      ) : null}
    </Form>
  );
}
