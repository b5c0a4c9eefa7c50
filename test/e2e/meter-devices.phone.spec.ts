import { expect, test, type Page } from '@playwright/test';
import { ulid } from 'ulid';
import { login, PHONES, tokenOf } from './helpers';
import { simulatedState } from '../../api/meters/connector/simulator';

/**
 * Issue 18 point 6 on a phone (390×844): the meter tabs as cards, 添加智能表 in a bottom sheet with the phone's
 * pickers, 读数 and 断电 on a card, 换表, and 待复核 with 确认; staff see their project (东湖) only.
 */
const card = (page: Page, list: string, text: string) =>
  page.getByRole('list', { name: list }).locator('.list-card', { hasText: text });

async function api(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const r = await page.request.fetch(path, { method, headers, data });
  return (await r.json()).data;
}

function onlineSerial(prefix: string) {
  for (let i = 1; ; i++) if (simulatedState(`${prefix}-${i}`) === 'online') return `${prefix}-${i}`;
}

test('on a phone staff add a smart electricity meter in a bottom sheet, read it and cut its power', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await login(page, PHONES.staff);
  const serial = onlineSerial(`E2E-ELEC-${Date.now() % 100000}`);
  await page.goto('/shuiDianSuo?devType=2');
  await expect(page.getByRole('list', { name: '电表' }).locator('.list-card').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('table')).toHaveCount(0);
  await expect(page.getByText('西城公寓')).toHaveCount(0);

  await page.getByRole('button', { name: '添加智能表' }).click();
  const add = page.getByRole('dialog', { name: '添加智能电表' });
  await add.getByRole('textbox', { name: '设备标识', exact: true }).fill(serial);
  await add.getByRole('button', { name: '选择公寓' }).click();
  await page.locator('.adm-picker-header-button:visible', { hasText: '确定' }).click();
  await expect(add.getByRole('button', { name: '选择公寓' })).toHaveText(/东湖公寓/);
  await add.getByRole('button', { name: '添加', exact: true }).click();
  await expect(add.getByRole('alert')).toHaveText('请选择网关');
  await add.getByRole('button', { name: '选择网关' }).click();
  // The apartment's picker may still be closing: the gateway's is the last one.
  await page.locator('.adm-picker-header-button:visible', { hasText: '确定' }).last().click();
  await expect(add.getByRole('button', { name: '选择网关' })).toHaveText(/东湖1号网关/);
  const room = add.locator('.list-card', { hasText: '未安装' }).first();
  const houseNumber = (await room.locator('.list-card-title').innerText()).trim();
  await add.getByLabel(`选择${houseNumber}`).check();
  await add.getByRole('button', { name: '添加', exact: true }).click();
  await expect(page.getByText('添加成功')).toBeVisible();

  await page.goto(`/shuiDianSuo?devType=2&sn=${serial}`);
  const meter = card(page, '电表', serial);
  await expect(meter).toContainText(`东湖公寓 ${houseNumber}`, { timeout: 15_000 });
  await expect(meter).toContainText('在线');
  await meter.getByRole('button', { name: '读数' }).click();
  await expect(page.getByRole('dialog').locator('.meter-read-now strong')).toHaveText(/^\d+\.\d{2} 度$/);
  await page.getByRole('button', { name: '知道了' }).click();

  await meter.getByRole('button', { name: '断电' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '确定要断开该电表的电源吗' });
  await expect(confirm).toContainText(houseNumber);
  await confirm.getByRole('button', { name: '断电' }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(meter).toContainText('已断电');
  await expect(meter.getByRole('button', { name: '通电' })).toBeVisible();
});

test('on a phone the boss replaces a hot-water meter and confirms a reading under review', async ({ page }) => {
  test.setTimeout(60_000);
  await login(page, PHONES.boss);
  const list = await api(page, 'GET', '/api/meter-devices?devType=4&size=100');
  const read = list.records.filter((m: { total: number | null; isRent: number }) => m.total !== null);
  // The meter replaced: a rented room's, with usage not billed yet (the swap bills it to the tenant at once).
  const items = await api(page, 'GET', `/api/meter-bills/items?apartmentId=${read[0].apartmentId}`);
  const unbilled = new Map<string, number>();
  for (const room of items)
    for (const m of room.meters) if (m.devType === 4 && m.usage > 0) unbilled.set(m.meterId, m.usage);
  const target = read.find((m: { meterId: string }) => unbilled.has(m.meterId));
  // The meter flagged: one read above where its next bill starts, so a slightly lower reading may be accepted (a
  // reading below one already billed is refused).
  const table = await api(page, 'GET', `/api/meters?apartmentId=${read[0].apartmentId}&size=100`);
  const open = new Set<string>();
  for (const room of table.records)
    for (const m of room.handwritten) if (m.devType === 4 && m.nowNum - m.lastNum > 10) open.add(m.meterId);
  const flaggedOn = read.find((m: { meterId: string }) => m.meterId !== target.meterId && open.has(m.meterId));
  // A reading below the meter's last one, as a phone's walk would send it: flagged 待复核.
  const low = flaggedOn.total - 10;
  await api(page, 'POST', '/api/meters/readings', { readingId: ulid(), meterId: flaggedOn.meterId, value: low });

  await page.goto(`/shuiDianSuo?devType=4&name=${encodeURIComponent(target.name)}&apartmentId=${target.apartmentId}`);
  const row = card(page, '热水表', target.name);
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.getByRole('button', { name: '换表' }).click();
  const swap = page.getByRole('dialog', { name: /^换表/ });
  await swap.getByRole('textbox', { name: '新表起始读数' }).fill('3');
  await swap.getByRole('button', { name: '换表', exact: true }).click();
  await expect(page.getByText('换表成功')).toBeVisible();
  const settled = page.getByRole('dialog').filter({ hasText: '旧表已结算' });
  await expect(settled).toContainText(`旧表用量 ${(unbilled.get(target.meterId)! / 100).toFixed(2)} 吨，已生成账单`);
  await settled.getByRole('button', { name: '知道了' }).click();
  await expect(row).toContainText('3.00');

  await page.getByRole('button', { name: '待复核' }).click();
  const reviews = page.getByRole('dialog', { name: '待复核 · 热水表' });
  const line = reviews.locator('.list-card', { hasText: flaggedOn.houseNumber });
  await expect(line).toContainText((low / 100).toFixed(2));
  await line.getByRole('button', { name: '确认' }).click();
  await page.getByRole('dialog').filter({ hasText: '确认该读数有效吗' }).getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(reviews.locator('.list-card', { hasText: flaggedOn.houseNumber })).toHaveCount(0);
  const after = await api(page, 'GET', `/api/meter-devices?devType=4&size=100&apartmentId=${flaggedOn.apartmentId}`);
  expect(after.records.find((m: { meterId: string }) => m.meterId === flaggedOn.meterId).total).toBe(low);
});
