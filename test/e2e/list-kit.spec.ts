import { expect, test, type Page } from '@playwright/test';
import { isDesktop, login, PHONES, tokenOf } from './helpers';

/** On a phone the filter fields sit behind '筛选'. */
async function openFilters(page: Page) {
  if (!isDesktop(page)) await page.getByRole('button', { name: /^筛选/ }).click();
}

test('list screens keep their filters and page in the URL: refresh, back and forward; a new filter goes back to page 1', async ({
  page,
}) => {
  await login(page, PHONES.boss);
  await page.goto('/occupantManage');
  await expect(page.getByText(/^共 \d+ 条$/)).toBeVisible();
  const all = Number((await page.getByText(/^共 \d+ 条$/).innerText()).match(/\d+/)![0]);
  expect(all).toBeGreaterThan(20);

  // Page 2, then a filter: back to page 1 with the filter in the URL.
  await page.getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await openFilters(page);
  await page.getByRole('textbox', { name: '房间号' }).fill('10');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/houseNumber=10/);
  await expect(page).not.toHaveURL(/page=/);
  const filtered = page.getByText(/^共 \d+ 条$/);
  await expect(filtered).not.toHaveText(`共 ${all} 条`);
  const count = await filtered.innerText();
  const rows = page.locator('.list-item');
  for (const text of await rows.allInnerTexts()) expect(text).toMatch(/\d+层 \d*10/);

  // A refresh keeps the filter (and the field shows it).
  await page.reload();
  await expect(page.getByText(/^共 \d+ 条$/)).toHaveText(count);
  await openFilters(page);
  await expect(page.getByRole('textbox', { name: '房间号' })).toHaveValue('10');

  // Back: page 2 unfiltered; forward: the filter again.
  await page.goBack();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^共 \d+ 条$/)).toHaveText(`共 ${all} 条`);
  await page.goForward();
  await expect(page.getByText(/^共 \d+ 条$/)).toHaveText(count);

  // 重置 clears it.
  await page.getByRole('button', { name: '重置' }).click();
  await expect(page).not.toHaveURL(/houseNumber/);
  await expect(page.getByText(/^共 \d+ 条$/)).toHaveText(`共 ${all} 条`);
});

test('a date range shortcut fills both dates (Asia/Shanghai) and filters the list', async ({ page }) => {
  await login(page, PHONES.boss);
  await page.goto('/reservationOrder');
  await openFilters(page);
  await page.getByRole('button', { name: '近30天' }).click();
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const from = new Date(Date.now() + 8 * 3600_000 - 29 * 86_400_000).toISOString().slice(0, 10);
  await expect(page.getByRole('button', { name: '提交日期开始' })).toHaveText(from);
  await expect(page.getByRole('button', { name: '提交日期结束' })).toHaveText(today);
  await expect(page.getByRole('button', { name: '近30天' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`startDate=${from}&endDate=${today}|endDate=${today}.*startDate=${from}`));
  await expect(page.locator('.list-item').first()).toBeVisible();
});

test('phone cards and desktop tables come from one column declaration; a cancelled revoke says 已取消', async ({
  page,
}) => {
  await login(page, PHONES.boss);
  await page.goto('/reservationOrder');
  const first = page.locator('.list-item').first();
  await expect(first).toBeVisible();
  if (isDesktop(page)) {
    await expect(page.locator('table.list-table thead th').first()).toHaveText('房源');
    // Money right-aligned.
    const money = page.locator('table.list-table td.is-money').first();
    await expect(money).toHaveCSS('text-align', 'right');
    await expect(money).toHaveText(/^¥[\d,]+\.\d{2}$/);
  } else {
    await expect(page.locator('table')).toHaveCount(0);
    await expect(first.locator('dt', { hasText: '预订人' })).toBeVisible();
    await expect(first.locator('.list-card-status .adm-tag')).toBeVisible();
  }
  // A confirm naming the order; cancelling it says 已取消 and changes nothing.
  const row = page.locator('.list-item', { has: page.getByRole('button', { name: '撤销' }) }).first();
  const house = await row.locator('.list-card-title, td').first().innerText();
  await row.getByRole('button', { name: '撤销' }).click();
  const dialog = page.locator('.adm-dialog');
  await expect(dialog).toContainText(house.trim());
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(page.getByText('已取消')).toBeVisible();
  await expect(row.getByRole('button', { name: '撤销' })).toBeVisible();
});

test('a form dialog shows the server s refusal in Chinese above its button and keeps what was typed', async ({
  page,
}) => {
  await login(page, PHONES.boss);
  await page.goto('/reservationList');
  await page.locator('.list-item').first().getByRole('button', { name: '详情' }).click();
  const sheet = page.locator('.form-sheet');
  await expect(sheet).toBeVisible();
  if (isDesktop(page)) await expect(page.locator('.adm-center-popup-body.form-sheet')).toBeVisible();
  else await expect(page.locator('.adm-popup-body.form-sheet')).toBeVisible();
  await page.route('**/api/appointments/*/remark', (r) =>
    r.fulfill({ status: 409, json: { code: 409, msg: '该预约已被其他人修改，请刷新后再试', data: null } }),
  );
  await sheet.getByRole('textbox', { name: '备注' }).fill('客户改约到周六上午');
  await sheet.getByRole('button', { name: '保存备注' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('该预约已被其他人修改，请刷新后再试');
  await expect(sheet.getByRole('textbox', { name: '备注' })).toHaveValue('客户改约到周六上午');
});

test('a list the board opened for one room says so above it; 查看全部 (a button) shows every lease again', async ({
  page,
}) => {
  await login(page, PHONES.boss);
  const auth = { authorization: `Bearer ${await tokenOf(page)}` };
  const lease = (await (await page.request.get('/api/leases?current=1', { headers: auth })).json()).data.records[0];
  await page.goto('/bookingList');
  const total = page.getByText(/^共 \d+ 条$/);
  await expect(total).toBeVisible();
  const all = await total.innerText();

  await page.goto(`/bookingList?houseId=${lease.houseId}&location=${encodeURIComponent(lease.houseName)}`);
  const note = page.getByRole('status').filter({ hasText: `仅显示房间 ${lease.houseName} 的租约` });
  await expect(note).toBeVisible();
  await expect(total).not.toHaveText(all);
  for (const text of await page.locator('.list-item').allInnerTexts()) expect(text).toContain(lease.houseName);

  await note.getByRole('button', { name: '查看全部' }).click();
  await expect(page).not.toHaveURL(/houseId|location/);
  await expect(note).toHaveCount(0);
  await expect(total).toHaveText(all);
});

test('添加订单 picks its room in the kit sheet (a titled dialog with 关闭); the choice fills 房源', async ({
  page,
}) => {
  await login(page, PHONES.boss);
  await page.goto('/reservationOrder');
  await page.getByRole('button', { name: '添加订单' }).click();
  const form = page.getByRole('dialog', { name: '添加订单' });
  await form.getByRole('button', { name: '选择房源' }).click();
  const picker = page.getByRole('dialog', { name: '选择房源' });
  await expect(picker.getByRole('button', { name: '关闭' })).toBeVisible();
  const room = picker.locator('.adm-list-item-content-main').first();
  await expect(room).toBeVisible();
  const location = (await room.innerText()).trim();
  await room.click();
  await expect(picker).toBeHidden();
  await expect(form.getByRole('button', { name: '选择房源' })).toHaveText(location);
});
