import { expect, test, type Page } from '@playwright/test';
import { endsAtNextRequest, login, PHONES, tokenOf } from './helpers';

const sheet = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });
const side = (page: Page) => page.getByRole('navigation', { name: '侧边菜单' });

/** Opens a group of the side menu (if closed) and answers its links. */
async function openGroup(page: Page, group: string) {
  const button = side(page).getByRole('button', { name: group, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  return side(page)
    .locator('section')
    .filter({ has: page.getByRole('button', { name: group, exact: true }) })
    .getByRole('link');
}

/** The 管家 role's permission keys, through the API (to put back what the test took away). */
async function keeperActions(page: Page): Promise<{ pkId: string; action: string[] }> {
  const r = await page.request.get('/api/admin/roles', { headers: { authorization: `Bearer ${await tokenOf(page)}` } });
  return ((await r.json()).data as { pkId: string; roleName: string; action: string[] }[]).find(
    (x) => x.roleName === '管家',
  )!;
}

test('the boss creates a 管家, changes the role under them and freezes them: their menu and session follow', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const phone = `137${String(Date.now()).slice(-8)}`;
  const password = 'Qian2026ok';
  const before = await (async () => {
    await login(page, PHONES.boss);
    return keeperActions(page);
  })();

  // The boss creates the account: 员工 of 东湖项目 with the 管家 role.
  await page.goto('/laborControl');
  await expect(page.getByRole('heading', { name: '员工管理' })).toBeVisible();
  await page.getByRole('button', { name: '新增员工' }).click();
  const form = sheet(page, '新增员工');
  await form.getByPlaceholder('请输入姓名').fill('钱管家');
  await form.getByPlaceholder('登录账号').fill(phone);
  await form.getByPlaceholder('请输入邮箱地址').fill('qian@');
  await form.getByPlaceholder('8-32位，含字母和数字').fill(password);
  await form.getByRole('button', { name: '确定' }).click();
  await expect(form.getByRole('alert')).toHaveText('请输入正确的邮箱地址');
  await form.getByPlaceholder('请输入邮箱地址').fill('qian@example.com');
  await form.getByText('东湖项目', { exact: true }).click();
  await form.getByText('管家', { exact: true }).click();
  await form.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  const row = page.getByRole('row', { name: /钱管家/ });
  await expect(row).toContainText('管家');
  await expect(row).toContainText('东湖项目');
  await expect(row.getByRole('button', { name: '修改角色' })).toHaveCount(0);

  // The new account signs in elsewhere and sees the menus of its role, not permission management.
  const theirs = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const staff = await theirs.newPage();
  await login(staff, phone, password);
  await expect(side(staff).getByRole('button', { name: '权限管理' })).toHaveCount(0);
  await expect(side(staff).getByRole('button', { name: '财务管理' })).toHaveCount(0);
  const leaseLinks = await openGroup(staff, '租约管理');
  await expect(leaseLinks.filter({ hasText: '预约看房' })).toHaveCount(1);
  await expect(leaseLinks.filter({ hasText: '租约列表' })).toHaveCount(1);

  // The boss takes 预约看房 away from the 管家 role.
  await page.goto('/roleMassege');
  await page
    .getByRole('row', { name: /管家/ })
    .filter({ hasText: '一线员工' })
    .getByRole('button', { name: '修改权限' })
    .click();
  const tree = sheet(page, /修改权限/);
  const viewing = tree.getByRole('checkbox', { name: '预约看房' });
  await expect(viewing).toBeChecked();
  await viewing.uncheck();
  await tree.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();

  // Their next navigation loses that menu, without signing out (the profile is asked again when a few seconds old).
  await staff.waitForTimeout(5_500);
  await (await openGroup(staff, '租约管理')).filter({ hasText: '租约列表' }).click();
  await expect(staff.getByRole('heading', { name: '租约列表' })).toBeVisible();
  await expect((await openGroup(staff, '租约管理')).filter({ hasText: '预约看房' })).toHaveCount(0);
  await expect((await openGroup(staff, '租约管理')).filter({ hasText: '租约列表' })).toHaveCount(1);

  // The boss freezes the account: its open session ends at its next request.
  await page.goto('/laborControl');
  await page
    .getByRole('row', { name: /钱管家/ })
    .getByRole('button', { name: '冻结' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: '冻结' }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(page.getByRole('row', { name: /钱管家/ })).toContainText('冻结');

  // Its next request is refused (401) and the app goes to /login.
  await endsAtNextRequest(staff);
  await theirs.close();

  // Put the role back as it was, for the other tests of this server.
  const put = await page.request.put(`/api/admin/roles/${before.pkId}/actions`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { actionIds: before.action },
  });
  expect(put.status()).toBe(200);
});
