import { useState } from 'react';
import { Picker } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';

/**
 * A button showing the chosen value that opens a one-column picker. `className` styles the button (the templates'
 * 'tpl-picker' by default); while nothing is chosen its text carries 'picker-placeholder'.
 */
export function PickerButton<T extends string | number>(props: {
  title: string;
  value: T | null;
  options: readonly { label: string; value: T }[];
  onChange: (v: T) => void;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}) {
  const [visible, setVisible] = useState(false);
  const current = props.options.find((o) => o.value === props.value);
  return (
    <>
      <button type="button" className={props.className ?? 'tpl-picker'} disabled={props.disabled} onClick={() => setVisible(true)} aria-label={props.title}>
        <span className={current ? undefined : 'picker-placeholder'}>{current?.label ?? props.placeholder ?? '请选择'}</span>
        <DownOutline fontSize={12} />
      </button>
      <Picker
        title={props.title}
        columns={[props.options.map((o) => ({ label: o.label, value: o.value }))]}
        visible={visible}
        value={props.value === null ? [] : [props.value]}
        onClose={() => setVisible(false)}
        onConfirm={(v) => {
          const picked = props.options.find((o) => o.value === v[0]);
          if (picked) props.onChange(picked.value);
        }}
        confirmText="确定"
        cancelText="取消"
      />
    </>
  );
}
