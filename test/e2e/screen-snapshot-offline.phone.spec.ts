import { expect, test } from '@playwright/test';
import { appCachedForOffline, login, PHONES } from './helpers';

// With the app installed, a navigation is answered by the service worker, from its cache: its page for the home screen
// carries the same boot script as the server's (sw/sw.ts), so the picture of the screen as last left is drawn there
// too, with no network at all (web/app/screen-snapshot.ts).

declare global {
  interface Window {
    /** The greeting of the picture the boot script drew, noted the moment it was drawn. */
    sawPicture?: string;
  }
}

test('offline, with the app installed, the home screen as left is drawn before the app, which then takes over', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    new MutationObserver((_, watch) => {
      const root = document.getElementById('root');
      if (!root?.hasAttribute('data-snapshot')) return;
      window.sawPicture = root.querySelector('.dash-hello-text')?.textContent ?? '';
      watch.disconnect();
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-snapshot'] });
  });
  await login(page, PHONES.manager);
  // Everything in (a screen still loading a part is not pictured).
  await expect(page.locator('.dash-groups')).toHaveAttribute('aria-busy', 'false');
  await expect(page.locator('#root [aria-busy="true"]')).toHaveCount(0);
  await appCachedForOffline(page);
  // Leaving the home screen keeps its picture.
  await page.locator('button.dash-counter').first().click();
  await expect(page).not.toHaveURL(/\/index$/);

  await context.setOffline(true);
  await page.goto('/index');
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.locator('#root')).not.toHaveAttribute('data-snapshot');
  await expect(page.getByRole('heading', { name: '首页' })).toBeVisible();
  expect(await page.evaluate(() => window.sawPicture)).toContain('，李店长');
  await context.setOffline(false);
});
