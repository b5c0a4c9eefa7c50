import ExcelJS from 'exceljs';
import type { Harness } from './harness';

/**
 * GETs an export through real HTTP (app.request) and parses the .xlsx back with exceljs: status, headers, the sheet's
 * header row and data rows as plain values.
 */
export async function fetchXlsx(h: Harness, path: string, token: string) {
  const res = await h.app.request(path, { headers: { authorization: `Bearer ${token}` } });
  const buf = await res.arrayBuffer();
  if (res.status !== 200)
    return {
      status: res.status,
      headers: res.headers,
      json: JSON.parse(new TextDecoder().decode(buf)),
      header: [] as unknown[],
      rows: [] as unknown[][],
      sheet: null,
    };
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buf);
  const sheet = book.worksheets[0]!;
  const values = (i: number) => (sheet.getRow(i).values as unknown[]).slice(1);
  const rows: unknown[][] = [];
  for (let i = 2; i <= sheet.rowCount; i++) rows.push(values(i));
  return { status: res.status, headers: res.headers, json: null, header: values(1), rows, sheet };
}
