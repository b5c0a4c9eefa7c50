import { PAYMENT_WAYS } from '../../sync/product/catalog';
import { MANUAL_PAY_WAYS } from '../../sync/rules/deposits/deposit-rules';
import { ImageUpload } from '../components/ImageUpload';
import { PickerButton } from '../components/PickerButton';
import { DateField, Field } from '../components/list';

/** The ways a person records (1–7) with the catalog's labels; 0 线上支付 comes only from scan-to-pay. */
export const MANUAL_WAYS = MANUAL_PAY_WAYS.map((value) => ({ label: PAYMENT_WAYS[value], value }));

export interface PaymentValue {
  /** 'YYYY-MM-DD', '' until chosen. */
  payTime: string;
  payWay: number | null;
  /** At most one receipt photo (upload URL). */
  photos: string[];
}

/** 收款日期 (not after today), 收款方式 and one optional 收款凭证 photo: collecting, or adding an order already paid. */
export function PaymentFields(props: {
  value: PaymentValue;
  onChange: (patch: Partial<PaymentValue>) => void;
  today: string;
}) {
  const { value, onChange } = props;
  return (
    <>
      <Field label="收款日期" required>
        <DateField
          value={value.payTime}
          onChange={(payTime) => onChange({ payTime })}
          placeholder="请选择应收款日期"
          max={props.today}
        />
      </Field>
      <Field label="收款方式" required>
        <PickerButton
          title="收款方式"
          className="field-button"
          placeholder="请选择收款方式"
          value={value.payWay}
          options={MANUAL_WAYS}
          onChange={(payWay) => onChange({ payWay })}
        />
      </Field>
      <Field label="收款凭证">
        <ImageUpload value={value.photos} onChange={(photos) => onChange({ photos })} maxCount={1} />
      </Field>
    </>
  );
}
