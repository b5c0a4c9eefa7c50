import { expect, test } from '@playwright/test';
import { apiData as api, fenOf, login, PHONES, shanghaiDay as day, tokenOf } from './helpers';
import { addDays } from '../../sync/rules/common/shanghai-time';

test('对账明细: 收款日期 本月 / 历史; 交易状态 已核销 makes 合计 the ledger’s written-off total', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, PHONES.boss);
  const first = `${day().slice(0, 8)}01`;
  const lastMonthEnd = addDays(first, -1);
  // Figures are compared on the days before this month only: other specs collect money and write off this month's
  // orders while this one runs, never older ones. Write off two of the oldest open orders, so 已核销 holds money.
  const openOrders = `/api/finance/ledger?view=0&verifyStatus=0&inOut=1&size=2&endTime=${lastMonthEnd}`;
  const { pages } = await api(page, openOrders);
  const open = (await api(page, `${openOrders}&current=${pages}`)).records;
  expect(open.length).toBeGreaterThan(0);
  const verify = await page.request.post('/api/finance/ledger/verify', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { items: open.map((r: any) => ({ orderNumber: r.orderNumber, type: r.type })) },
  });
  expect(verify.status()).toBe(200);

  await page.goto('/StatementDetails');
  // 本月 by default: no range to choose, the month's days shown.
  const scope = page.getByRole('group', { name: '收款日期' });
  await expect(scope.locator('.adm-segmented-item-selected')).toHaveText('本月');
  await expect(scope).toContainText(`${first} 至 ${day()}`);
  await expect(page.getByRole('button', { name: '交易日期开始' })).toHaveCount(0);
  const summary = page.locator('.list-table tbody tr').first();
  await expect(summary.locator('td').first()).toHaveText('合计');
  await expect(summary.locator('td').nth(1)).toHaveText(/^¥[\d,]+\.\d{2}$/);

  // 交易状态 已核销 and 历史 (the days before this month): the 合计 row is the ledger's written-off total of them.
  await page.getByRole('combobox', { name: '交易状态' }).selectOption({ label: '已核销' });
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/verifyStatus=1/);
  await scope.getByText('历史', { exact: true }).click();
  await expect(page).toHaveURL(/paymentDate=history/);
  await expect(scope).toContainText(`最早 至 ${lastMonthEnd}`);
  const before = await api(page, `/api/finance/ledger/totals?endTime=${lastMonthEnd}&verifyStatus=1`);
  expect(before.inTotal).toBeGreaterThan(0);
  await expect(summary.locator('td').nth(1)).toHaveText(
    new RegExp(`^¥${(before.inTotal / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}$`),
  );
  expect(fenOf(await summary.locator('td').nth(2).innerText())).toBe(before.outTotal);
  await expect(page.getByRole('button', { name: '交易日期结束' })).toBeVisible();
  // Only 上月 of the shortcuts ends before this month.
  await expect(page.locator('.filter-shortcut')).toHaveText(['上月']);
  await page.locator('.filter-shortcut', { hasText: '上月' }).click();
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`endTime=${lastMonthEnd}`));
  await expect(page.getByRole('button', { name: '交易日期结束' })).toHaveText(lastMonthEnd);
  // Back to 本月: the range is gone from the URL, the month's days again; a reload keeps the view.
  await scope.getByText('本月', { exact: true }).click();
  await expect(page).not.toHaveURL(/startTime|paymentDate/);
  await expect(scope).toContainText(`${first} 至 ${day()}`);
  await page.reload();
  await expect(page.getByRole('combobox', { name: '交易状态' }).locator('option:checked')).toHaveText('已核销');
  await expect(scope.locator('.adm-segmented-item-selected')).toHaveText('本月');
});

test('a finance date range offers no day after today (the ledger, the bookkeeping list, the reports)', async ({
  page,
}) => {
  await login(page, PHONES.boss);
  for (const [path, label] of [
    ['/liushuiList', '交易日期'],
    ['/tallyConfig', '记账日期'],
    ['/shoujuHexiao', '收款日期'],
  ] as const) {
    await page.goto(path);
    await page.getByRole('button', { name: `${label}结束` }).click();
    const calendar = page.getByRole('dialog', { name: `${label}结束` });
    const today = calendar.locator('.adm-calendar-cell-today');
    await expect(today, path).not.toHaveClass(/adm-calendar-cell-disabled/);
    // The day after today (tomorrow, or the next month's first in the grid) cannot be picked.
    const next = today.locator('xpath=following-sibling::*[1]');
    await expect(next, path).toHaveClass(/adm-calendar-cell-disabled/);
    await next.click({ force: true });
    await expect(calendar).toBeVisible();
    await page.keyboard.press('Escape');
    // 本月 / 本周 reach today, not the days after it.
    await page.locator('.filter-shortcut', { hasText: '本月' }).click();
    await expect(page.getByRole('button', { name: `${label}结束` })).toHaveText(day());
  }
  // A future day typed in the URL is refused by the server, in Chinese, where the list would be.
  await page.goto(`/liushuiList?endTime=${day(1)}`);
  await expect(page.getByText('结束日期不能晚于今天')).toBeVisible();
});

test('财务概览 keeps its view in the URL: a reload and back show it again; a bad value is the default', async ({
  page,
}) => {
  await login(page, PHONES.boss);
  await page.goto('/BalancePaymentsList');
  const active = (text: string) => page.locator('.adm-selector-item-active', { hasText: text });
  await expect(active('日报')).toBeVisible();
  await page.getByText('月报', { exact: true }).click();
  await page.getByText('账单统计', { exact: true }).click();
  await page.getByText('90天', { exact: true }).click();
  await expect(page).toHaveURL(/kind=bills/);
  await expect(page).toHaveURL(/mode=1/);
  await expect(page).toHaveURL(/within=90/);
  await page.reload();
  await expect(active('月报')).toBeVisible();
  await expect(active('账单统计')).toBeVisible();
  await expect(page.getByRole('button', { name: '90天内到期，查看明细' })).toBeVisible();
  await expect(page.locator('canvas[aria-label="账单统计图"]')).toHaveAttribute('data-drawn', '1');
  // 月报's days: the last 12 months from the 1st.
  await expect(page.getByRole('button', { name: '统计日期开始' })).toHaveText(/^\d{4}-\d{2}-01$/);
  // Back: 60 天 again.
  await page.goBack();
  await expect(page.getByRole('button', { name: '60天内到期，查看明细' })).toBeVisible();
  await expect(active('账单统计')).toBeVisible();
  // Bad values fall back to the defaults.
  await page.goto('/BalancePaymentsList?mode=7&kind=x&within=45&billsStart=2026-02-30&billsEnd=2099-01-01');
  await expect(active('日报')).toBeVisible();
  await expect(active('流水统计')).toBeVisible();
  await expect(page.getByRole('button', { name: '60天内到期，查看明细' })).toBeVisible();
  await expect(page.getByRole('button', { name: '账单日期结束' })).toHaveText(day());
});
