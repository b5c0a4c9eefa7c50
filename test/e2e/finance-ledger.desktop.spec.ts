import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { login, PHONES, tokenOf } from './helpers';
import { VERIFY_STATUS } from '../../sync/rules/finance/verify-status';

/** GET an API route as the signed-in user; its data. */
async function api(page: Page, path: string) {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const r = await page.request.get(path, { headers });
  expect(r.status()).toBe(200);
  return (await r.json()).data;
}

/** Yuan shown as the list shows money ('¥1,234.50') or as the file writes it (1234.5), as fen. */
const fenOf = (v: unknown) => Math.round(Number(String(v).replace(/[¥,]/g, '')) * 100);

test('流水列表: 批量核销 of three orders ticked in 汇总, then 撤销核销 by the boss with a reason', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, PHONES.boss);
  await page.goto('/liushuiList?view=0&verifyStatus=0');
  const table = page.locator('.list-table');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  // The 汇总 view's first column is the order number.
  const rows = table.locator('tbody tr');
  const numbers: string[] = [];
  for (let i = 0; i < 3; i++) {
    numbers.push((await rows.nth(i).locator('td').nth(1).innerText()).trim());
    await rows.nth(i).locator('input.list-tick').check();
  }
  const before = await api(page, '/api/finance/ledger/totals');
  await page.getByRole('button', { name: '批量核销（3）' }).click();
  await expect(page.getByText('确定核销所选的 3 笔流水吗?')).toBeVisible();
  await page.locator('.adm-dialog-body:visible').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('核销成功')).toBeVisible();
  for (const n of numbers) {
    const [order] = (await api(page, `/api/finance/ledger?view=0&orderNumber=${encodeURIComponent(n)}`)).records;
    expect(order.verifyStatus, n).toBe(VERIFY_STATUS.done);
  }
  // The totals line above the list follows: more written off than before.
  const after = await api(page, '/api/finance/ledger/totals');
  expect(after.inVerify + after.outVerify).toBeGreaterThan(before.inVerify + before.outVerify);
  await expect(page.getByLabel('流水合计')).toContainText('已核销');

  // 撤销核销: open the first of them in 明细, give a reason, confirm.
  await page.goto(`/liushuiList?orderNumber=${encodeURIComponent(numbers[0]!)}`);
  await table.locator('tbody tr').first().click();
  const sheet = page.getByRole('dialog', { name: '流水详情' });
  await expect(sheet.getByText('核销记录')).toBeVisible();
  await sheet.getByRole('button', { name: '撤销核销' }).click();
  const ask = page.getByRole('dialog', { name: '撤销核销' });
  await ask.getByRole('textbox', { name: '撤销原因' }).fill('金额需要复核');
  await ask.getByRole('button', { name: '撤销核销' }).click();
  await page.locator('.adm-dialog-body:visible').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('撤销成功')).toBeVisible();
  const [undone] = (await api(page, `/api/finance/ledger?view=0&orderNumber=${encodeURIComponent(numbers[0]!)}`))
    .records;
  expect(undone.verifyStatus).toBe(VERIFY_STATUS.open);
  await expect(sheet.getByText('金额需要复核')).toBeVisible();
});

test('对账明细: 流水报表 按房间 exports a real .xlsx whose first row is 合计, then exactly the rows shown', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await login(page, PHONES.boss);
  // Days of the demo's past year that no other spec writes money on (they collect today, or at most a few weeks back).
  const day = (n: number) => new Date(Date.now() + 8 * 3600_000 - n * 86_400_000).toISOString().slice(0, 10);
  const range = `startTime=${day(330)}&endTime=${day(40)}`;
  await page.goto(`/StatementDetails?${range}`);
  const first = page.locator('.list-table tbody tr').first();
  await expect(first.locator('td').first()).toHaveText('合计');
  const report = await api(page, `/api/finance/reports/flow?by=house&current=1&size=100&${range}`);
  expect(report.total).toBeGreaterThan(0);
  await expect(first.locator('td').nth(1)).toHaveText(/¥/);
  expect(fenOf(await first.locator('td').nth(1).innerText())).toBe(report.summary.inAccountTotal);

  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出' }).click()]);
  expect(file.suggestedFilename()).toMatch(/^流水报表-按房间-\d{8}\.xlsx$/);
  const chunks: Buffer[] = [];
  for await (const c of await file.createReadStream()) chunks.push(c as Buffer);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const values = (i: number) => (sheet.getRow(i).values as unknown[]).slice(1);
  expect(values(1).slice(0, 3)).toEqual(['名称', '收入合计（元）', '支出合计（元）']);
  expect(values(2)[0]).toBe('合计');
  expect(fenOf(values(2)[1])).toBe(report.summary.inAccountTotal);
  expect(fenOf(values(2)[2])).toBe(report.summary.outAccountTotal);
  expect(sheet.rowCount - 2).toBe(report.total);
  expect(values(3)[0]).toBe(report.records[0].name);
});
