import { expect, test } from '@playwright/test';
import { appCachedForOffline, login, PHONES, tokenOf, syncedOnline } from './helpers';

const indicator = (page: import('@playwright/test').Page) => page.locator('button.sync-badge');

/** Types a reading ('1234.56') on the walk's keypad. */
async function typeReading(page: import('@playwright/test').Page, text: string) {
  const pad = page.getByRole('group', { name: '数字键盘' });
  for (const ch of text) await pad.getByRole('button', { name: ch === '.' ? '小数点' : ch, exact: true }).click();
}

test('on a phone with no network a manager reads 20 rooms in a row; after a reload and the network back, the server holds each reading once and bills them', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  await login(page, PHONES.manager);
  const token = await tokenOf(page);
  const auth = { headers: { authorization: `Bearer ${token}` } };

  // The cold-water meters of 东湖公寓 (the walk's first apartment) by room number, from the server.
  const apartments = (await (await request.get('/api/houses/apartments', auth)).json()).data;
  const east = (apartments.records ?? apartments).find((a: any) => a.name === '东湖公寓');
  const cold = new Map<string, { meterId: string; nowNum: number; leaseId: string | null; houseId: string }>();
  for (let current = 1; current <= 7; current++) {
    const page1 = (
      await (await request.get(`/api/meters?apartmentId=${east.apartmentId}&current=${current}`, auth)).json()
    ).data;
    for (const r of page1.records) {
      const m = r.handwritten.find((x: any) => x.devType === 1);
      cold.set(r.houseNumber, { meterId: m.meterId, nowNum: m.nowNum, leaseId: r.leaseId, houseId: r.houseId });
    }
    if (current >= page1.pages) break;
  }
  expect(cold.size).toBe(64);

  await page.goto('/meterReading');
  // The service worker must be ready before the network goes: it serves the reload offline.
  await appCachedForOffline(page);
  await syncedOnline(page, 20_000);
  await expect(page.locator('.meter-room-no')).toBeVisible({ timeout: 20_000 });
  await context.setOffline(true);
  await expect(indicator(page)).toHaveAttribute('aria-label', /离线/);

  // Twenty rooms in a row: type the cold-water reading (last + 1.50 吨), save and move on.
  const read: { houseNumber: string; meterId: string; value: number }[] = [];
  for (let i = 0; i < 20; i++) {
    const houseNumber = (await page.locator('.meter-room-no').textContent())!.trim();
    const meter = cold.get(houseNumber)!;
    expect(meter, `room ${houseNumber} is in 东湖公寓`).toBeTruthy();
    expect(
      read.some((r) => r.houseNumber === houseNumber),
      `room ${houseNumber} comes once`,
    ).toBe(false);
    await page.getByRole('button', { name: '冷水表' }).click();
    const value = (meter.nowNum ?? 0) + 150;
    await typeReading(page, (value / 100).toFixed(2));
    await expect(page.getByLabel('冷水本次读数')).toHaveText((value / 100).toFixed(2));
    await page.getByRole('button', { name: '保存并下一间' }).click();
    await expect(page.locator('.meter-room-no')).not.toHaveText(houseNumber);
    read.push({ houseNumber, meterId: meter.meterId, value });
  }
  await expect(indicator(page)).toHaveAttribute('aria-label', /离线，20 条待同步/);

  // A reload with no network keeps the 20 queued readings.
  await page.reload();
  await expect(indicator(page)).toHaveAttribute('aria-label', /离线，20 条待同步/, { timeout: 20_000 });

  await context.setOffline(false);
  await expect(indicator(page)).toHaveAttribute('aria-label', /在线，0 条待同步/, { timeout: 45_000 });

  // Each reading is on the server exactly once, and is now the meter's current reading.
  for (const r of read) {
    const history = (await (await request.get(`/api/meters/${r.meterId}/readings?size=50`, auth)).json()).data;
    expect(
      history.records.filter((x: any) => x.value === r.value),
      `room ${r.houseNumber}`,
    ).toHaveLength(1);
  }

  // Bill the read rooms that have a lease (cold water only) on a specified date, then find the bill on the account.
  const leased = read.map((r) => ({ ...r, ...cold.get(r.houseNumber)! })).filter((r) => r.leaseId);
  expect(leased.length).toBeGreaterThan(0);
  const items = (await (await request.get(`/api/meter-bills/items?apartmentId=${east.apartmentId}`, auth)).json()).data;
  const chosen = leased.map((r) => {
    const row = items.find((x: any) => x.houseId === r.houseId);
    const m = row.meters.find((x: any) => x.meterId === r.meterId);
    return {
      houseId: r.houseId,
      leaseId: row.leaseId,
      meterId: m.meterId,
      devType: 1,
      startNum: m.startNum,
      endNum: m.endNum,
    };
  });
  const payTime = new Date(Date.now() + 8 * 3_600_000 + 5 * 86_400_000).toISOString().slice(0, 10);
  const made = await request.post('/api/meter-bills', { ...auth, data: { createType: 1, payTime, items: chosen } });
  const body = await made.json();
  expect(made.status(), JSON.stringify(body)).toBe(200);
  expect(body.msg).toBe('生成账单成功');
  const again = await request.post('/api/meter-bills', { ...auth, data: { createType: 1, payTime, items: chosen } });
  expect((await again.json()).code).toBe(109);

  const first = leased[0]!;
  await page.goto(`/accountDetail?leaseId=${first.leaseId}`);
  const bill = body.data.bills.find((b: any) => b.meterId === first.meterId);
  const row = page.getByTestId(`bill-${bill.pkId}`);
  const stageHead = page.locator('.adm-collapse-panel-header', { hasText: `第${bill.stage}期` });
  await expect(stageHead).toBeVisible();
  if (!(await row.isVisible())) await stageHead.click();
  await expect(row).toContainText('水费');
  await expect(row).toContainText('未收款');
});

test('楼层总览 is the kit sheet (a dialog) of every floor; picking a room walks there', async ({ page }) => {
  await login(page, PHONES.manager);
  await page.goto('/meterReading');
  const roomNo = page.locator('.meter-room-no');
  await expect(roomNo).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: '楼层总览' }).click();
  const sheet = page.getByRole('dialog', { name: '楼层总览' });
  await expect(sheet).toBeVisible();
  await expect(sheet.locator('.meter-room-chip-here')).toHaveText((await roomNo.textContent())!.trim());
  const other = sheet.locator('.meter-room-chip:not(.meter-room-chip-here)').last();
  const number = (await other.textContent())!.trim();
  await other.click();
  await expect(sheet).toBeHidden();
  await expect(roomNo).toHaveText(number);
});
