import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { isDesktop, login, PHONES } from './helpers';

/**
 * Issue 16 point 4: axe (WCAG 2 A and AA rules) finds no serious or critical problem on the sign-in screen and the
 * main signed-in screens, each checked with its data on screen (no skeleton left), on the phone and on the desktop.
 */

/**
 * What axe finds on the page as it is now, one line each (rule, element, why): every serious or critical violation of
 * the WCAG 2 A and AA rules, and any break of the heading outline (one h1, then h2… without skipping a level).
 */
async function violations(page: Page): Promise<string[]> {
  const wcag = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const headings = await new AxeBuilder({ page }).withRules(['heading-order', 'page-has-heading-one']).analyze();
  return [
    ...wcag.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ...headings.violations,
  ].flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary ?? ''}`));
}

/** Waits until no skeleton is left on the page (the data is in). */
async function settled(page: Page) {
  await expect(page.locator('.adm-skeleton')).toHaveCount(0, { timeout: 20_000 });
}

/** No violation on the page, and one h1 (its title); every page is checked even when an earlier one fails. */
async function expectAccessible(page: Page, what: string) {
  await settled(page);
  const found = await violations(page);
  expect.soft(found, `${what}:\n${found.join('\n')}`).toEqual([]);
  await expect.soft(page.locator('h1'), `${what}: one h1`).toHaveCount(1);
}

test('/login has no serious or critical accessibility problem', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await expectAccessible(page, '/login');
});

test('the signed-in screens have no serious or critical accessibility problem', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, PHONES.boss);

  await expect(page.locator('.dash-count').first()).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, '/index');

  await page.goto('/jizhongHome');
  await expect(page.locator('button.room-tile').first()).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, '/jizhongHome');
  // The legend shows every status colour with its name.
  await page.getByRole('button', { name: '房态图例' }).click();
  await expect(page.getByRole('list', { name: '房态图例' })).toBeVisible();
  await expectAccessible(page, '/jizhongHome 房态图例');

  await page.goto('/meterReading');
  if (isDesktop(page)) await expect(page.getByText(/共 \d+ 条/)).toBeVisible({ timeout: 20_000 });
  else await expect(page.locator('.meter-room-no')).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, '/meterReading');

  // Without a room the signing screen offers rooms to choose; choosing one opens the form.
  await page.goto('/renterRegister');
  const room = page.locator('.adm-list-item').first();
  await expect(room).toContainText('待登记', { timeout: 20_000 });
  await expectAccessible(page, '/renterRegister (room list)');
  await room.click();
  await expect(page.getByRole('textbox', { name: '承租人姓名' })).toBeVisible();
  await expectAccessible(page, '/renterRegister (form)');
});
