import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { login, PHONES } from './helpers';

/**
 * Issue 18 point 2 on a desktop: /equipmentManage tabs 1 and 3 (the door-access devices, their dialogs with the
 * required fields of each kind, remote opening, delete with a confirm) and /WECBlist (gateways, their devices, a
 * gateway with devices cannot go).
 */
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const row = (page: Page, text: string) => page.locator('tbody tr', { hasText: text });

/** Presses 添加 / 保存 and expects the form's message. */
async function refused(sheet: Locator, button: string, msg: string) {
  await sheet.getByRole('button', { name: button, exact: true }).click();
  await expect(sheet.getByRole('alert')).toHaveText(msg);
}

test('the boss adds a controller and an intercom with their required fields, edits, opens and deletes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await login(page, PHONES.boss);
  await page.goto('/equipmentManage');
  await expect(page.getByRole('tab', { name: '门禁设备', selected: true })).toBeVisible();
  // Both apartments' controllers: 西城's behind its offline gateway shows offline.
  await expect(row(page, 'DC-DH-1')).toContainText('在线', { timeout: 15_000 });
  await expect(row(page, 'DC-XC-1')).toContainText('离线');
  await expect(row(page, 'DC-DH-1')).toContainText('NCU-DH-1');

  // 导出: the tab's devices with every column but the passwords.
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出' }).click()]);
  expect(file.suggestedFilename()).toMatch(/^门禁设备-\d{8}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual(
    expect.arrayContaining(['名称', '在线', '序列号', '控制器序列号', '前端设备编号', '房间', '网关']),
  );
  expect(header).not.toContain('操作密码');
  expect(sheet.rowCount).toBe(4);

  // A controller: each required field is asked for in turn, before anything is sent.
  await page.getByRole('button', { name: '添加设备' }).click();
  const add = dialog(page, '添加设备');
  await refused(add, '添加', '请先选择公寓');
  await add.getByLabel('选择公寓').selectOption({ label: '东湖公寓' });
  await refused(add, '添加', '请输入设备序列号');
  await add.getByRole('textbox', { name: '设备序列号', exact: true }).fill('DC-E2E-1');
  await refused(add, '添加', '请输入设备名称');
  await add.getByRole('textbox', { name: '设备名称', exact: true }).fill('侧门门禁');
  await refused(add, '添加', '请输入控制器序列号');
  await add.getByRole('textbox', { name: '控制器序列号', exact: true }).fill('NCU-E2E-1');
  await refused(add, '添加', '请输入网络控制器序列号');
  await add.getByRole('textbox', { name: '网络控制器序列号', exact: true }).fill('NET-E2E-1');
  await add.getByRole('textbox', { name: '门禁主机号', exact: true }).fill('E2E01');
  await add.getByLabel('选择网关').selectOption({ label: '东湖1号网关' });
  await add.getByRole('button', { name: '添加', exact: true }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  await expect(add).toHaveCount(0);
  await expect(row(page, 'DC-E2E-1')).toContainText('侧门门禁');
  await expect(row(page, 'DC-E2E-1')).toContainText('东湖1号网关');

  // A serial already used is the server's refusal, shown in the form.
  await page.getByRole('button', { name: '添加设备' }).click();
  await add.getByText('对讲机', { exact: true }).click();
  await add.getByLabel('选择公寓').selectOption({ label: '东湖公寓' });
  await add.getByRole('textbox', { name: '设备序列号', exact: true }).fill('DC-E2E-1');
  await add.getByRole('textbox', { name: '设备名称', exact: true }).fill('302对讲');
  await refused(add, '添加', '请选择房间');
  // 全选 ticks a whole page: an intercom has one room.
  await add.getByLabel('全选').check();
  await refused(add, '添加', '只能选择一个房间');
  await add.getByLabel('全选').uncheck();
  await add.getByRole('checkbox', { name: /^选择/ }).nth(1).check();
  await refused(add, '添加', '请输入操作密码');
  await add.getByRole('textbox', { name: '操作密码', exact: true }).fill('12');
  await refused(add, '添加', '操作密码为4至12位数字');
  await add.getByRole('textbox', { name: '操作密码', exact: true }).fill('13579');
  await refused(add, '添加', '设备序列号已存在');
  await add.getByRole('textbox', { name: '设备序列号', exact: true }).fill('IC-E2E-1');
  await add.getByRole('button', { name: '添加', exact: true }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  // Its password is masked until 显示.
  const intercom = row(page, 'IC-E2E-1');
  await expect(intercom).toContainText('对讲机');
  await expect(intercom).not.toContainText('13579');
  await intercom.getByRole('button', { name: '显示302对讲操作密码' }).click();
  await expect(intercom).toContainText('13579');

  // 编辑: the kind's fields are checked again; the serial stays.
  await row(page, 'DC-E2E-1').getByRole('button', { name: '编辑' }).click();
  const edit = dialog(page, /^编辑设备/);
  await expect(edit).toContainText('DC-E2E-1');
  await edit.getByRole('textbox', { name: '控制器序列号', exact: true }).fill('');
  await refused(edit, '保存', '请输入控制器序列号');
  await edit.getByRole('textbox', { name: '控制器序列号', exact: true }).fill('NCU-E2E-2');
  await edit.getByRole('textbox', { name: '设备名称', exact: true }).fill('侧门门禁B');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(row(page, 'DC-E2E-1')).toContainText('侧门门禁B');
  await expect(row(page, 'DC-E2E-1')).toContainText('NCU-E2E-2');

  // 远程开门: 东湖's door opens; 西城's is behind an offline gateway.
  await row(page, 'DC-DH-1').getByRole('button', { name: '远程开门' }).click();
  await expect(page.getByText('开门成功')).toBeVisible();
  await row(page, 'DC-XC-1').getByRole('button', { name: '远程开门' }).click();
  await expect(page.getByText('设备离线，请稍后重试')).toBeVisible();

  // 删除 names the device and asks first.
  for (const sn of ['DC-E2E-1', 'IC-E2E-1']) {
    await row(page, sn).getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确定要删除该设备吗？' });
    await expect(confirm).toContainText(sn);
    if (sn === 'DC-E2E-1') {
      await confirm.getByRole('button', { name: '取消' }).click();
      await expect(page.getByText('已取消')).toBeVisible();
      await expect(row(page, sn)).toHaveCount(1);
      await row(page, sn).getByRole('button', { name: '删除' }).click();
    }
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await expect(page.getByText('删除成功').first()).toBeVisible();
    await expect(row(page, sn)).toHaveCount(0);
  }
});

test('the door unit tab: a unit needs its type, an IP video unit shows its connection, filters by master number', async ({
  page,
}) => {
  await login(page, PHONES.boss);
  await page.goto('/equipmentManage');
  await page.getByRole('tab', { name: '全屏门口机' }).click();
  await expect(page).toHaveURL(/tab=3/);
  await expect(row(page, 'DU-XC-2')).toContainText('已连接', { timeout: 15_000 });
  await expect(row(page, 'DU-DH-1')).toContainText('楼栋门口机');
  await expect(page.locator('tbody tr', { hasText: 'DC-DH-1' })).toHaveCount(0);

  await page.getByRole('button', { name: '添加设备' }).click();
  const add = dialog(page, '添加设备');
  await add.getByText('IP可视门口机', { exact: true }).click();
  await add.getByLabel('选择公寓').selectOption({ label: '西城公寓' });
  await add.getByRole('textbox', { name: '设备序列号', exact: true }).fill('DU-E2E-9');
  await add.getByRole('textbox', { name: '设备名称', exact: true }).fill('北门围墙机');
  await refused(add, '添加', '请选择门口机类型');
  await add.getByText('围墙机', { exact: true }).click();
  await add.getByRole('textbox', { name: '门禁主机号', exact: true }).fill('E2E-NORTH');
  await add.getByRole('textbox', { name: '登录名', exact: true }).fill('north');
  await add.getByRole('button', { name: '添加', exact: true }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  await expect(row(page, 'DU-E2E-9')).toContainText('围墙机');

  // The 门禁主机号 filter finds it alone.
  const bar = page.locator('.filter-bar');
  await bar.getByPlaceholder('门禁主机号').fill('E2E-NORTH');
  await bar.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(row(page, 'DU-E2E-9')).toBeVisible();

  // A link to a meter tab of the equipment screen opens the meter hub there.
  await page.goto('/equipmentManage?tab=102');
  await expect(page).toHaveURL(/\/shuiDianSuo\?devType=2$/);
});

test('gateways: 西城 offline with its devices, a gateway with devices cannot go, add, rename and delete one', async ({
  page,
}) => {
  await login(page, PHONES.boss);
  await page.goto('/equipmentManage');
  await page.getByRole('button', { name: '网关', exact: true }).click();
  await expect(page).toHaveURL(/\/WECBlist$/);
  await expect(row(page, 'GW-DH-1')).toContainText('在线', { timeout: 15_000 });
  const west = row(page, 'GW-XC-1');
  await expect(west).toContainText('离线');
  await expect(west).toContainText('西城公寓');

  await west.getByRole('button', { name: '设备' }).click();
  const devices = dialog(page, '西城1号网关 的设备');
  await expect(devices.locator('.adm-list-item', { hasText: 'DC-XC-1' })).toContainText('离线');
  await devices.getByRole('button', { name: '关闭' }).click();

  await west.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('网关下还有设备，请先移除设备')).toBeVisible();
  await expect(west).toHaveCount(1);

  await page.getByRole('button', { name: '添加网关' }).click();
  const add = dialog(page, '添加网关');
  await refused(add, '添加', '请先选择公寓');
  await add.getByLabel('选择公寓').selectOption({ label: '西城公寓' });
  await refused(add, '添加', '请输入网关名称');
  await add.getByRole('textbox', { name: '网关名称', exact: true }).fill('西城2号网关');
  await refused(add, '添加', '请输入网关序列号');
  await add.getByRole('textbox', { name: '网关序列号', exact: true }).fill('GW-E2E-2');
  await add.getByRole('button', { name: '添加', exact: true }).click();
  await expect(page.getByText('添加成功')).toBeVisible();

  await row(page, 'GW-E2E-2').getByRole('button', { name: '改名' }).click();
  const rename = dialog(page, /^改名/);
  await rename.getByRole('textbox', { name: '网关名称', exact: true }).fill('西城北门网关');
  await rename.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(row(page, 'GW-E2E-2')).toContainText('西城北门网关');
  await row(page, 'GW-E2E-2').getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: '确定要删除该网关吗？' })).toContainText('西城北门网关');
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(row(page, 'GW-E2E-2')).toHaveCount(0);

  // /WEClist (水电燃服务) is the same list.
  await page.goto('/WEClist');
  await expect(row(page, 'GW-XC-1')).toContainText('离线', { timeout: 15_000 });
});

test('staff see only 东湖’s door devices and gateways', async ({ page }) => {
  await login(page, PHONES.staff);
  await page.goto('/equipmentManage');
  await expect(row(page, 'DC-DH-1')).toBeVisible({ timeout: 15_000 });
  await expect(row(page, 'IC-DH-1')).toBeVisible();
  await expect(page.locator('tbody tr', { hasText: '西城' })).toHaveCount(0);
  await page.goto('/WECBlist');
  await expect(row(page, 'GW-DH-1')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('共 1 条')).toBeVisible();
});
