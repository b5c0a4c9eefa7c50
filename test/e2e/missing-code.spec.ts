import { expect, test, type Page } from '@playwright/test';
import { login, PHONES } from './helpers';

/**
 * After a new version is deployed the server no longer has the old version's files, and a page of the old version
 * fails to load a screen it had not cached. The page moves on by itself (the newest worker, else one reload), and a
 * file missing for good ends on a Chinese message with 重新加载 instead of the router's English error page.
 * The worker is blocked here, so the board's code comes from the network, where the test takes it away.
 */
test.use({ serviceWorkers: 'block' });

/** Answers 404 for the board's code: for ever, or until the page reloads. */
async function takeAwayBoardCode(page: Page, until: 'reload' | 'never') {
  let gone = true;
  let failed = 0;
  let loads = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) {
      loads++;
      if (failed > 0 && until === 'reload') gone = false;
    }
  });
  await page.route(/\/assets\/BoardPage-[^/]*\.js$/, async (route) => {
    if (!gone) return route.continue();
    failed++;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' });
  });
  return { loads: () => loads };
}

test('a screen whose code is gone after a new version reloads once and opens', async ({ page }) => {
  await login(page, PHONES.boss);
  const seen = await takeAwayBoardCode(page, 'reload');
  await page.goto('/jizhongHome');
  await expect(page.locator('.board-rent-rate')).toBeVisible({ timeout: 15_000 });
  expect(seen.loads()).toBe(2);
  await expect(page.getByText('页面加载失败')).toHaveCount(0);
});

test('a screen whose code stays missing says so in Chinese after one reload', async ({ page }) => {
  await login(page, PHONES.boss);
  const seen = await takeAwayBoardCode(page, 'never');
  await page.goto('/jizhongHome');
  await expect(page.getByRole('heading', { name: '页面加载失败' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('网络不稳定或应用已更新，请重新加载')).toBeVisible();
  await expect(page.getByRole('button', { name: '重新加载' })).toBeVisible();
  expect(seen.loads()).toBe(2);
  // The rest of the app still works.
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/index$/);
});
