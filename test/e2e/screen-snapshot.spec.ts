import { expect, test, type Page } from '@playwright/test';
import { hold } from './hold';
import { loginByForm, PHONES } from './helpers';

// The home screen and the board, as the user left them on this device, are drawn by the page's boot script before any
// of the app's code has run (sync/product/boot-page.ts, web/app/screen-snapshot.ts), inert until the app replaces them.
// The service worker would answer the scripts from its cache, out of reach of the test's hold: it is kept out.
test.use({ serviceWorkers: 'block' });

const root = (page: Page) => page.locator('#root');
const scripts = /\/assets\/.*\.js$/;

/** The keys of the screens' pictures in both storages. */
const pictureKeys = (page: Page) =>
  page.evaluate(() =>
    [sessionStorage, localStorage].flatMap((s) =>
      Array.from({ length: s.length }, (_, i) => s.key(i)!).filter((k) => k.startsWith('gongyu.screen:')),
    ),
  );

/**
 * The home screen with everything in (a screen still loading a part is not pictured: its older picture is kept);
 * the first counter's figure.
 */
async function homeWithCounters(page: Page) {
  await expect(page.locator('.dash-groups')).toHaveAttribute('aria-busy', 'false');
  await expect(page.locator('#root [aria-busy="true"]')).toHaveCount(0);
  return (await page.locator('.dash-counter .dash-count').first().textContent())!;
}

test('the home screen as left shows before any script runs, cannot be tapped, and the app replaces it', async ({
  page,
}) => {
  await loginByForm(page, PHONES.manager);
  const count = await homeWithCounters(page);
  const release = await hold(page, scripts);
  // The reload hides the page: the picture is taken then.
  await page.reload({ waitUntil: 'commit' });
  await expect(root(page)).toHaveAttribute('data-snapshot', '');
  await expect(page.locator('.dash-hello-text')).toContainText('，李店长');
  await expect(page.locator('.dash-counter .dash-count').first()).toHaveText(count);
  expect(await root(page).evaluate((r) => (r as HTMLElement).inert)).toBe(true);
  // No script of the app has run, and a tap on a counter goes nowhere.
  expect(await page.evaluate(() => document.querySelectorAll('script[type="module"]').length)).toBe(1);
  const box = (await page.locator('button.dash-counter').first().boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/index$/);

  await release();
  await expect(root(page)).not.toHaveAttribute('data-snapshot');
  expect(await root(page).evaluate((r) => (r as HTMLElement).inert)).toBe(false);
  await expect(page.locator('.dash-groups')).toHaveAttribute('aria-busy', 'false');
  // The app's own screen: its counters open their lists.
  await page.locator('button.dash-counter').first().click();
  await expect(page).not.toHaveURL(/\/index$/);

  // Leaving it for another screen within the app kept its picture too (no page was hidden): a cold start on /index
  // draws it.
  await page.evaluate(() => sessionStorage.removeItem('gongyu.screen:/index'));
  await page.goBack();
  await homeWithCounters(page);
  await page.locator('button.dash-counter').first().click();
  await expect(page).not.toHaveURL(/\/index$/);
  await page.unrouteAll();
  const held = await hold(page, scripts);
  await page.goto('/index', { waitUntil: 'commit' });
  await expect(root(page)).toHaveAttribute('data-snapshot', '');
  await expect(page.locator('.dash-counter .dash-count').first()).toHaveText(count);
  await held();
  await expect(root(page)).not.toHaveAttribute('data-snapshot');
});

test('a picture is of one address and one session: another apartment’s board, or after logout, shows none', async ({
  page,
}) => {
  await loginByForm(page, PHONES.manager);
  await page.goto('/jizhongHome');
  await expect(page.locator('button.room-tile').first()).toBeVisible();
  await expect(page.locator('#root [aria-busy="true"]')).toHaveCount(0);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/jizhongHome');
  // Leaving the page (a reload) keeps the board's picture; the same address draws it.
  await page.reload();
  await expect(root(page)).not.toHaveAttribute('data-snapshot');
  await expect(page.locator('button.room-tile').first()).toBeVisible();
  expect(await pictureKeys(page)).toEqual(expect.arrayContaining(['gongyu.screen:/jizhongHome']));
  const release = await hold(page, scripts);
  await page.reload({ waitUntil: 'commit' });
  await expect(root(page)).toHaveAttribute('data-snapshot', '');
  await expect(root(page).locator('button.room-tile').first()).toBeVisible();
  await release();
  await expect(root(page)).not.toHaveAttribute('data-snapshot');

  // Another address of the board (another apartment chosen): the loading state, not the other board.
  await page.unrouteAll();
  const held = await hold(page, scripts);
  await page.goto('/jizhongHome?apartmentId=another', { waitUntil: 'commit' });
  await expect(page.locator('.route-fallback')).toBeVisible();
  await expect(root(page)).not.toHaveAttribute('data-snapshot');
  await held();
  await page.unrouteAll();

  // Logging out wipes every picture.
  await page.goto('/personalCenter');
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '退出', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await pictureKeys(page)).toEqual([]);
});
