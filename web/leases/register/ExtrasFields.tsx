import { Form, Switch, TextArea } from 'antd-mobile';
import { REMARK_MAX } from '../../../sync/rules/leases/lease-rules';
import { IdCapture, type IdPhoto } from '../id-capture/IdCapture';
import { FitmentPicker } from '../fitments/FitmentPicker';
import { OtherPhotos } from './OtherPhotos';
import type { RegisterForm } from './register-form';

/** The signing form after the bills: fitments, ID and other photos, the remark, 承租人入住 and 发送提醒. */
export function ExtrasFields(props: {
  form: RegisterForm;
  set: (patch: Partial<RegisterForm>) => void;
  photos: IdPhoto[];
  onPhotos: (photos: IdPhoto[]) => void;
  otherPhotos: IdPhoto[];
  onOtherPhotos: (photos: IdPhoto[]) => void;
}) {
  const { form, set } = props;
  return (
    <Form layout="vertical" mode="card" className="register-form">
      <Form.Header>配置物品</Form.Header>
      <Form.Item>
        <FitmentPicker value={form.fitmentIds} onChange={(fitmentIds) => set({ fitmentIds })} />
      </Form.Item>
      <Form.Header>证件照片</Form.Header>
      <Form.Item>
        <IdCapture value={props.photos} onChange={props.onPhotos} />
      </Form.Item>
      <Form.Header>其他照片</Form.Header>
      <Form.Item>
        <OtherPhotos value={props.otherPhotos} onChange={props.onOtherPhotos} />
      </Form.Item>
      <Form.Header>备注</Form.Header>
      <Form.Item>
        <TextArea
          value={form.remark}
          maxLength={REMARK_MAX}
          showCount
          rows={3}
          placeholder="备注（500字以内）"
          onChange={(remark) => set({ remark })}
          aria-label="备注"
        />
      </Form.Item>
      <Form.Item
        label="承租人入住"
        extra={<Switch checked={form.livesIn} onChange={(livesIn) => set({ livesIn })} aria-label="承租人入住" />}
        layout="horizontal"
      />
      <Form.Item
        label="发送提醒"
        extra={<Switch checked={form.send} onChange={(send) => set({ send })} aria-label="发送提醒" />}
        layout="horizontal"
      />
    </Form>
  );
}
