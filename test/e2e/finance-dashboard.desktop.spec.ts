import { expect, test, type Page } from '@playwright/test';
import { login, PHONES } from './helpers';

/** How many pixels of a chart's canvas are painted (not transparent), once chart.js has drawn on it. */
async function painted(page: Page, label: string) {
  const canvas = page.locator(`canvas[aria-label^="${label}"]`);
  await expect(canvas).toHaveAttribute('data-drawn', '1');
  return canvas.evaluate((c: HTMLCanvasElement) => {
    const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 3; i < d.length; i += 4) if (d[i]! > 0) n++;
    return n;
  });
}

/** A figure's number as the dashboard shows it. */
const figure = async (page: Page, label: string | RegExp) =>
  Number(
    (
      await page
        .getByRole('button', { name: typeof label === 'string' ? `${label}，查看明细` : label })
        .locator('.fin-figure-value')
        .innerText()
    ).replace(/[¥,]/g, ''),
  );

test('财务概览: the charts are drawn; 日报/月报 and 账单统计 redraw them', async ({ page }) => {
  await login(page, PHONES.boss);
  await page.goto('/BalancePaymentsList');
  await expect(page.getByRole('heading', { name: '财务概览', level: 1 })).toBeVisible();
  expect(await painted(page, '流水统计图')).toBeGreaterThan(2000);
  expect(await painted(page, '已出租')).toBeGreaterThan(2000);
  // The pie's slices are the rooms: rented + vacant drawn, the total in its middle.
  const total = await figure(page, '总房间');
  expect(total).toBe((await figure(page, '已出租')) + (await figure(page, '空置')));
  await expect(page.locator('.fin-pie-total b')).toHaveText(String(total));

  await page.getByText('月报', { exact: true }).click();
  expect(await painted(page, '流水统计图')).toBeGreaterThan(2000);
  await page.getByText('账单统计', { exact: true }).click();
  expect(await painted(page, '账单统计图')).toBeGreaterThan(2000);
  await expect(page.getByRole('button', { name: '应收，查看明细' }).last()).toBeVisible();
});

test('a figure opens its list, which shows exactly that many: contracts expiring within 30/60/90 days, expired', async ({
  page,
}) => {
  await login(page, PHONES.boss);
  await page.goto('/BalancePaymentsList');
  for (const days of [90, 60]) {
    await page.getByText(`${days}天`, { exact: true }).click();
    const expiring = await figure(page, `${days}天内到期`);
    await page.getByRole('button', { name: `${days}天内到期，查看明细` }).click();
    await expect(page).toHaveURL(new RegExp(`/bookingList\\?tab=2&within=${days}`));
    await expect(page.getByText(`即将到期：${days}天内`)).toBeVisible();
    await expect(page.getByRole('tab', { name: `租约即将到期(${expiring})` })).toBeVisible();
    await expect(page.getByText(`共 ${expiring} 条`)).toBeVisible();
    await page.goBack();
  }
  // The rooms: 空置 and 总房间 open the board over every apartment, which counts the same rooms.
  for (const [label, query] of [
    ['空置', /isVacant=1/],
    ['总房间', /all=1/],
  ] as const) {
    const n = await figure(page, label);
    await page.getByRole('button', { name: `${label}，查看明细` }).click();
    await expect(page).toHaveURL(query);
    await expect(
      page
        .locator('.board-summary, .page')
        .getByText(new RegExp(`${n}\\s*间`))
        .first(),
    ).toBeVisible();
    await page.goBack();
  }
  // The flow's 收入 opens the ledger filtered to the same days and incoming money: its totals say the same amount.
  const income = (
    await page.getByRole('button', { name: '收入，查看明细', exact: true }).locator('.fin-figure-value').innerText()
  ).trim();
  await page.getByRole('button', { name: '收入，查看明细', exact: true }).click();
  await expect(page).toHaveURL(/\/liushuiList\?.*inOut=1/);
  await expect(page.getByLabel('流水合计')).toContainText(income);
  await page.goBack();
  const expired = await figure(page, '已到期');
  await page.getByRole('button', { name: '已到期，查看明细' }).click();
  await expect(page).toHaveURL(/\/bookingList\?tab=3/);
  await expect(page.getByRole('tab', { name: `租约已到期(${expired})` })).toBeVisible();
});

test('租赁统计: day cards, the staff ranking by period, a branch chosen', async ({ page }) => {
  await login(page, PHONES.boss);
  await page.goto('/zulintongji');
  await expect(page.locator('.rental-day')).toHaveCount(7);
  await page.getByText('近15天', { exact: true }).click();
  await expect(page.locator('.rental-day')).toHaveCount(15);
  await page.getByRole('tab', { name: '员工业绩' }).click();
  await page.getByText('本月', { exact: true }).click();
  await expect(page).toHaveURL(/timeType=3/);
  await expect(page.getByText(/统计区间：\d{4}-\d{2}-01 至/)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '续租数' })).toBeVisible();
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
  await page.getByRole('combobox').first().selectOption({ label: '东湖项目' });
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/officeId=/);
  await expect(page).toHaveURL(/tab=staff/);
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
});
