import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';

/** Clicks 导出 and reads the downloaded .xlsx in Node: its file name, header row, data rows and the sheet. */
export async function exportFile(page: Page) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出' }).click()]);
  const chunks: Buffer[] = [];
  for await (const c of await file.createReadStream()) chunks.push(c as Buffer);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const values = (i: number) => (sheet.getRow(i).values as unknown[]).slice(1);
  return {
    name: file.suggestedFilename(),
    header: values(1),
    rows: Array.from({ length: sheet.rowCount - 1 }, (_, i) => values(i + 2)),
    sheet,
  };
}
