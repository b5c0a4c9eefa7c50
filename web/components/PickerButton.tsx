import { useState } from 'react';
import { Picker } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { useMedia, DESKTOP_QUERY } from '../lib/use-media';
import './components.css';

/** A choice among `options`: the phone picker's and the desktop drop-down's props. */
export interface PickerProps<T extends string | number> {
  title: string;
  value: T | null;
  options: readonly { label: string; value: T }[];
  onChange: (v: T) => void;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A desktop drop-down list (a native select) of the options; the empty first entry shows the placeholder until a
 * value is chosen. `className` styles it like the phone button it stands in for.
 */
export function DesktopSelect<T extends string | number>(props: PickerProps<T>) {
  const index = props.options.findIndex((o) => o.value === props.value);
  return (
    <select
      className={`${props.className ?? 'tpl-picker'} desktop-select${index < 0 ? ' is-empty' : ''}`}
      aria-label={props.title}
      disabled={props.disabled}
      value={index < 0 ? '' : String(index)}
      onChange={(e) => {
        const picked = props.options[Number(e.target.value)];
        if (e.target.value !== '' && picked) props.onChange(picked.value);
      }}
    >
      {index < 0 ? (
        <option value="" disabled>
          {props.placeholder ?? '请选择'}
        </option>
      ) : null}
      {props.options.map((o, i) => (
        <option key={String(o.value)} value={String(i)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/**
 * A button showing the chosen value that opens a one-column picker on a phone; a drop-down list on a desktop (or a
 * tablet in the desktop layout). `className` styles the control (the templates' 'tpl-picker' by default); while
 * nothing is chosen its text carries 'picker-placeholder'.
 */
export function PickerButton<T extends string | number>(props: PickerProps<T>) {
  const [visible, setVisible] = useState(false);
  const desktop = useMedia(DESKTOP_QUERY);
  if (desktop) return <DesktopSelect {...props} />;
  const current = props.options.find((o) => o.value === props.value);
  return (
    <>
      <button
        type="button"
        className={props.className ?? 'tpl-picker'}
        disabled={props.disabled}
        onClick={() => setVisible(true)}
        aria-label={props.title}
      >
        <span className={current ? undefined : 'picker-placeholder'}>
          {current?.label ?? props.placeholder ?? '请选择'}
        </span>
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
