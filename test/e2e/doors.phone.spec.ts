import { expect, test, type Page } from '@playwright/test';
import { login, PHONES } from './helpers';

/**
 * Issue 18 point 2 on a phone (390×844): the door devices and gateways as cards (a card shows only its kind's
 * fields, under 参数), the dialogs as bottom sheets, remote opening, a door unit added and deleted, staff in 东湖.
 */
const card = (page: Page, list: string, text: string) =>
  page.getByRole('list', { name: list }).locator('.list-card', { hasText: text });

test('on a phone the door devices are cards: a kind’s own fields, a password shown on demand, remote open', async ({
  page,
}) => {
  await login(page, PHONES.boss);
  await page.goto('/equipmentManage');
  const controller = card(page, '门禁设备', 'DC-DH-1');
  await expect(controller).toContainText('NCU-DH-1', { timeout: 15_000 });
  await expect(page.locator('table')).toHaveCount(0);
  await expect(controller).not.toContainText('操作密码');
  const intercom = card(page, '门禁设备', 'IC-DH-1');
  await expect(intercom).not.toContainText('控制器序列号');
  await expect(intercom).not.toContainText('2580');
  await intercom.getByRole('button', { name: '显示室内对讲操作密码' }).click();
  await expect(intercom).toContainText('2580');
  await intercom.getByRole('button', { name: '隐藏室内对讲操作密码' }).click();
  await expect(intercom).not.toContainText('2580');

  await expect(card(page, '门禁设备', 'DC-XC-1')).toContainText('离线');
  await card(page, '门禁设备', 'DC-XC-1').getByRole('button', { name: '远程开门' }).click();
  await expect(page.getByText('设备离线，请稍后重试')).toBeVisible();
  await controller.getByRole('button', { name: '远程开门' }).click();
  await expect(page.getByText('开门成功')).toBeVisible();
});

test('on a phone a door unit is added in a bottom sheet (its type asked for) and deleted after a confirm', async ({
  page,
}) => {
  await login(page, PHONES.boss);
  await page.goto('/equipmentManage?tab=3');
  await expect(card(page, '全屏门口机', 'DU-DH-1')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: '添加设备' }).click();
  const add = page.getByRole('dialog', { name: '添加设备' });
  await expect
    .poll(async () => {
      const box = (await page.locator('.adm-popup-body.form-sheet').boundingBox())!;
      return [Math.round(box.x), Math.round(box.width)];
    })
    .toEqual([0, 390]);
  await add.getByRole('button', { name: '添加', exact: true }).click();
  await expect(add.getByRole('alert')).toHaveText('请先选择公寓');
  // The phone's apartment picker: its first apartment, 东湖公寓.
  await add.getByRole('button', { name: '选择公寓' }).click();
  await page.locator('.adm-picker-header-button:visible', { hasText: '确定' }).click();
  await expect(add.getByRole('button', { name: '选择公寓' })).toHaveText(/东湖公寓/);
  await add.getByRole('textbox', { name: '设备序列号', exact: true }).fill('DU-P-1');
  await add.getByRole('textbox', { name: '设备名称', exact: true }).fill('2号楼门口机');
  await add.getByRole('button', { name: '添加', exact: true }).click();
  await expect(add.getByRole('alert')).toHaveText('请选择门口机类型');
  await add.getByText('楼栋门口机', { exact: true }).click();
  await add.getByRole('button', { name: '添加', exact: true }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  const unit = card(page, '全屏门口机', 'DU-P-1');
  await expect(unit).toContainText('楼栋门口机');

  await unit.getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '确定要删除该设备吗？' });
  await expect(confirm).toContainText('2号楼门口机');
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(unit).toHaveCount(0);
});

test('on a phone the gateways are cards: 西城 offline, its devices in a bottom sheet', async ({ page }) => {
  await login(page, PHONES.boss);
  await page.goto('/WECBlist');
  const west = card(page, '网关', 'GW-XC-1');
  await expect(west).toContainText('离线', { timeout: 15_000 });
  await expect(card(page, '网关', 'GW-DH-1')).toContainText('在线');
  await west.getByRole('button', { name: '设备' }).click();
  const devices = page.getByRole('dialog', { name: '西城1号网关 的设备' });
  await expect(devices.locator('.adm-list-item', { hasText: '大门门禁' })).toContainText('DC-XC-1');
  const box = (await page.locator('.adm-popup-body.form-sheet').boundingBox())!;
  expect([Math.round(box.x), Math.round(box.width), Math.round(box.y + box.height)]).toEqual([0, 390, 844]);
});

test('on a phone staff see only 东湖’s door devices', async ({ page }) => {
  await login(page, PHONES.staff);
  await page.goto('/equipmentManage');
  await expect(card(page, '门禁设备', 'DC-DH-1')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('list', { name: '门禁设备' }).locator('.list-card', { hasText: '西城' })).toHaveCount(0);
  await expect(page.getByText('共 2 条')).toBeVisible();
});
