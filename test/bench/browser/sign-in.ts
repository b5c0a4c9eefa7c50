import type { Page } from '@playwright/test';
import type { Login } from './app-server';

/**
 * Signs in through the login page with 记住账号 ticked, so the session lands in localStorage (web/lib/session.ts) and
 * outlives the tab: other tabs of the profile (Lighthouse opens its own) and contexts made from this one's storage
 * state start signed in. Waits for the home screen.
 */
export async function signIn(page: Page, baseUrl: string, login: Login) {
  await page.goto(`${baseUrl}/login`);
  await page.getByPlaceholder('请输入手机号').fill(login.phone);
  await page.getByPlaceholder('请输入密码').fill(login.password);
  const remember = page.locator('label', { hasText: '记住账号' });
  if (!(await remember.locator('input[type=checkbox]').isChecked())) await remember.click();
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL('**/index', { timeout: 60_000 });
  const stored = await page.evaluate(() => localStorage.getItem('gongyu.session'));
  if (!stored) throw new Error('signed in, but no remembered session in localStorage (web/lib/session.ts changed?)');
}
