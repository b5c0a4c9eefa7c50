import { expect, test } from '@playwright/test';
import { login, PHONES } from './helpers';

test('on a phone the locks are cards, a lock dialog is a bottom sheet, and the password records load', async ({
  page,
}) => {
  await login(page, PHONES.boss);
  await page.goto('/shuiDianSuo');
  const cards = page.getByRole('list', { name: '智能门锁' }).locator('.list-card');
  await expect(cards).toHaveCount(10, { timeout: 15_000 });
  await expect(page.locator('table')).toHaveCount(0);
  await expect(cards.first()).toContainText('设备标识');
  await expect(cards.first()).toContainText('电量');

  // 获取密码 opens a sheet from the bottom of the screen, the whole width.
  await cards.first().getByRole('button', { name: '获取密码' }).click();
  const sheet = page.getByRole('dialog', { name: /^获取密码/ });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByLabel('生效时间时刻')).toBeVisible();
  await expect
    .poll(async () => {
      const box = (await page.locator('.adm-popup-body.form-sheet').boundingBox())!;
      return [Math.round(box.x), Math.round(box.width), Math.round(box.y + box.height)];
    })
    .toEqual([0, 390, 844]);
  await sheet.getByRole('button', { name: '关闭' }).click();
  await expect(sheet).toHaveCount(0);

  // 添加门锁 without an apartment: '请先选择公寓' in the form.
  await page.getByRole('button', { name: '添加门锁' }).click();
  const add = page.getByRole('dialog', { name: '添加门锁' });
  await add.getByRole('button', { name: '添加', exact: true }).click();
  await expect(add.getByRole('alert')).toHaveText('请先选择公寓');
  await add.getByRole('button', { name: '关闭' }).click();

  await page.getByRole('button', { name: '门锁密码记录' }).click();
  await expect(page).toHaveURL(/\/lockPswRecord$/);
  await expect(page.getByRole('heading', { name: '门锁密码记录', level: 1 })).toBeVisible();
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('list', { name: '门锁密码记录' }).locator('.list-card').first()).toContainText('有效');
});

test('on a phone the equipment tabs: doors list their devices, 智能门锁 opens the lock hub on its tab, a meter tab its meters', async ({
  page,
}) => {
  await login(page, PHONES.manager);
  await page.goto('/equipmentManage');
  await expect(page.getByRole('tab', { name: '门禁设备', selected: true })).toBeVisible();
  await expect(page.getByRole('list', { name: '门禁设备' }).locator('.list-card').first()).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('tab', { name: '智能门锁' }).click();
  await expect(page).toHaveURL(/\/shuiDianSuo\?devType=3$/);
  await expect(page.getByRole('tab', { name: '门锁', selected: true })).toBeVisible();
  await expect(page.getByRole('list', { name: '智能门锁' }).locator('.list-card').first()).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('tab', { name: '冷水表' }).click();
  await expect(page).toHaveURL(/devType=1$/);
  await expect(page.getByRole('list', { name: '冷水表' }).locator('.list-card').first()).toBeVisible({
    timeout: 15_000,
  });
  await page.reload();
  await expect(page.getByRole('tab', { name: '冷水表', selected: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/equipmentManage/);
});
