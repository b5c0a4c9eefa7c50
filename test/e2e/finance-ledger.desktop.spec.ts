import { expect, test } from '@playwright/test';
import { apiData as api, fenOf, login, PHONES, shanghaiDay } from './helpers';
import { exportFile } from './export-file';
import { VERIFY_STATUS } from '../../sync/rules/finance/verify-status';

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
  const range = `startTime=${shanghaiDay(-330)}&endTime=${shanghaiDay(-40)}`;
  await page.goto(`/StatementDetails?${range}`);
  const first = page.locator('.list-table tbody tr').first();
  await expect(first.locator('td').first()).toHaveText('合计');
  const report = await api(page, `/api/finance/reports/flow?by=house&current=1&size=100&${range}`);
  expect(report.total).toBeGreaterThan(0);
  await expect(first.locator('td').nth(1)).toHaveText(/¥/);
  expect(fenOf(await first.locator('td').nth(1).innerText())).toBe(report.summary.inAccountTotal);

  const file = await exportFile(page);
  expect(file.name).toMatch(/^流水报表-按房间-\d{8}\.xlsx$/);
  expect(file.header.slice(0, 3)).toEqual(['名称', '收入合计（元）', '支出合计（元）']);
  const [summary, firstRow] = file.rows;
  expect(summary![0]).toBe('合计');
  expect(fenOf(summary![1])).toBe(report.summary.inAccountTotal);
  expect(fenOf(summary![2])).toBe(report.summary.outAccountTotal);
  expect(file.rows.length - 1).toBe(report.total);
  expect(firstRow![0]).toBe(report.records[0].name);
});
