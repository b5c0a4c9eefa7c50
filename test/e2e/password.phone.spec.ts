import { expect, test } from '@playwright/test';
import { loginByForm, PASSWORD, tokenOf } from './helpers';

/** The boss of the second organisation (城南寓所): no other end-to-end test signs in with it. */
const PHONE = '13900000001';
const NEW_PASSWORD = 'Chengnan2027';

test('on a phone: 修改密码 in 我的 checks the fields, logs the other devices out and the new password signs in', async ({
  page,
  browser,
  request,
}) => {
  // Five sign-ins at the full scrypt cost, two browser contexts: more than the default 30 s when the suite runs in parallel.
  test.setTimeout(90_000);
  // Another device of the same account.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  let current = PASSWORD;
  try {
    await loginByForm(otherPage, PHONE);
    const otherToken = await tokenOf(otherPage);

    await loginByForm(page, PHONE);
    await page.getByText('我的', { exact: true }).click();
    await page.getByText('修改密码', { exact: true }).click();
    await expect(page).toHaveURL(/\/personalCenter\/password$/);
    await expect(page.getByRole('heading', { name: '修改密码' })).toBeVisible();

    const oldField = page.getByPlaceholder('请输入原密码');
    const newField = page.getByPlaceholder('请输入新密码');
    const again = page.getByPlaceholder('请再次输入新密码');
    const submit = page.getByRole('button', { name: '确认修改' });

    // A weak new password and two different entries are refused on the screen.
    await oldField.fill(PASSWORD);
    await newField.fill('abc123');
    await again.fill('abc1234');
    await submit.click();
    await expect(page.getByText('新密码至少8位，需包含字母和数字')).toBeVisible();
    await expect(page.getByText('两次输入的新密码不一致')).toBeVisible();

    // A wrong old password: the server's message on the field.
    await oldField.fill('Wrong@2026');
    await newField.fill(NEW_PASSWORD);
    await again.fill(NEW_PASSWORD);
    await submit.click();
    await expect(page.getByText('原密码不正确')).toBeVisible();

    await oldField.fill(PASSWORD);
    await submit.click();
    const done = page.getByRole('dialog');
    await expect(done.getByText('密码已修改')).toBeVisible();
    await expect(done.getByText('其他设备上的登录已退出')).toBeVisible();
    current = NEW_PASSWORD;
    await done.getByRole('button', { name: '好的' }).click();
    await expect(page).toHaveURL(/\/personalCenter$/);

    // This device stays signed in; the other one is out.
    const mine = await tokenOf(page);
    expect((await request.get('/api/auth/profile', { headers: { authorization: `Bearer ${mine}` } })).status()).toBe(
      200,
    );
    expect(
      (await request.get('/api/auth/profile', { headers: { authorization: `Bearer ${otherToken}` } })).status(),
    ).toBe(401);
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/login/);

    // The old password no longer signs in; the new one does.
    await page.goto('/login');
    await page.getByPlaceholder('请输入手机号').fill(PHONE);
    await page.getByPlaceholder('请输入密码').fill(PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByText(/账号或密码错误/)).toBeVisible();
    await loginByForm(page, PHONE, NEW_PASSWORD);
  } finally {
    await other.close();
    if (current !== PASSWORD) {
      // Put the demo password back for whoever uses this account next.
      const r = await request.post('/api/auth/login', { data: { phone: PHONE, password: current } });
      const token = (await r.json()).data.token as string;
      const back = await request.post('/api/auth/password', {
        headers: { authorization: `Bearer ${token}` },
        data: { oldPassword: current, newPassword: PASSWORD },
      });
      expect(back.status()).toBe(200);
    }
  }
});
