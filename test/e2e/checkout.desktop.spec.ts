import { expect, test } from '@playwright/test';
import { login, PHONES, tokenOf } from './helpers';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { REFUND_STATUS } from '../../sync/rules/checkout/refund-status';
import { STATUS } from '../../sync/rules/board/board-status';
import { TENANT_ROOMS } from './tenant-phone';

test('on desktop a manager checks a tenant out with a settlement that refunds the deposit and deducts a cleaning fee, then finds its ledger entries', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await login(page, PHONES.manager);
  const token = await tokenOf(page);
  const auth = { headers: { authorization: `Bearer ${token}` } };

  // A signed demo lease of 西城公寓 with nothing overdue and not past its end (that owes an overstay charge): its paid
  // deposit is refunded at check-out.
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const list = (await (await request.get('/api/leases?houseName=西城公寓&status=1&size=10&current=2', auth)).json())
    .data;
  const lease = list.records.find((r: any) => r.status === LEASE_STATUS.signed && !r.overdueDays && r.endDate >= today);
  expect(lease, 'the demo has a paid-up signed lease').toBeTruthy();
  const preview = (await (await request.get(`/api/checkout/preview?leaseId=${lease.leaseId}`, auth)).json()).data;
  const refunds = preview.costVos
    .filter((l: any) => l.refundStatus === REFUND_STATUS.refund)
    .reduce((s: number, l: any) => s + l.cost, 0);
  const arrears = preview.costVos
    .filter((l: any) => l.refundStatus === REFUND_STATUS.arrears)
    .reduce((s: number, l: any) => s + l.cost, 0);
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
  // The part of the refunds offset against the deduction goes out at once with 其他; the rest is paid to the tenant
  // only through the refund application (/drawbackApplict), still waiting for approval.
  await expect(ledger).toContainText('退还 其他−¥200.00');
  await expect(page.getByLabel('退款状态')).toContainText('待审批');
  await expect(page.getByRole('button', { name: '批量收款' })).toHaveCount(0);

  // The room is vacant again on the board.
  const board = (await (await request.get(`/api/board/houses`, auth)).json()).data;
  const tile = board.apartments
    .flatMap((a: any) => a.floors.flatMap((f: any) => f.houses))
    .find((h: any) => h.houseId === lease.houseId);
  expect(tile.houseStatus[0].statusCode).toBe(STATUS.vacant);
});

test('on desktop the settlement of a lease past its end shows every line with its working and an overstay charge the operator edits with a reason', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await login(page, PHONES.boss);
  const auth = { headers: { authorization: `Bearer ${await tokenOf(page)}` } };
  // A signed demo lease past its end (tab 3 已到期).
  const list = (await (await request.get('/api/leases?tab=3&size=10&current=1', auth)).json()).data;
  const lease = list.records.find((r: any) => r.status === LEASE_STATUS.signed);
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
  await expect(page.getByLabel('结算金额')).toContainText(
    balance > 0 ? `租客仍需支付 ${yuan(balance)}` : `应退租客 ${yuan(balance)}`,
  );
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
  expect(read.bills.find((l: any) => l.kind === 'overstay')).toMatchObject({
    cost: 1000,
    computedCost: over.cost,
    reason: '与租客协商减免',
  });
  // The account view shows the stored amount and reason afterwards.
  await page.goto(`/accountDetail?leaseId=${lease.leaseId}`);
  await expect(page.getByText('与租客协商减免').first()).toBeVisible();
});

test('on desktop arrears are collected from the settlement screen after 退房不结算, and only the rest can become bad debt', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await login(page, PHONES.boss);
  const auth = { headers: { authorization: `Bearer ${await tokenOf(page)}`, 'content-type': 'application/json' } };
  // A signed demo lease in arrears, checked out without settlement: one of 东湖公寓's middle floors (2–6), apart from
  // the rooms other tests use at the same time (the phone collection on floor 1, the meter table on the top floors).
  const list = (
    await (
      await request.get(`/api/leases?houseName=${encodeURIComponent('东湖公寓')}&status=1&size=50&current=1`, auth)
    ).json()
  ).data;
  // Nor a room whose tenant link another spec hands out (checking it out ends that link).
  const linked = new Set<string>(Object.values(TENANT_ROOMS));
  const lease = list.records.find(
    (r: any) =>
      r.status === LEASE_STATUS.signed &&
      r.overdueDays > 0 &&
      /\s[2-6]层\s/.test(r.houseName) &&
      !linked.has(r.houseNumber),
  );
  expect(lease, 'the demo has a lease in arrears').toBeTruthy();
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const out = await request.post('/api/checkout', {
    ...auth,
    data: { leaseId: lease.leaseId, withSettlement: false, usableDate: today, isSend: false },
  });
  expect(out.status()).toBe(200);
  const before = (await (await request.get(`/api/checkout/preview?leaseId=${lease.leaseId}`, auth)).json()).data;
  const first = before.costVos.find((l: any) => l.refundStatus === REFUND_STATUS.arrears && l.billsDetailId);
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

test('on desktop collecting with a date more than 10 days back asks to confirm the date first', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await login(page, PHONES.boss);
  const auth = { headers: { authorization: `Bearer ${await tokenOf(page)}` } };
  // A lease of 西城公寓 in arrears (started months ago), one overdue bill.
  const board = (await (await request.get('/api/board/houses', auth)).json()).data;
  const west = board.apartments.find((a: any) => a.name === '西城公寓');
  const room = west.floors
    .flatMap((f: any) => f.houses)
    .find((h: any) => h.houseStatus[0]?.statusCode === STATUS.arrears && h.leaseId);
  expect(room, 'the demo has a room in arrears').toBeTruthy();
  const plans = (await (await request.get(`/api/bills/plans?leaseId=${room.leaseId}`, auth)).json()).data;
  const bill = plans.billPlans.flatMap((s: any) => s.bills).find((b: any) => b.canCollect && b.overdueDays > 0);
  expect(bill).toBeTruthy();

  await page.goto(`/accountDetail?leaseId=${room.leaseId}`);
  await page.getByTestId(`bill-${bill.pkId}`).getByLabel(`选择${bill.costName}`).click();
  await page.getByRole('button', { name: '批量收款' }).click();
  await page.getByRole('combobox', { name: '收款方式' }).selectOption({ label: '现金' });
  // Twelve days back (Shanghai), picked on the drop-down calendar.
  const target = new Date(Date.now() + 8 * 3600_000 - 12 * 86_400_000);
  const today = new Date(Date.now() + 8 * 3600_000);
  await page.getByRole('button', { name: '请选择应收款日期' }).click();
  const calendar = page.getByRole('dialog', { name: '请选择应收款日期' });
  if (target.getUTCMonth() !== today.getUTCMonth()) await calendar.locator('.adm-calendar-arrow-button').nth(1).click();
  await calendar
    .locator('.adm-calendar-cell:not(.adm-calendar-cell-disabled) .adm-calendar-cell-top', {
      hasText: new RegExp(`^${target.getUTCDate()}$`),
    })
    .click();
  const ymd = target.toISOString().slice(0, 10);
  await expect(page.getByRole('button', { name: '请选择应收款日期' })).toContainText(ymd);
  await page.getByRole('button', { name: '确认收款' }).click();
  const ask = page.getByRole('dialog').filter({ hasText: '日期较早' });
  await expect(ask).toContainText(`收款日期 ${ymd} 早于10天前，确认日期无误吗？`);
  await page.screenshot({ path: 'test-results/collect-old-date-desktop.png' });
  await ask.getByRole('button', { name: '日期无误' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: '是否继续进行收款操作?' })
    .getByRole('button', { name: '确定' })
    .click();
  await expect(page.getByRole('dialog').filter({ hasText: '操作成功' })).toBeVisible();
  const after = (await (await request.get(`/api/bills/plans?leaseId=${room.leaseId}`, auth)).json()).data;
  const paid = after.billPlans.flatMap((s: any) => s.bills).find((b: any) => b.pkId === bill.pkId);
  expect(paid.payStatus).toBe(BILL_PAY.paid);
  expect(new Date(paid.receiptDate + 8 * 3600_000).toISOString().slice(0, 10)).toBe(ymd);
});

test('on desktop a metered utility bill offers no 作废 in the account view (the server refuses it), other unpaid bills do', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await login(page, PHONES.boss);
  const auth = { headers: { authorization: `Bearer ${await tokenOf(page)}`, 'content-type': 'application/json' } };
  const apartments = (await (await request.get('/api/houses/apartments', auth)).json()).data;
  const west = (apartments.records ?? apartments).find((a: any) => a.name === '西城公寓');
  const items = (await (await request.get(`/api/meter-bills/items?apartmentId=${west.apartmentId}`, auth)).json()).data;
  const room = items.find((r: any) => r.leaseId && r.meters.some((m: any) => m.usage > 0));
  expect(room, 'a leased room with usage').toBeTruthy();
  const meters = room.meters.filter((m: any) => m.usage > 0);
  const made = await request.post('/api/meter-bills', {
    ...auth,
    data: {
      createType: 0,
      items: meters.map((m: any) => ({
        houseId: room.houseId,
        leaseId: room.leaseId,
        meterId: m.meterId,
        devType: m.devType,
        startNum: m.startNum,
        endNum: m.endNum,
      })),
    },
  });
  expect(made.status()).toBe(200);
  const plans = (await (await request.get(`/api/bills/plans?leaseId=${room.leaseId}`, auth)).json()).data;
  const all = plans.billPlans.flatMap((s: any) => s.bills);
  const metered = all.find((b: any) => b.billsType === 3 && b.payStatus === BILL_PAY.unpaid);
  const plain = all.find(
    (b: any) => b.billsType !== 3 && b.payStatus === BILL_PAY.unpaid && b.validStatus === BILL_VALID.valid,
  );
  expect(metered).toBeTruthy();

  await page.goto(`/accountDetail?leaseId=${room.leaseId}`);
  const line = page.getByTestId(`bill-${metered.pkId}`);
  await line.scrollIntoViewIfNeeded();
  await expect(line.getByRole('button', { name: '修改' })).toBeVisible();
  await expect(line.getByRole('button', { name: '作废' })).toHaveCount(0);
  if (plain) await expect(page.getByTestId(`bill-${plain.pkId}`).getByRole('button', { name: '作废' })).toHaveCount(1);
  const refused = await request.post('/api/bills/void', { ...auth, data: { pkIds: [metered.pkId] } });
  expect(refused.status()).toBe(409);
});
