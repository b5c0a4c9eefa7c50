import { Checkbox } from 'antd-mobile';

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
  /** The checkbox's name for screen readers ('选择301'): the text of its label, hidden on screen (aria-label is not
   * allowed on the <label> the kit's checkbox is). */
  label: (r: R) => string;
}

/** A row's checkbox (a click on it does not also open the row). */
export function SelectOne<R>(props: { selection: RowSelection<R>; row: R; rowKey: (r: R) => string }) {
  const { selection: s, row } = props;
  return (
    <span className="list-select" onClick={(e) => e.stopPropagation()}>
      <Checkbox
        checked={s.selected.has(props.rowKey(row))}
        disabled={s.enabled ? !s.enabled(row) : false}
        onChange={(on) => s.onChange([row], on)}
        style={{ '--gap': '0' }}
      >
        <span className="sr-only">{s.label(row)}</span>
      </Checkbox>
    </span>
  );
}

/** 全选: ticks every tickable row of the page, or unticks them when all are ticked. */
export function SelectAll<R>(props: { selection: RowSelection<R>; rows: readonly R[]; rowKey: (r: R) => string }) {
  const { selection: s } = props;
  const tickable = s.enabled ? props.rows.filter(s.enabled) : props.rows;
  const ticked = tickable.filter((r) => s.selected.has(props.rowKey(r))).length;
  return (
    <Checkbox
      checked={tickable.length > 0 && ticked === tickable.length}
      indeterminate={ticked > 0 && ticked < tickable.length}
      disabled={!tickable.length}
      onChange={(on) => s.onChange(tickable, on)}
      style={{ '--gap': '0' }}
    >
      <span className="sr-only">全选</span>
    </Checkbox>
  );
}
