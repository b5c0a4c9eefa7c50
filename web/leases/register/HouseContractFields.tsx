import { Button, Form, Radio, Selector, Space } from 'antd-mobile';
import type { LeaseDefaults } from '../../../sync/contract/leases/defaults';
import type { RegisterForm } from './register-form';

/** The head of the signing form: the room (with 更换 to choose another), the contract type and template. */
export function HouseContractFields(props: {
  form: RegisterForm;
  set: (patch: Partial<RegisterForm>) => void;
  defaults: LeaseDefaults;
  onChangeRoom: () => void;
}) {
  const { form, set, defaults: d } = props;
  return (
    <Form layout="horizontal" mode="card" className="register-form">
      <Form.Header>房源</Form.Header>
      <Form.Item
        label="房源地址"
        required
        extra={
          <Button size="mini" onClick={props.onChangeRoom}>
            更换
          </Button>
        }
      >
        <strong aria-label="房源地址" className="register-location">
          {d.house.location}
        </strong>
      </Form.Item>
      <Form.Item label="合同类型" required>
        <Radio.Group value={form.contractType} onChange={(v) => set({ contractType: v as 0 | 1 })}>
          <Space wrap>
            <Radio value={1}>电子合同</Radio>
            <Radio value={0}>纸质合同</Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
      {d.contractTemplates.length ? (
        <Form.Item label="合同模板" layout="vertical">
          <Selector
            value={form.contractTemplateId ? [form.contractTemplateId] : []}
            options={d.contractTemplates.map((t) => ({ label: `${t.number} ${t.name}`, value: t.templateId }))}
            onChange={(v) => set({ contractTemplateId: v[0] ?? null })}
          />
        </Form.Item>
      ) : null}
    </Form>
  );
}
