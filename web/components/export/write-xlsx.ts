import type { SheetCell, SheetColumn } from './export-rows';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The .xlsx of one sheet: a bold, frozen header row, money columns as numbers shown '0.00'. exceljs is loaded only
 * now (its own chunk, left out of the offline precache: vite.config.ts), so no screen pays for it until an export.
 */
export async function xlsxBlob(name: string, columns: readonly SheetColumn[], rows: readonly SheetCell[][]) {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = '公寓管家';
  const sheet = book.addWorksheet(name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: `c${i}`,
    width: c.width,
    ...(c.money ? { style: { numFmt: '0.00' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows as SheetCell[][]);
  return new Blob([await book.xlsx.writeBuffer()], { type: XLSX_TYPE });
}

/** Saves a Blob as a file of the user's downloads. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
