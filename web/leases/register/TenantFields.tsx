import { Form, Input, Radio, Space } from 'antd-mobile';
import { IdReaderButton } from '../id-capture/IdReaderButton';
import type { RegisterForm } from './register-form';

type Set = (patch: Partial<RegisterForm>) => void;

/** The lessee: name, sex, phone, ID (type, number, country, addresses); the optional ID reader fills them. */
export function TenantFields({ form, set }: { form: RegisterForm; set: Set }) {
  const electronic = form.contractType === 1;
  return (
    <Form layout="horizontal" mode="card" className="register-form">
      <Form.Header>
        承租人信息
        <span className="register-reader">
          <IdReaderButton
            size="mini"
            onRead={(c) => set({ tenant: c.name, sex: c.sex, idNumber: c.idNumber, idCardAddress: c.address })}
          />
        </span>
      </Form.Header>
      <Form.Item label="承租人" required>
        <Input
          placeholder="请输入承租人姓名"
          value={form.tenant}
          maxLength={20}
          onChange={(v) => set({ tenant: v })}
          aria-label="承租人姓名"
        />
      </Form.Item>
      <Form.Item label="性别" required>
        <Radio.Group value={form.sex ?? undefined} onChange={(v) => set({ sex: v as 0 | 1 })}>
          <Space>
            <Radio value={0}>男</Radio>
            <Radio value={1}>女</Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item label="手机号" required>
        <Input
          placeholder="请输入手机号"
          type="tel"
          inputMode="numeric"
          maxLength={11}
          value={form.phone}
          onChange={(v) => set({ phone: v })}
          aria-label="手机号"
        />
      </Form.Item>
      <Form.Item label="证件类型" required={electronic}>
        <span className="register-readonly">身份证</span>
      </Form.Item>
      <Form.Item label="证件号" required={electronic}>
        <Input
          placeholder="请输入证件号"
          maxLength={18}
          value={form.idNumber}
          onChange={(v) => set({ idNumber: v })}
          aria-label="证件号"
        />
      </Form.Item>
      <Form.Item label="国籍" required>
        <Input value={form.country} maxLength={20} onChange={(v) => set({ country: v })} aria-label="国籍" />
      </Form.Item>
      <Form.Item label="证件地址">
        <Input
          placeholder="身份证上的地址"
          maxLength={100}
          value={form.idCardAddress}
          onChange={(v) => set({ idCardAddress: v })}
          aria-label="证件地址"
        />
      </Form.Item>
      <Form.Item label="居住地址">
        <Input
          placeholder="现居住地址"
          maxLength={100}
          value={form.residentialAddress}
          onChange={(v) => set({ residentialAddress: v })}
          aria-label="居住地址"
        />
      </Form.Item>
    </Form>
  );
}
