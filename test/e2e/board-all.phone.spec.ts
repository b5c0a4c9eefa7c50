import { expect, test } from '@playwright/test';
import { login, PHONES, openScreen } from './helpers';

/**
 * Issue 12 point 7 on a phone (390×844): the board can show every apartment (全部公寓, grouped by apartment), says
 * when a filter spans more than the apartment on screen, and filters by city, district and project; a counter's list
 * spans every apartment. The room actions stay a bottom sheet on the phone.
 */
test('phone board: 全部公寓, the scope of a filter, place filters, a counter list across apartments', async ({
  page,
}) => {
  await login(page, PHONES.boss);
  await openScreen(page, '/jizhongHome');
  const picker = page.getByRole('button', { name: '选择公寓' });
  await expect(picker).toHaveText(/东湖公寓/);

  // The filter panel has the place filters and the statuses.
  await page.getByRole('button', { name: '筛选房源' }).click();
  for (const label of ['城市', '项目', '房间号'])
    await expect(page.locator('.board-filter-sub', { hasText: label })).toBeVisible();
  await page.locator('.board-filter-pop .adm-selector-item', { hasText: /^空置$/ }).click();
  await page.getByRole('button', { name: '确定' }).click();
  // Only 东湖公寓 on screen, but vacant rooms exist in 西城公寓 too: the board says so.
  const note = page.locator('.board-scope-note');
  await expect(note).toContainText('全部公寓共有');
  await note.getByRole('button', { name: '查看全部公寓' }).click();
  await expect(picker).toHaveText(/全部公寓/);
  await expect(page.locator('.board-apartment-head', { hasText: '东湖公寓' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator('.floor-head', { hasText: '西城公寓 ·' }).first()).toBeVisible();

  // A project narrows to its apartments.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: '筛选房源' }).click();
  await page.locator('.board-filter-pop .adm-selector-item', { hasText: /^东湖项目$/ }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.board-apartment-head')).toHaveCount(0);
  await expect(page.locator('.board-rent-rate')).toContainText('东湖公寓');

  // A dashboard counter's list spans every apartment, and the actions open in the bottom sheet.
  await openScreen(page, '/index');
  const out = page.locator('.dash-counter', { has: page.locator('.dash-count-label', { hasText: /^待退房$/ }) });
  const n = Number(await out.locator('.dash-count').innerText());
  await out.click();
  await expect(page.locator('.board-todo-banner')).toContainText(`共 ${n} 间`);
  await expect(page.getByRole('button', { name: '选择公寓' })).toHaveText(/全部公寓/);
  if (n > 0) {
    await page.locator('button.room-tile').first().click();
    await expect(page.locator('.adm-action-sheet')).toBeVisible();
    await expect(page.getByRole('menu')).toHaveCount(0);
  }
});
