import { expect, test } from '@playwright/test';
import { login, PHONES } from './helpers';

/**
 * /intelligent on a desktop (issue 18.5): the open alarms (the dashboard's 安全告警) in a table, a door forced open at
 * the simulator arriving in the list, and 处理 after a confirm taking it off the open ones.
 */
test('on a desktop the boss reads the open alarms and handles a door forced open', async ({ page }) => {
  await login(page, PHONES.boss);
  await page.request.post('/api/simulator/doors/DU-DH-1/state', { data: { forced: true } });
  await page.goto('/intelligent?open=1');
  const table = page.getByRole('region', { name: '告警记录' }).getByRole('table');
  await expect(table.locator('tbody tr', { hasText: '西城1号网关' })).toContainText('设备离线');
  await expect(table.locator('tbody tr', { hasText: '101门锁' })).toContainText('电量低');
  const forced = table.locator('tbody tr', { hasText: '1号楼门口机' });
  await expect(forced).toContainText('强行开门');
  await expect(forced).toContainText('未处理');

  // 处理: asked first; declining keeps it.
  await forced.getByRole('button', { name: '处理' }).click();
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page.locator('.adm-toast-main', { hasText: '已取消' })).toBeVisible();
  await forced.getByRole('button', { name: '处理' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.adm-toast-main', { hasText: '已处理' })).toBeVisible();
  await expect(table.locator('tbody tr', { hasText: '1号楼门口机' })).toHaveCount(0);

  // The handled one is under 已处理, with who handled it.
  await page.goto('/intelligent?open=0');
  await expect(table.locator('tbody tr', { hasText: '1号楼门口机' }).first()).toContainText('已处理');
});

test('staff of 东湖 see only 东湖’s alarms', async ({ page }) => {
  await login(page, PHONES.staff);
  await page.goto('/intelligent');
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByRole('region', { name: '告警记录' }).getByRole('table').locator('tbody tr', { hasText: '西城' }),
  ).toHaveCount(0);
});
