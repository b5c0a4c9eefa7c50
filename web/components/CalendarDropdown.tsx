import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Calendar, type CalendarRef } from 'antd-mobile';
import './components.css';

const PANEL_WIDTH = 320;

/**
 * The desktop date control: a month calendar dropping down under its field (not the phone's wheel). It sits in a
 * portal with fixed position so sheets and scrolling boxes do not clip it; a click outside, Escape or choosing a day
 * closes it. Days before `min` or after `max` cannot be chosen, nor months wholly outside them paged to; with no value
 * it opens on this month, or on the month of `max` when that is earlier (a range of days before this month).
 */
export function CalendarDropdown(props: {
  anchor: RefObject<HTMLElement | null>;
  label: string;
  value: Date | null;
  min: Date;
  max: Date;
  onPick: (d: Date) => void;
  onClose: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const calendar = useRef<CalendarRef>(null);
  const pageOf = (d: Date) => ({ year: d.getFullYear(), month: d.getMonth() + 1 });
  const maxMs = props.max.getTime();
  const empty = !props.value;
  useLayoutEffect(() => {
    if (empty && maxMs < Date.now()) calendar.current?.jumpTo(pageOf(new Date(maxMs)));
  }, [maxMs, empty]);
  const [pos, setPos] = useState<{ top: number; left: number } | null>(null);
  const { anchor, onClose } = props;

  useLayoutEffect(() => {
    const place = () => {
      const r = anchor.current?.getBoundingClientRect();
      if (!r) return;
      const height = panel.current?.offsetHeight ?? 360;
      const below = r.bottom + 4;
      const top = below + height > window.innerHeight && r.top - height - 4 > 0 ? r.top - height - 4 : below;
      setPos({ top, left: Math.max(8, Math.min(r.left, window.innerWidth - PANEL_WIDTH - 8)) });
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [anchor]);

  useEffect(() => {
    const outside = (e: MouseEvent) => {
      const t = e.target as Node;
      if (!panel.current?.contains(t) && !anchor.current?.contains(t)) onClose();
    };
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [anchor, onClose]);

  return createPortal(
    <div
      ref={panel}
      role="dialog"
      aria-label={props.label}
      className="calendar-dropdown"
      style={{ width: PANEL_WIDTH, top: pos?.top ?? -9999, left: pos?.left ?? -9999 }}
    >
      <Calendar
        ref={calendar}
        selectionMode="single"
        value={props.value}
        defaultValue={props.value}
        min={props.min}
        max={props.max}
        minPage={pageOf(props.min)}
        maxPage={pageOf(props.max)}
        allowClear={false}
        onChange={(d) => {
          if (d) props.onPick(d);
        }}
      />
    </div>,
    document.body,
  );
}
