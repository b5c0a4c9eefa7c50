import { expect, test } from '@playwright/test';
import { isDesktop, loginByForm, PASSWORD, PHONES, tokenOf } from './helpers';

test('no token sends every screen to /login', async ({ page }) => {
  await page.goto('/jizhongHome');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/some/unknown/path');
  await expect(page).toHaveURL(/\/login$/);
});

test('empty fields show the required messages; a wrong password shows the server message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('请输入账号')).toBeVisible();
  await expect(page.getByText('请输入密码')).toBeVisible();

  await page.getByPlaceholder('请输入手机号').fill(PHONES.manager);
  await page.getByPlaceholder('请输入密码').fill('wrong-password');
  const reply = page.waitForResponse('**/api/auth/login');
  await page.getByPlaceholder('请输入密码').press('Enter');
  const res = await reply;
  expect(res.status()).toBe(401);
  // The form sends what was typed, not fixed credentials.
  expect(res.request().postDataJSON()).toMatchObject({ phone: PHONES.manager, password: 'wrong-password' });
  await expect(page.getByText((await res.json()).msg)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the boss signs in, lands on /index, and logs out with a confirm', async ({ page }) => {
  await loginByForm(page, PHONES.boss);
  if (isDesktop(page)) {
    await expect(
      page.getByRole('navigation', { name: '侧边菜单' }).getByRole('button', { name: '权限管理' }),
    ).toBeVisible();
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByText('退出登录').click();
  } else {
    await expect(page.getByRole('navigation', { name: '主导航' })).toContainText('房源');
    await page.getByText('我的', { exact: true }).click();
    await expect(page).toHaveURL(/\/personalCenter$/);
    await expect(page.getByText('13800000001')).toBeVisible();
    await page.getByRole('button', { name: '退出登录' }).click();
  }
  await expect(page.getByText('确定要退出登录吗？')).toBeVisible();
  const token = await tokenOf(page);
  await page.getByRole('button', { name: '退出', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The session is revoked on the server, and the app no longer has it.
  const res = await page.request.get('/api/auth/profile', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(401);
  await page.goto('/index');
  await expect(page).toHaveURL(/\/login$/);
});

test('remember keeps the phone number, never the password', async ({ page }) => {
  await page.goto('/login');
  await page.getByPlaceholder('请输入手机号').fill(PHONES.manager);
  await page.getByPlaceholder('请输入密码').fill(PASSWORD);
  await page.getByText('记住账号').click();
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL('**/index');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).toContain(PHONES.manager);
  expect(stored).not.toContain(PASSWORD);
  // Visiting /login drops the token but keeps the remembered phone in the form.
  await page.goto('/login');
  await expect(page.getByPlaceholder('请输入手机号')).toHaveValue(PHONES.manager);
  expect(await tokenOf(page)).toBe('');
  await page.goto('/index');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown route goes to /404 when signed in', async ({ page }) => {
  await loginByForm(page, PHONES.manager);
  await page.goto('/no-such-screen');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('您访问的页面不存在或已被移除')).toBeVisible();
});
