import { useState } from 'react';
import { Picker } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { PAYMENT_WAYS } from '../../sync/catalog';

/** The ways a person records (1–7); 0 线上支付 comes only from scan-to-pay. */
export const MANUAL_WAYS = Object.entries(PAYMENT_WAYS)
  .filter(([k]) => k !== '0')
  .map(([value, label]) => ({ value, label: value === '4' ? '银行转账' : label }));

export function PayWayPicker(props: { value: number | null; onChange: (v: number) => void; placeholder?: string }) {
  const [open, setOpen] = useState(false);
  const current = MANUAL_WAYS.find((w) => Number(w.value) === props.value);
  return (
    <>
      <button type="button" className="deposit-date" onClick={() => setOpen(true)} aria-label={props.placeholder ?? '收款方式'}>
        <span className={current ? '' : 'deposit-placeholder'}>{current?.label ?? props.placeholder ?? '请选择收款方式'}</span>
        <DownOutline fontSize={12} />
      </button>
      <Picker
        title={props.placeholder ?? '收款方式'}
        columns={[MANUAL_WAYS]}
        visible={open}
        value={props.value === null ? [] : [String(props.value)]}
        onClose={() => setOpen(false)}
        onConfirm={(v) => v[0] !== undefined && v[0] !== null && props.onChange(Number(v[0]))}
        confirmText="确定"
        cancelText="取消"
      />
    </>
  );
}
