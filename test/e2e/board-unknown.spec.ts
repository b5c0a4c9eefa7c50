import { expect, test } from '@playwright/test';
import { login, PASSWORD, PHONES } from './helpers';

/**
 * A link to the board of an apartment the user may not see (another project's, a deleted one, a mistyped id) says so
 * and offers the way back, instead of an endless 加载中… and 暂无房源 (issue 16 review).
 */
test('the board opened on an apartment outside the user’s scope says so and goes back to the default', async ({
  page,
  browser,
}) => {
  const boss = (
    await (await page.request.post('/api/auth/login', { data: { phone: PHONES.boss, password: PASSWORD } })).json()
  ).data.token;
  const all = (
    await (await page.request.get('/api/houses/apartments', { headers: { authorization: `Bearer ${boss}` } })).json()
  ).data as { apartmentId: string; name: string }[];
  const west = all.find((a) => a.name === '西城公寓')!.apartmentId;

  // Staff work in 东湖 only: 西城 is outside their projects.
  await login(page, PHONES.staff);
  for (const id of [west, 'no-such-apartment']) {
    await page.goto(`/jizhongHome?apartmentId=${id}`);
    await expect(page.getByText('公寓不存在或无权查看')).toBeVisible();
    await expect(page.getByText('暂无房源')).toHaveCount(0);
    await expect(page.getByText('西城公寓')).toHaveCount(0);
    await expect(page.getByText('加载中…')).toHaveCount(0);
  }
  await page.getByRole('button', { name: '查看默认公寓' }).click();
  await expect(page.getByText('公寓不存在或无权查看')).toHaveCount(0);
  await expect(page.locator('.board-rent-rate')).toContainText('东湖公寓');
  await expect(page.locator('.room-tile', { hasText: '101' }).first()).toBeVisible();

  // The boss may see 西城: the same link opens its board.
  const context = await browser.newContext();
  const bossPage = await context.newPage();
  await login(bossPage, PHONES.boss);
  await bossPage.goto(`/jizhongHome?apartmentId=${west}`);
  await expect(bossPage.locator('.board-rent-rate')).toContainText('西城公寓');
  await expect(bossPage.getByText('公寓不存在或无权查看')).toHaveCount(0);
  await context.close();
});
