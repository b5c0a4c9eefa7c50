import { createElement, type ReactNode } from 'react';
import { formatFen } from '../../../sync/rules/common/money';
import type { RowSelection } from './selection';

/** A cell's plain value: text, a number, fen for a money column, or nothing ('-' on screen, empty in the file). */
export type CellValue = string | number | null | undefined;

/**
 * One column of a list, declared once for the desktop table, the phone card and the .xlsx export.
 */
export interface Column<R> {
  /** The header; the card's label; the file's header ('（元）' added for money). */
  title: string;
  /** The plain value: shown when there is no `render`, and written to the file. */
  value: (r: R) => CellValue;
  /** `value` is fen: right-aligned with tabular figures, shown '¥1,234.50', written as yuan (0.00). */
  money?: boolean;
  /** What the screen shows instead of the plain value (a tag, two lines). */
  render?: (r: R) => ReactNode;
  /** 'screen': not in the file (a decoration); 'file': only in the file (a field the table leaves out). */
  only?: 'screen' | 'file';
  /**
   * Its place on a phone card: 'title' (the head, left), 'status' (the head, right), 'wide' (a whole line, for long
   * texts), 'hidden' (not on the card); by default a labelled value, two a line.
   */
  card?: 'title' | 'status' | 'wide' | 'hidden';
}

/** What the table and the cards draw: a page's rows with the list's columns, buttons and opening. */
export interface ListBodyProps<R> {
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey: (r: R) => string;
  actions?: (r: R) => ReactNode;
  onOpen?: (r: R) => void;
  label: string;
  /** Rows ticked to act on several at once (selection.tsx). */
  selection?: RowSelection<R>;
}

export const onScreen = <R>(columns: readonly Column<R>[]) => columns.filter((c) => c.only !== 'file');
export const inFile = <R>(columns: readonly Column<R>[]) => columns.filter((c) => c.only !== 'screen');

/** What a cell shows: its render, else the value (money formatted, '-' when empty). */
export function cellOf<R>(c: Column<R>, r: R): ReactNode {
  if (c.render) return c.render(r);
  const v = c.value(r);
  if (v === null || v === undefined || v === '') return '-';
  return c.money && typeof v === 'number' ? formatFen(v) : v;
}

/**
 * A text that may wrap only at its spaces ('2026-11-24 21:57' on two lines, never '2026-' and '11-24'): each word
 * kept whole (the table's cells; a browser would also break after a hyphen).
 */
export function breakAtSpaces(node: ReactNode): ReactNode {
  if (typeof node !== 'string') return node;
  return node
    .split(' ')
    .flatMap((w, i) => [...(i ? [' '] : []), createElement('span', { key: i, className: 'nobr' }, w)]);
}
