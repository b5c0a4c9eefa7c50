import { expect, test } from '@playwright/test';
import { login, PHONES, tokenOf } from './helpers';
import { BILL_PAY } from '../../sync/rules/bills/bill-status';

test('on desktop the meter table asks for rooms first, then bills a leased room following its billing cycle, once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await login(page, PHONES.manager);
  const auth = { headers: { authorization: `Bearer ${await tokenOf(page)}` } };
  await page.goto('/meterReading');
  const generate = page.getByRole('button', { name: '生成账单' });
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible({ timeout: 20_000 });

  // Nothing ticked: the §5 message.
  await generate.click();
  await expect(page.getByText('请勾选您要生成账单的房间')).toBeVisible();

  // Tick a leased room of the table's last page (the top floors: the phone walk test reads the lower ones at the same
  // time) with usage to bill.
  const apartments = (await (await request.get('/api/houses/apartments', auth)).json()).data;
  const east = (apartments.records ?? apartments).find((a: any) => a.name === '东湖公寓');
  const pages = (await (await request.get(`/api/meters?apartmentId=${east.apartmentId}&current=1`, auth)).json()).data
    .pages as number;
  const lastPage = (
    await (await request.get(`/api/meters?apartmentId=${east.apartmentId}&current=${pages}`, auth)).json()
  ).data.records.map((r: any) => r.houseId);
  for (let p = 2; p <= pages; p++) {
    await page.getByRole('button', { name: '下一页' }).click();
    await expect(page.getByRole('button', { name: `第 ${p} 页` })).toHaveAttribute('aria-current', 'page');
  }
  const items = (await (await request.get(`/api/meter-bills/items?apartmentId=${east.apartmentId}`, auth)).json()).data;
  const room = items.find((r: any) => lastPage.includes(r.houseId) && r.meters.some((m: any) => m.usage > 0));
  expect(room, 'a leased room with usage on the last page').toBeTruthy();
  const billable = room.meters.filter((m: any) => m.usage > 0);
  await page.getByLabel(`选择${room.houseNumber}`).click();
  await generate.click();
  // A meter with zero usage asks first (§5).
  if (billable.length < room.meters.length)
    await page
      .getByRole('dialog')
      .filter({ hasText: '有表用量为0，是否继续' })
      .getByRole('button', { name: '继续' })
      .click();
  const sheet = page.locator('.adm-popup-body:visible, .adm-center-popup-body:visible').filter({ hasText: '生成方式' });
  await expect(sheet).toContainText(`共 ${room.meters.length} 块表`);
  await sheet.getByText('跟随账单周期').click();
  await sheet.getByRole('button', { name: '生成账单' }).click();
  await expect(page.getByText('生成账单成功')).toBeVisible();

  // One utility bill per meter with usage on the lease's account, and the readings are not billed twice.
  const plans = (await (await request.get(`/api/bills/plans?leaseId=${room.leaseId}`, auth)).json()).data;
  const utility = plans.billPlans
    .flatMap((s: any) => s.bills)
    .filter((b: any) => b.billsType === 3 && b.payStatus === BILL_PAY.unpaid);
  const item: Record<number, string> = { 1: '水费', 2: '电费', 4: '热水费' };
  for (const m of billable) expect(utility.map((b: any) => b.costName)).toContain(item[m.devType]);
  const again = (await (await request.get(`/api/meter-bills/items?apartmentId=${east.apartmentId}`, auth)).json()).data;
  expect(again.find((r: any) => r.houseId === room.houseId).meters.every((m: any) => m.usage === 0)).toBe(true);
});
