import { useState } from 'react';
import { DatePicker } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';

const pad = (n: number) => String(n).padStart(2, '0');
/** A picker Date (local calendar day) as 'YYYY-MM-DD'. */
export const dateText = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** 'YYYY-MM-DD' as a local Date for the picker. */
export const dateOf = (s: string) => {
  const [y, m, d] = s.split('-').map(Number);
  return new Date(y, m - 1, d);
};

/** A button showing a 'YYYY-MM-DD' date that opens a date picker; `max` disables later days. */
export function DateField(props: { value: string; onChange: (v: string) => void; placeholder: string; max?: string; min?: string; label?: string }) {
  const [open, setOpen] = useState(false);
  const now = new Date();
  return (
    <>
      <button type="button" className="deposit-date" onClick={() => setOpen(true)} aria-label={props.label ?? props.placeholder}>
        <span className={props.value ? '' : 'deposit-placeholder'}>{props.value || props.placeholder}</span>
        <DownOutline fontSize={12} />
      </button>
      <DatePicker
        title={props.label ?? props.placeholder}
        visible={open}
        value={props.value ? dateOf(props.value) : undefined}
        min={props.min ? dateOf(props.min) : new Date(now.getFullYear() - 5, 0, 1)}
        max={props.max ? dateOf(props.max) : new Date(now.getFullYear() + 5, 11, 31)}
        onClose={() => setOpen(false)}
        onConfirm={(d) => props.onChange(dateText(d))}
        confirmText="确定"
        cancelText="取消"
      />
    </>
  );
}
