import { expect, test } from '@playwright/test';
import { login, PHONES, tokenOf } from './helpers';

test('on desktop the meter table asks for rooms first, then bills a leased room following its billing cycle, once', async ({ page, request }) => {
  test.setTimeout(90_000);
  await login(page, PHONES.manager);
  const auth = { headers: { authorization: `Bearer ${await tokenOf(page)}` } };
  await page.goto('/meterReading');
  const generate = page.getByRole('button', { name: '生成账单' });
  await expect(page.getByText(/共 \d+ 间/)).toBeVisible({ timeout: 20_000 });

  // Nothing ticked: the §5 message.
  await generate.click();
  await expect(page.getByText('请勾选您要生成账单的房间')).toBeVisible();

  // Tick the first room of 东湖公寓 that has a lease and billable usage on every meter.
  const apartments = (await (await request.get('/api/houses/apartments', auth)).json()).data;
  const east = (apartments.records ?? apartments).find((a: any) => a.name === '东湖公寓');
  const items = (await (await request.get(`/api/meter-bills/items?apartmentId=${east.apartmentId}`, auth)).json()).data;
  const room = items.find((r: any) => r.floor === 1 && r.meters.length === 3 && r.meters.every((m: any) => m.usage > 0));
  expect(room, 'a leased first-floor room with usage').toBeTruthy();
  await page.getByLabel(`选择${room.houseNumber}`).click();
  await generate.click();
  const sheet = page.locator('.adm-popup-body:visible, .adm-center-popup-body:visible').filter({ hasText: '生成方式' });
  await expect(sheet).toContainText('共 3 块表');
  await sheet.getByText('跟随账单周期').click();
  await sheet.getByRole('button', { name: '生成账单' }).click();
  await expect(page.getByText('生成账单成功')).toBeVisible();

  // Three utility bills on the lease's account, and the readings are not billed twice.
  const plans = (await (await request.get(`/api/bills/plans?leaseId=${room.leaseId}`, auth)).json()).data;
  const utility = plans.billPlans.flatMap((s: any) => s.bills).filter((b: any) => b.billsType === 3);
  expect(utility.map((b: any) => b.costName).sort()).toEqual(['水费', '热水费', '电费'].sort());
  const again = (await (await request.get(`/api/meter-bills/items?apartmentId=${east.apartmentId}`, auth)).json()).data;
  expect(again.find((r: any) => r.houseId === room.houseId).meters.every((m: any) => m.usage === 0)).toBe(true);
});
