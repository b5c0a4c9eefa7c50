import { expect, test } from '@playwright/test';
import { isDesktop, login, PHONES, tokenOf } from './helpers';
import { MENU } from '../../sync/product/menu';

test('staff do not see a menu group they lack, and the API refuses it too', async ({ page }) => {
  await login(page, PHONES.staff);
  if (isDesktop(page)) {
    const side = page.getByRole('navigation', { name: '侧边菜单' });
    await expect(side.getByRole('button', { name: '房源管理' })).toBeVisible();
    await expect(side.getByRole('button', { name: '权限管理' })).toHaveCount(0);
    await expect(side.getByRole('button', { name: '财务管理' })).toHaveCount(0);
  } else {
    await page.getByText('我的', { exact: true }).click();
    await expect(page.getByText('租约列表')).toBeVisible();
    await expect(page.getByText('角色管理')).toHaveCount(0);
    await expect(page.getByText('财务概览')).toHaveCount(0);
  }
  await page.goto('/roleMassege');
  await expect(page.getByText('没有访问权限')).toBeVisible();
  const res = await page.request.get('/api/admin/roles', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).code).toBe(403);
});

test('a boss opens every group; every menu route opens a built screen (none says 建设中)', async ({ page }) => {
  await login(page, PHONES.boss);
  await page.goto('/BalancePaymentsList');
  await expect(page.getByRole('heading', { name: '财务概览' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '面包屑' })).toContainText('财务管理');
  if (isDesktop(page)) {
    test.setTimeout(240_000);
    for (const r of MENU.flatMap((g) => g.routes).filter((x) => !x.hidden)) {
      await page.goto(r.path);
      await expect(page.getByRole('heading', { level: 1 }).first(), r.path).toBeVisible();
      await expect(page.getByText('建设中', { exact: true }), r.path).toHaveCount(0);
    }
  }
  await page.goto('/BalancePaymentsList');
  if (isDesktop(page)) {
    const side = page.getByRole('navigation', { name: '侧边菜单' });
    await side.getByRole('button', { name: '租约管理' }).click();
    await side.getByRole('link', { name: '租约列表' }).click();
    await expect(page).toHaveURL(/\/bookingList$/);
    await expect(page.getByRole('heading', { name: '租约列表' })).toBeVisible();
  } else {
    await page.getByText('租约', { exact: true }).click();
    await expect(page).toHaveURL(/\/bookingList$/);
  }
});
