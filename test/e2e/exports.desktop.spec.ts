import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { login, PHONES, tokenOf } from './helpers';

/** Clicks 导出 on `path` and parses the downloaded .xlsx: its file name, header row and data rows. */
async function download(page: import('@playwright/test').Page, path: string) {
  await page.goto(path);
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出' }).click()]);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const values = (i: number) => (sheet.getRow(i).values as unknown[]).slice(1);
  return {
    name: file.suggestedFilename(),
    header: values(1),
    rows: Array.from({ length: sheet.rowCount - 1 }, (_, i) => values(i + 2)),
  };
}

test('on desktop 导出 on deposit orders and residents downloads a real .xlsx of every listed row', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await login(page, PHONES.boss);
  const auth = { headers: { authorization: `Bearer ${await tokenOf(page)}` } };

  const orders = (await (await request.get('/api/deposits', auth)).json()).data;
  const d = await download(page, '/reservationOrder');
  expect(d.name).toMatch(/^定金订单_\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(d.header.slice(0, 3)).toEqual(['订单号', '房源', '预订人']);
  expect(d.rows).toHaveLength(orders.total);

  const residents = (await (await request.get('/api/residents', auth)).json()).data;
  expect(residents.total).toBeGreaterThan(10);
  const r = await download(page, '/occupantManage');
  expect(r.name).toMatch(/^住户_\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(r.header).toContain('证件号码');
  expect(r.rows).toHaveLength(residents.total);
});
