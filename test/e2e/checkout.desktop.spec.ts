import { expect, test } from '@playwright/test';
import { login, PHONES, tokenOf } from './helpers';

test('on desktop a manager checks a tenant out with a settlement that refunds the deposit and deducts a cleaning fee, then finds its ledger entries', async ({ page, request }) => {
  test.setTimeout(90_000);
  await login(page, PHONES.manager);
  const token = await tokenOf(page);
  const auth = { headers: { authorization: `Bearer ${token}` } };

  // A signed demo lease of 西城公寓 with nothing overdue: its paid deposit is refunded at check-out.
  const list = (await (await request.get('/api/leases?houseName=西城公寓&status=1&size=10&current=2', auth)).json()).data;
  const lease = list.records.find((r: any) => r.status === 1 && !r.overdueDays);
  expect(lease, 'the demo has a paid-up signed lease').toBeTruthy();
  const preview = (await (await request.get(`/api/checkout/preview?leaseId=${lease.leaseId}`, auth)).json()).data;
  const refunds = preview.costVos.filter((l: any) => l.refundStatus === 0).reduce((s: number, l: any) => s + l.cost, 0);
  const arrears = preview.costVos.filter((l: any) => l.refundStatus === 2).reduce((s: number, l: any) => s + l.cost, 0);
  expect(refunds).toBeGreaterThan(20_000 + arrears);

  await page.goto('/bookingList');
  await page.getByPlaceholder('租客姓名').fill(lease.tenant);
  await page.getByRole('button', { name: '查询' }).click();
  const row = page.locator('tr', { hasText: lease.houseName });
  await row.getByRole('button', { name: '退房' }).click();
  await page.locator('.adm-action-sheet-button-item', { hasText: '结算并退房' }).click();

  // The settlement: the preview's refund lines, one deduction, the payout way.
  await expect(page.getByLabel('退款')).toContainText('押金');
  await page.getByRole('button', { name: '添加扣款' }).click();
  await page.getByRole('textbox', { name: '扣款项目' }).fill('退房清洁费');
  await page.getByRole('textbox', { name: '扣款金额' }).fill('200');
  const paidBack = refunds - arrears - 20_000;
  const yuan = (fen: number) => `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(page.getByLabel('结算金额')).toContainText(`应退租客 ${yuan(paidBack)}`);
  // On a desktop the payout way is a drop-down list (the phone's wheel picker elsewhere): take the first way.
  await page.getByRole('combobox', { name: '付款途径' }).selectOption({ index: 1 });
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('确认结算')).toBeVisible();
  await page.getByRole('button', { name: '确认退房' }).click();
  await expect(page.getByText('退房成功')).toBeVisible();

  // The account view shows the settlement and the ledger entries it wrote.
  await page.goto(`/accountDetail?leaseId=${lease.leaseId}`);
  const ledger = page.getByLabel('结算流水');
  await expect(ledger).toBeVisible();
  await expect(ledger).toContainText('退房清洁费');
  await expect(ledger).toContainText('+¥200.00');
  await expect(ledger).toContainText('押金退还');
  await expect(page.getByRole('button', { name: '批量收款' })).toHaveCount(0);

  // The room is vacant again on the board.
  const board = (await (await request.get(`/api/board/houses`, auth)).json()).data;
  const tile = board.apartments.flatMap((a: any) => a.floors.flatMap((f: any) => f.houses)).find((h: any) => h.houseId === lease.houseId);
  expect(tile.houseStatus[0].statusCode).toBe(0);
});

test('on desktop the settlement of a lease past its end shows every line with its working and an overstay charge the operator edits with a reason', async ({ page, request }) => {
  test.setTimeout(90_000);
  await login(page, PHONES.boss);
  const auth = { headers: { authorization: `Bearer ${await tokenOf(page)}` } };
  // A signed demo lease past its end (tab 3 已到期).
  const list = (await (await request.get('/api/leases?tab=3&size=10&current=1', auth)).json()).data;
  const lease = list.records.find((r: any) => r.status === 1);
  expect(lease, 'the demo has a lease past its end').toBeTruthy();
  const preview = (await (await request.get(`/api/checkout/preview?leaseId=${lease.leaseId}`, auth)).json()).data;
  const over = preview.costVos.find((l: any) => l.kind === 'overstay');
  expect(over, 'the preview charges the overstay').toBeTruthy();

  await page.goto('/bookingList');
  await page.getByPlaceholder('租客姓名').fill(lease.tenant);
  await page.getByRole('button', { name: '查询' }).click();
  await page.locator('tr', { hasText: lease.houseName }).getByRole('button', { name: '退房' }).click();
  await page.locator('.adm-action-sheet-button-item', { hasText: '结算并退房' }).click();

  // Every line shows how it was reached, before anything is confirmed.
  const arrears = page.getByLabel('欠款');
  await expect(arrears).toContainText('超期占用费');
  await expect(arrears).toContainText(over.working);
  await expect(arrears).toContainText('× 3倍');
  for (const l of preview.costVos) await expect(page.getByText(l.working, { exact: true }).first()).toBeVisible();

  // The operator lowers the charge: a reason is required.
  await arrears.getByRole('button', { name: '修改金额' }).click();
  await page.getByRole('textbox', { name: '超期占用费金额' }).fill('10');
  await expect(arrears).toContainText('按合同应收');
  await page.getByRole('textbox', { name: '修改原因' }).fill('与租客协商减免');
  const totals = (await (await request.get(`/api/checkout/preview?leaseId=${lease.leaseId}`, auth)).json()).data;
  const refunds = totals.refundTotal;
  const others = totals.arrearsTotal - over.cost;
  const balance = others + 1000 - refunds;
  const yuan = (fen: number) => `¥${(Math.abs(fen) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(page.getByLabel('结算金额')).toContainText(balance > 0 ? `租客仍需支付 ${yuan(balance)}` : `应退租客 ${yuan(balance)}`);
  await page.screenshot({ path: 'test-results/checkout-overstay-desktop.png', fullPage: true });
  if (balance > 0) {
    await page.getByRole('textbox', { name: '坏账金额' }).fill((balance / 100).toFixed(2));
  } else if (balance < 0) {
    await page.getByRole('combobox', { name: '付款途径' }).selectOption({ index: 1 });
  }
  await page.getByRole('button', { name: '下一步' }).click();
  const warn = page.getByRole('button', { name: '确认无误' });
  if (await warn.isVisible().catch(() => false)) await warn.click();
  await page.getByRole('button', { name: '确认退房' }).click();
  await expect(page.getByText('退房成功')).toBeVisible();

  const read = (await (await request.get(`/api/checkout?leaseId=${lease.leaseId}`, auth)).json()).data;
  expect(read.bills.find((l: any) => l.kind === 'overstay')).toMatchObject({ cost: 1000, computedCost: over.cost, reason: '与租客协商减免' });
  // The account view shows the stored amount and reason afterwards.
  await page.goto(`/accountDetail?leaseId=${lease.leaseId}`);
  await expect(page.getByText('与租客协商减免').first()).toBeVisible();
});

test('on desktop arrears are collected from the settlement screen after 退房不结算, and only the rest can become bad debt', async ({ page, request }) => {
  test.setTimeout(90_000);
  await login(page, PHONES.boss);
  const auth = { headers: { authorization: `Bearer ${await tokenOf(page)}`, 'content-type': 'application/json' } };
  // A signed demo lease in arrears, checked out without settlement.
  const list = (await (await request.get('/api/leases?status=1&size=50&current=1', auth)).json()).data;
  const lease = list.records.find((r: any) => r.status === 1 && r.overdueDays > 0);
  expect(lease, 'the demo has a lease in arrears').toBeTruthy();
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const out = await request.post('/api/checkout', { ...auth, data: { leaseId: lease.leaseId, withSettlement: false, usableDate: today, isSend: false } });
  expect(out.status()).toBe(200);
  const before = (await (await request.get(`/api/checkout/preview?leaseId=${lease.leaseId}`, auth)).json()).data;
  const first = before.costVos.find((l: any) => l.refundStatus === 2 && l.billsDetailId);
  expect(first).toBeTruthy();

  await page.goto('/bookingList');
  await page.getByPlaceholder('租客姓名').fill(lease.tenant);
  await page.getByRole('button', { name: '查询' }).click();
  await page.locator('tr', { hasText: lease.houseName }).getByRole('button', { name: '结算' }).click();
  const arrears = page.getByLabel('欠款');
  await expect(arrears).toContainText(first.working);
  await arrears.getByRole('button', { name: '收款' }).first().click();
  await page.getByRole('combobox', { name: '收款方式' }).selectOption({ label: '现金' });
  await page.getByRole('button', { name: '确认收款' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(arrears).not.toContainText(first.working);
  const after = (await (await request.get(`/api/checkout/preview?leaseId=${lease.leaseId}`, auth)).json()).data;
  expect(after.arrearsTotal).toBe(before.arrearsTotal - first.cost);
  expect(after.maxBadDebt).toBe(Math.max(0, before.maxBadDebt - first.cost));
  await page.screenshot({ path: 'test-results/checkout-collect-desktop.png', fullPage: true });
});
