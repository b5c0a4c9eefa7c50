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
  await page.getByRole('button', { name: '付款途径' }).click();
  await page.locator('.adm-picker-header-button:visible', { hasText: '确定' }).click();
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
