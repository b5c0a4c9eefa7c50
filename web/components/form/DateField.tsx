import { useCallback, useRef, useState } from 'react';
import { DatePicker } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { CalendarDropdown } from '../CalendarDropdown';
import { useMedia, DESKTOP_QUERY } from '../../lib/use-media';
import './form.css';

const pad = (n: number) => String(n).padStart(2, '0');
/** A picker Date (local calendar day) as 'YYYY-MM-DD'. */
const dateText = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** 'YYYY-MM-DD' as a local Date for the picker. */
const dateOf = (s: string) => {
  const [y, m, d] = s.split('-').map(Number);
  return new Date(y, m - 1, d);
};

/**
 * A button showing a 'YYYY-MM-DD' date; `min`/`max` bound the days that can be chosen. On a phone it opens the
 * date wheel; on a desktop (or a tablet in the desktop layout) a month calendar drops down under it.
 */
export function DateField(props: {
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
  max?: string;
  min?: string;
  label?: string;
  /** Greyed out and closed (the sender's 固定日期 while 长期有效 is chosen). */
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const desktop = useMedia(DESKTOP_QUERY);
  const anchor = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const now = new Date();
  const title = props.label ?? props.placeholder;
  const min = props.min ? dateOf(props.min) : new Date(now.getFullYear() - 5, 0, 1);
  const max = props.max ? dateOf(props.max) : new Date(now.getFullYear() + 5, 11, 31);
  const value = props.value ? dateOf(props.value) : undefined;
  return (
    <>
      <button
        ref={anchor}
        type="button"
        className="field-button"
        onClick={() => setOpen((o) => !o)}
        disabled={props.disabled}
        aria-label={title}
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        <span className={props.value ? '' : 'field-placeholder'}>{props.value || props.placeholder}</span>
        <DownOutline fontSize={12} />
      </button>
      {desktop ? (
        open ? (
          <CalendarDropdown
            anchor={anchor}
            label={title}
            value={value ?? null}
            min={min}
            max={max}
            onPick={(d) => {
              props.onChange(dateText(d));
              setOpen(false);
            }}
            onClose={close}
          />
        ) : null
      ) : (
        <DatePicker
          title={title}
          visible={open}
          value={value}
          min={min}
          max={max}
          onClose={() => setOpen(false)}
          onConfirm={(d) => props.onChange(dateText(d))}
          confirmText="确定"
          cancelText="取消"
        />
      )}
    </>
  );
}
