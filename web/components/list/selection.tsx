import { useEffect, useRef } from 'react';

/**
 * Ticking rows of a list to act on several at once (生成账单 for the ticked rooms): a checkbox column first in the
 * table with 全选 for the page in its header, a checkbox before the title on a phone card. The screen keeps the keys.
 */
export interface RowSelection<R> {
  /** The rowKey of every ticked row. */
  selected: ReadonlySet<string>;
  /** `rows` were ticked (`on`) or unticked: one row, or every tickable row of the page (全选). */
  onChange: (rows: readonly R[], on: boolean) => void;
  /** Whether a row may be ticked (every row by default). */
  enabled?: (r: R) => boolean;
  /** The checkbox's name for screen readers ('选择301'). */
  label: (r: R) => string;
}

/** A row's checkbox (a click on it does not also open the row). */
export function SelectOne<R>(props: { selection: RowSelection<R>; row: R; rowKey: (r: R) => string }) {
  const { selection: s, row } = props;
  return (
    <span className="list-select" onClick={(e) => e.stopPropagation()}>
      <TickBox
        checked={s.selected.has(props.rowKey(row))}
        disabled={s.enabled ? !s.enabled(row) : false}
        onChange={(on) => s.onChange([row], on)}
        label={s.label(row)}
      />
    </span>
  );
}

/** 全选: ticks every tickable row of the page, or unticks them when all are ticked. */
export function SelectAll<R>(props: { selection: RowSelection<R>; rows: readonly R[]; rowKey: (r: R) => string }) {
  const { selection: s } = props;
  const tickable = s.enabled ? props.rows.filter(s.enabled) : props.rows;
  const ticked = tickable.filter((r) => s.selected.has(props.rowKey(r))).length;
  return (
    <TickBox
      checked={tickable.length > 0 && ticked === tickable.length}
      indeterminate={ticked > 0 && ticked < tickable.length}
      disabled={!tickable.length}
      onChange={(on) => s.onChange(tickable, on)}
      label="全选"
    />
  );
}

/**
 * A native checkbox: screen readers get its role, state and name (the kit's Checkbox hides its input and leaves a bare
 * <label>, where an aria-label is not allowed).
 */
function TickBox(props: {
  checked: boolean;
  indeterminate?: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
  label: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const indeterminate = props.indeterminate ?? false;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="list-tick"
      checked={props.checked}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.target.checked)}
      aria-label={props.label}
    />
  );
}
