import { expect, test, type Page } from '@playwright/test';
import { login, PHONES, tokenOf } from './helpers';
import { simulatedState } from '../../api/meters/connector/simulator';

/** Reads the API as the signed-in user of the page. */
async function api(page: Page, path: string) {
  const r = await page.request.get(path, { headers: { authorization: `Bearer ${await tokenOf(page)}` } });
  return (await r.json()).data;
}

/** A fresh serial the meter simulator answers for (its deterministic buckets). */
function onlineSerial(prefix: string) {
  for (let i = 1; ; i++) if (simulatedState(`${prefix}-${i}`) === 'online') return `${prefix}-${i}`;
}

/** The meter tab filtered by one identifier (or name, the other cleared), through its filter bar: its one row. */
async function filterOne(page: Page, field: '设备标识' | '设备名称', text: string) {
  const bar = page.locator('.filter-bar');
  await bar.getByPlaceholder(field === '设备标识' ? '设备名称' : '设备标识').fill('');
  await bar.getByPlaceholder(field).fill(text);
  await bar.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('共 1 条')).toBeVisible();
  return page.locator('tbody tr').first();
}

const sheet = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });

test('on a desktop the boss adds a smart cold-water meter (one room exactly), reads it now and removes the device', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await login(page, PHONES.boss);
  const serial = onlineSerial(`E2E-COLD-${Date.now() % 100000}`);
  await page.goto('/shuiDianSuo?devType=1');
  await expect(page.getByRole('tab', { name: '冷水表', selected: true })).toBeVisible();
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('columnheader', { name: '读数' })).toBeVisible();
  // The sheet starts on the filter's apartment.
  await page.locator('.filter-bar').getByLabel('选择公寓').selectOption({ label: '东湖公寓' });
  await page.locator('.filter-bar').getByRole('button', { name: '查询' }).click();

  await page.getByRole('button', { name: '添加智能表' }).click();
  const add = sheet(page, '添加智能冷水表');
  const confirm = add.getByRole('button', { name: '添加', exact: true });
  await confirm.click();
  await expect(add.getByRole('alert')).toHaveText('请输入设备标识');
  await add.getByRole('textbox', { name: '设备标识' }).fill(serial);
  await confirm.click();
  await expect(add.getByRole('alert')).toHaveText('请选择网关');
  await add.getByLabel('选择网关').selectOption({ label: '东湖1号网关' });
  await confirm.click();
  await expect(add.getByRole('alert')).toHaveText('请选择房间');
  // Two rooms are refused in the form (§5), one goes.
  const free = add.locator('tbody tr').filter({ hasText: '未安装' });
  const [first, second] = [
    await free.nth(0).locator('td').nth(1).innerText(),
    await free.nth(1).locator('td').nth(1).innerText(),
  ];
  await add.getByLabel(`选择${first}`).check();
  await add.getByLabel(`选择${second}`).check();
  await confirm.click();
  await expect(add.getByRole('alert')).toHaveText('只能选择一个房间');
  await add.getByLabel(`选择${second}`).uncheck();
  await add.getByRole('textbox', { name: '设备名称' }).fill(`${first}智能水表`);
  await confirm.click();
  await expect(page.getByText('添加成功')).toBeVisible();
  await expect(add).toHaveCount(0);

  const row = await filterOne(page, '设备标识', serial);
  await expect(row).toContainText(`东湖公寓 ${first}`);
  await expect(row).toContainText('智能');
  await expect(row).toContainText('东湖1号网关');
  await expect(row.getByText('在线')).toBeVisible();

  // 读数: the meter answers now; the dialog shows the reading with two decimals and the row follows.
  await row.getByRole('button', { name: '读数' }).click();
  const shown = page.getByRole('dialog').locator('.meter-read-now strong');
  await expect(shown).toHaveText(/^\d+\.\d{2} 吨$/);
  const value = (await shown.innerText()).split(' ')[0]!;
  await page.getByRole('button', { name: '知道了' }).click();
  await expect(row).toContainText(value);

  // 删除设备 asks first; the meter is manual again and keeps its reading.
  await row.getByRole('button', { name: '删除设备' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
  await expect(page.getByText('已取消')).toBeVisible();
  await row.getByRole('button', { name: '删除设备' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  const manual = await filterOne(page, '设备名称', `${first}智能水表`);
  await expect(manual).toContainText('手工抄表');
  await expect(manual).toContainText(value);
});

test('on a desktop the manager cuts an electricity meter’s power, replaces a meter and settles a reading under review', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await login(page, PHONES.manager);
  const meters = await api(page, '/api/meter-devices?devType=2&size=100');
  const smart = meters.records.find(
    // A demo meter of 西城 (the phone's test adds and cuts off meters of 东湖 meanwhile).
    (m: { isAuto: number; devSn: string }) => m.devSn.startsWith('SIM-XC-') && simulatedState(m.devSn) === 'online',
  );
  await page.goto('/shuiDianSuo?devType=2');
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible({ timeout: 15_000 });
  await page.locator('.filter-bar').getByLabel('选择公寓').selectOption({ label: smart.apartmentName });
  const row = await filterOne(page, '设备标识', smart.devSn);
  await expect(row).toContainText('通电');

  // 断电 asks first, then the meter is cut off; 通电 brings it back.
  await row.getByRole('button', { name: '断电' }).click();
  await expect(page.getByRole('dialog')).toContainText('确定要断开该电表的电源吗');
  await page.getByRole('dialog').getByRole('button', { name: '断电' }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(row).toContainText('已断电');
  await row.getByRole('button', { name: '通电' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '通电' }).click();
  await expect(row.getByRole('button', { name: '断电' })).toBeVisible();

  // 换表: the new manual meter starts at 12.50.
  await row.getByRole('button', { name: '换表' }).click();
  const swap = sheet(page, /^换表/);
  await swap.getByRole('textbox', { name: '新表起始读数' }).fill('');
  await swap.getByRole('button', { name: '换表', exact: true }).click();
  await expect(swap.getByRole('alert')).toHaveText('请输入新表起始读数');
  await swap.getByRole('textbox', { name: '新表起始读数' }).fill('12.5');
  await swap.getByRole('button', { name: '换表', exact: true }).click();
  await expect(page.getByText('换表成功')).toBeVisible();
  const name = smart.name as string;
  const after = await filterOne(page, '设备名称', name);
  await expect(after).toContainText('12.50');
  await expect(after).toContainText('手工抄表');

  // 待复核: the demo's reading below the last one, rejected after a confirm.
  const reviews = await api(page, '/api/meter-devices/reviews?size=100');
  const flagged = reviews.records[0];
  expect(flagged, 'a demo reading waiting for review').toBeTruthy();
  const tab = { 1: '冷水表', 2: '电表', 4: '热水表' }[flagged.devType as 1 | 2 | 4];
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('button', { name: '待复核' }).click();
  const list = sheet(page, `待复核 · ${tab}`);
  const line = list.locator('tbody tr', { hasText: flagged.houseNumber });
  await expect(line).toContainText((flagged.value / 100).toFixed(2));
  await line.getByRole('button', { name: '作废' }).click();
  await page.getByRole('dialog').filter({ hasText: '确定作废该读数吗' }).getByRole('button', { name: '作废' }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(list.locator('tbody tr', { hasText: flagged.houseNumber })).toHaveCount(0);
});
