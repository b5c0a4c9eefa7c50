import { expect, test } from '@playwright/test';
import { hold } from './hold';
import { PASSWORD, PHONES } from './helpers';

// The server sends /login with the form already drawn (api/web.ts, web/app/prerender.tsx); the app replaces it with
// the same form once its code is there. What the visitor does before that is not lost.

test('the login form shows and takes input before any script has run', async ({ page }) => {
  const release = await hold(page, /\/assets\/.*\.js$/);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: '公寓管家' })).toBeVisible();
  await page.getByPlaceholder('请输入手机号').fill(PHONES.boss);
  await page.getByPlaceholder('请输入密码').fill(PASSWORD);
  await page.getByText('记住账号').click();
  // The drawn form cannot send itself: no reload, nothing typed is lost; the page notes the click.
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByPlaceholder('请输入手机号')).toHaveValue(PHONES.boss);
  const reply = page.waitForResponse('**/api/auth/login');
  await release();
  // Once its code is there, the app sends that sign-in with what was typed and the remember box: no second click.
  expect((await reply).request().postDataJSON()).toMatchObject({ phone: PHONES.boss, password: PASSWORD });
  await page.waitForURL('**/index');
  expect(await page.evaluate(() => localStorage.getItem('gongyu.rememberPhone'))).toBe(PHONES.boss);
});

test('a sign-in sent while the login screen’s code still loads is sent by the app once it is there', async ({
  page,
}) => {
  const release = await hold(page, /\/assets\/LoginPage-[^/]*\.js$/);
  await page.goto('/login');
  await page.getByPlaceholder('请输入手机号').fill(PHONES.boss);
  await page.getByPlaceholder('请输入密码').fill(PASSWORD);
  const reply = page.waitForResponse('**/api/auth/login');
  await page.getByRole('button', { name: '登录' }).click();
  await release();
  expect((await reply).request().postDataJSON()).toMatchObject({ phone: PHONES.boss, password: PASSWORD });
  await page.waitForURL('**/index');
});

test('a remembered phone number fills the drawn form when the app takes it over, without errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  page.on('pageerror', (e) => void errors.push(e.message));
  await page.goto('/login');
  await page.evaluate((phone) => localStorage.setItem('gongyu.rememberPhone', phone), PHONES.manager);
  await page.reload();
  await expect(page.getByPlaceholder('请输入手机号')).toHaveValue(PHONES.manager);
  await expect(page.getByRole('checkbox', { name: /记住账号/ })).toBeChecked();
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('请输入密码')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a signed-in path shows the loading state before any script has run; signed out, it still goes to /login', async ({
  page,
}) => {
  const release = await hold(page, /\/assets\/.*\.js$/);
  await page.goto('/index', { waitUntil: 'commit' });
  await expect(page.getByRole('status').filter({ hasText: '加载中' })).toBeVisible();
  await release();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
});
