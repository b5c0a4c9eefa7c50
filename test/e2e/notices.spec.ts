import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { isDesktop, login, PHONES, tokenOf } from './helpers';
import { TENANT_ROOMS, tenantLinkOfRoom } from './tenant-phone';

/**
 * Notices (issue 19.3), on a phone and on a desktop: the boss sends a tenant notice to one room from /onlineApplic2;
 * that room's tenant page shows it under 公告; 撤回 from /onlineApplic takes it off the tenant page.
 */

test('a tenant notice to one room shows on that room’s tenant page until it is recalled', async ({ page, browser }) => {
  await login(page, PHONES.boss);
  const desktop = isDesktop(page);
  // Phone and desktop run side by side: each its own room and title.
  const { lease: room, path: tenantPath } = await tenantLinkOfRoom(
    page.request,
    await tokenOf(page),
    desktop ? TENANT_ROOMS.noticesDesktop : TENANT_ROOMS.noticesPhone,
  );
  const title = `停水通知${desktop ? '（电脑）' : '（手机）'}`;

  await page.goto('/onlineApplic');
  await page.getByRole('button', { name: '发布通知' }).click();
  await expect(page).toHaveURL(/\/onlineApplic2/);
  await expect(page.getByRole('tab', { name: '租客通知', selected: true })).toBeVisible();
  const form = page.getByRole('form', { name: '租客通知' });
  await expect(form.getByRole('group', { name: '公寓' })).toContainText('东湖公寓');
  // Sent with nothing filled: told what is missing.
  await form.getByRole('button', { name: '发送' }).click();
  await expect(form.getByRole('alert')).toHaveText('请输入通知标题');
  await form.getByRole('textbox', { name: '标题' }).fill(title);
  await form.getByRole('textbox', { name: '内容' }).fill('明天上午9点至12点停水，请提前储水。');
  await form.getByRole('button', { name: '发送' }).click();
  await expect(form.getByRole('alert')).toHaveText('请选择要通知的房间');
  await form.getByRole('checkbox', { name: `选择${room.houseNumber}` }).check();
  await form.getByRole('button', { name: '发送' }).click();
  await expect(page.locator('.adm-toast-main', { hasText: '发送成功' })).toBeVisible();
  await expect(page).toHaveURL(/\/onlineApplic$/);
  const list = desktop ? page.getByRole('region', { name: '通知列表' }) : page.getByRole('list', { name: '通知列表' });
  await expect(list.getByText(title).first()).toBeVisible();

  // The tenant opens their link on their own phone.
  const tenant = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await tenant.goto(tenantPath);
  await tenant.getByText('公告', { exact: true }).click();
  await expect(tenant.getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await tenant.getByRole('button', { name: new RegExp(title) }).click();
  await expect(tenant.getByText('明天上午9点至12点停水，请提前储水。')).toBeVisible();

  // 撤回 (asked first), then it is gone from the tenant page.
  const row = desktop ? list.locator('tbody tr', { hasText: title }) : list.locator('.list-card', { hasText: title });
  await row.getByRole('button', { name: '撤回' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.adm-toast-main', { hasText: '撤回成功' })).toBeVisible();
  await expect(row).toContainText('已撤回');
  await tenant.reload();
  await expect(tenant.getByText('公告', { exact: true }).first()).toBeVisible();
  await expect(tenant.getByRole('button', { name: new RegExp(title) })).toHaveCount(0);
  await tenant.close();
});

test('the notice list and every tab of the sender have no serious accessibility problem', async ({ page }) => {
  await login(page, PHONES.boss);
  const problems: string[] = [];
  for (const path of ['/onlineApplic', '/onlineApplic2?tab=1', '/onlineApplic2?tab=2', '/onlineApplic2?tab=3']) {
    await page.goto(path);
    await expect(page.getByText(/共 \d+ 条/).first()).toBeVisible({ timeout: 15_000 });
    const found = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    for (const v of found.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical'))
      for (const n of v.nodes) problems.push(`${path} ${v.id}: ${n.target.join(' ')} — ${n.failureSummary ?? ''}`);
  }
  expect(problems).toEqual([]);
});
