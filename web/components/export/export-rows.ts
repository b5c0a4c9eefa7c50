import { fenToYuan } from '../../../sync/rules/common/money';
import { inFile, type Column } from '../list/columns';

/** A column of the written sheet. */
export interface SheetColumn {
  header: string;
  money: boolean;
  /** In characters (a Chinese character counts two). */
  width: number;
}

export type SheetCell = string | number;

/** A text's width in a spreadsheet: two for a Chinese (wide) character, one for the rest. */
const widthOf = (s: string) => [...s].reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e7f ? 2 : 1), 0);

/**
 * The sheet of an export from the list's own columns (those not 'screen' only): money columns as yuan numbers
 * (fen → yuan through the string, never a float division: 123456 → 1234.56), '（元）' in their header, empty
 * values as ''. Column widths fit the longest cell (between 6 and 40).
 */
export function sheetOf<R>(columns: readonly Column<R>[], rows: readonly R[]) {
  const cols = inFile(columns);
  const cells: SheetCell[][] = rows.map((r) =>
    cols.map((c) => {
      const v = c.value(r);
      if (v === null || v === undefined) return '';
      if (c.money && typeof v === 'number') return Number(fenToYuan(v));
      return v;
    }),
  );
  const sheetColumns: SheetColumn[] = cols.map((c, i) => {
    const header = c.money ? `${c.title}（元）` : c.title;
    const longest = cells.reduce((w, row) => Math.max(w, widthOf(String(row[i]))), widthOf(header));
    return { header, money: !!c.money, width: Math.min(40, Math.max(6, longest + 2)) };
  });
  return { columns: sheetColumns, rows: cells };
}

/** '定金订单-20260304.xlsx': the list's name and today's date (Asia/Shanghai, 'YYYY-MM-DD'). */
export const exportFileName = (name: string, today: string) => `${name}-${today.replaceAll('-', '')}.xlsx`;
