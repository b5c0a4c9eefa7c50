import ExcelJS from 'exceljs';
import type { Context } from 'hono';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A column of an exported sheet: its Chinese header, width in characters, and 'money' for yuan with two decimals. */
export interface XlsxColumn {
  header: string;
  width?: number;
  kind?: 'text' | 'money';
}

/** A cell: text, a number, fen for a money column, or empty. */
export type XlsxCell = string | number | null;

/** The .xlsx bytes of one sheet: a bold header row, money columns in yuan shown with two decimals (0.00). */
export async function xlsxOf(
  sheetName: string,
  columns: readonly XlsxColumn[],
  rows: readonly XlsxCell[][],
): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.creator = '公寓管家';
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: `c${i}`,
    width: c.width ?? 14,
    ...(c.kind === 'money' ? { style: { numFmt: '0.00' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow(
      r.map((v, i) => (v === null ? '' : columns[i]?.kind === 'money' && typeof v === 'number' ? v / 100 : v)),
    );
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** The reply downloading `bytes` as `filename` (Chinese allowed: RFC 5987 filename*, with an ASCII fallback). */
export function xlsxReply(c: Context, filename: string, bytes: Uint8Array) {
  return c.body(bytes as unknown as ArrayBuffer, 200, {
    'content-type': XLSX_TYPE,
    'content-disposition': `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    'cache-control': 'no-store',
  });
}
