import { expect, test, type Page } from '@playwright/test';
import { isDesktop, login, PHONES } from './helpers';

/** The list as the kit draws it: a table region on a desktop, a list of cards on a phone. */
const listOf = (page: Page, label: string) =>
  isDesktop(page) ? page.getByRole('region', { name: label }) : page.getByRole('list', { name: label });

const totalOf = async (page: Page) => Number((await page.getByText(/^共 \d+ 条$/).innerText()).match(/\d+/)![0]);

test('the message centre: the tab in the URL, delete asks first (已取消 on cancel) and the list shrinks by one', async ({
  page,
}) => {
  // Phone and desktop run side by side on one server: each deletes from its own user's messages.
  await login(page, isDesktop(page) ? PHONES.manager : PHONES.boss);
  await page.goto('/Message');
  await expect(listOf(page, '消息')).toBeVisible();

  await page.getByRole('tab', { name: /租约/ }).click();
  await expect(page).toHaveURL(/[?&]tab=1/);
  const rows = listOf(page, '消息').locator('.list-item');
  // The previous tab's rows stay until the new tab's answer: wait for every row to be a lease message.
  await expect(rows.first()).toContainText('租约');
  await expect(rows.filter({ hasNotText: '租约' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('tab', { name: /租约/ })).toHaveAttribute('aria-selected', 'true');

  const before = await totalOf(page);
  await rows.first().getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
  await expect(page.getByText('已取消')).toBeVisible();
  expect(await totalOf(page)).toBe(before);

  await rows.first().getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '确定要删除该条消息吗?' });
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(page.getByText(/^共 \d+ 条$/)).toHaveText(`共 ${before - 1} 条`);
});

test('the owner review lists: owners, house applications and owner-direct rooms on the kit, details with the review buttons', async ({
  page,
}) => {
  await login(page, PHONES.boss);
  for (const [path, label] of [
    ['/applicationList', '房源申请'],
    ['/ownerAllList', '业主直租房源'],
    ['/ownerList', '业主'],
  ] as const) {
    await page.goto(path);
    await expect(listOf(page, label).locator('.list-item').first()).toBeVisible();
    expect(await totalOf(page)).toBeGreaterThan(0);
  }

  // An owner not yet passed: the details show the photos and 审核通过; cancelling changes nothing.
  const row = listOf(page, '业主').locator('.list-item').filter({ hasText: '未通过' }).first();
  await row.getByRole('button', { name: '详情' }).click();
  const details = page.getByRole('dialog', { name: '业主详情' });
  await expect(details.getByText('身份证照片')).toBeVisible();
  await details.getByRole('button', { name: '审核通过' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: /确定通过业主「.+」的审核吗/ })
    .getByRole('button', { name: '取消' })
    .click();
  await expect(page.getByText('已取消')).toBeVisible();
  await details.getByRole('button', { name: '关闭' }).click();
  await expect(row).toContainText('未通过');
});
