import { expect, test } from '@playwright/test';
import { login, PHONES, tokenOf } from './helpers';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { REFUND_STATUS } from '../../sync/rules/checkout/refund-status';

const yuan = (fen: number) => `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test('on desktop a check-out owing the tenant money becomes a refund application: approved, paid with a way, the payout in the ledger', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await login(page, PHONES.boss);
  const auth = { headers: { authorization: `Bearer ${await tokenOf(page)}` } };
  // A paid-up signed lease of 西城公寓 not past its end: the last of them (checkout.desktop.spec.ts takes the first of
  // the list's page 2).
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const list = (await (await request.get('/api/leases?houseName=西城公寓&status=1&size=100&current=1', auth)).json())
    .data;
  const lease = list.records
    .filter((r: any) => r.status === LEASE_STATUS.signed && !r.overdueDays && r.endDate >= today)
    .at(-1);
  expect(lease, 'the demo has a paid-up signed lease').toBeTruthy();
  const preview = (await (await request.get(`/api/checkout/preview?leaseId=${lease.leaseId}`, auth)).json()).data;
  const sum = (s: number) =>
    preview.costVos.filter((l: any) => l.refundStatus === s).reduce((t: number, l: any) => t + l.cost, 0);
  const owed = sum(REFUND_STATUS.refund) - sum(REFUND_STATUS.arrears);
  expect(owed).toBeGreaterThan(0);

  // Check out with a settlement through the screens; the refund waits for approval.
  await page.goto('/bookingList');
  await page.getByPlaceholder('租客姓名').fill(lease.tenant);
  await page.getByRole('button', { name: '查询' }).click();
  await page.locator('tr', { hasText: lease.houseName }).getByRole('button', { name: '退房' }).click();
  await page.locator('.adm-action-sheet-button-item', { hasText: '结算并退房' }).click();
  await expect(page.getByLabel('结算金额')).toContainText(`应退租客 ${yuan(owed)}`);
  await page.getByRole('combobox', { name: '付款途径' }).selectOption({ label: '微信转账' });
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('退款将生成退款申请，审批付款后记入流水')).toBeVisible();
  await page.getByRole('button', { name: '确认退房' }).click();
  await expect(page.getByText('退房成功，退款待审批')).toBeVisible();

  // The settlement says the refund is pending and links to it.
  await page.goto(`/accountDetail?leaseId=${lease.leaseId}`);
  await expect(page.getByLabel('退款状态')).toContainText('待审批');
  await page.getByLabel('退款状态').getByRole('link').click();
  await expect(page).toHaveURL(/\/drawbackApplict\?id=/);
  await expect(page.getByText('仅显示该租约的退款申请')).toBeVisible();
  const row = page.locator('tr', { hasText: lease.tenant });
  await expect(row).toContainText('待审批');
  await expect(row).toContainText(yuan(owed));
  await expect(row).toContainText('微信转账');

  // 审批 (confirm), then 付款 with another way and today.
  await row.getByRole('button', { name: '审批' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('审批成功')).toBeVisible();
  await expect(row).toContainText('待付款');
  await row.getByRole('button', { name: '付款' }).click();
  const sheet = page.getByRole('dialog', { name: '退款付款' }).or(page.locator('.adm-center-popup-body:visible'));
  await sheet.getByRole('combobox', { name: '退款方式' }).selectOption({ label: '对公转账' });
  await sheet.getByRole('button', { name: '确认付款' }).click();
  await page.locator('.adm-dialog-body:visible').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('退款成功')).toBeVisible();
  await expect(row).toContainText('已退款');
  await expect(row).toContainText('对公转账');
  await expect(row.getByRole('button', { name: '付款' })).toHaveCount(0);

  // The ledger: the payout with its way, for exactly the refund; the settlement says it was paid.
  const rows = (await (await request.get(`/api/checkout?leaseId=${lease.leaseId}`, auth)).json()).data.ledger;
  const paid = rows.filter((e: any) => e.inOut === 0 && e.paymentWayText === '对公转账');
  expect(paid.reduce((s: number, e: any) => s + e.amount, 0)).toBe(owed);
  await page.goto(`/accountDetail?leaseId=${lease.leaseId}`);
  await expect(page.getByLabel('退款状态')).toContainText(`已退款 ${today} 对公转账`);
  await expect(page.getByLabel('结算流水')).toContainText('对公转账');
});

test('on desktop bookkeeping is added from /tallyConfig: an expense of the organisation, shown negative in the list', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await login(page, PHONES.boss);
  await page.goto('/tallyConfig');
  await expect(page.getByRole('heading', { name: '记账' })).toBeVisible();
  await page.getByRole('button', { name: '添加记账' }).click();
  const sheet = page.locator('.adm-center-popup-body:visible');
  // Submit stays disabled until 收入/支出 is chosen.
  await expect(sheet.getByRole('button', { name: '提交' })).toBeDisabled();
  await sheet.getByText('支出', { exact: true }).click();
  await expect(sheet.getByRole('button', { name: '提交' })).toBeEnabled();
  await expect(sheet.getByRole('button', { name: '自定义项目' })).toBeVisible();
  await sheet.getByRole('button', { name: '记账项目' }).click();
  await page.locator('.adm-picker-header-button:visible', { hasText: '确定' }).click();
  await sheet.getByPlaceholder('请输入金额').fill('123.45');
  await sheet.getByRole('button', { name: '请选择日期' }).click();
  await page.getByRole('dialog', { name: '请选择日期' }).locator('.adm-calendar-cell-today').click();
  await sheet.getByRole('combobox', { name: '付款方式' }).selectOption({ label: '现金' });
  const remark = `e2e办公${Date.now() % 100000}`;
  await sheet.getByPlaceholder('选填').fill(remark);
  await sheet.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  const row = page.locator('tr', { hasText: remark });
  await expect(row).toContainText('−¥123.45');
  await expect(row).toContainText('公司');
  await expect(row).toContainText('现金');
  // 支出 only: the entry stays; 收入 only: it goes.
  await page.goto('/tallyConfig?tallyType=1');
  await expect(page.locator('tr', { hasText: remark })).toHaveCount(0);
});

test('on desktop two receipts are written off together from /shoujuHexiao, then show 已核销', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await login(page, PHONES.boss);
  const auth = { headers: { authorization: `Bearer ${await tokenOf(page)}` } };
  // Two incomes of the organisation, each under a receipt of its own (the newest receipts).
  const cats = (await (await request.get('/api/bookkeeping/categories', auth)).json()).data;
  const subId = cats[0].items[0].subId;
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const numbers: string[] = [];
  for (const amount of [10100, 20200]) {
    const r = await request.post('/api/bookkeeping/entries', {
      ...auth,
      data: { tallyType: 1, subId, amount, paymentDate: today, paymentWay: 3 },
    });
    numbers.push((await r.json()).data.receiptNumber);
  }
  await page.goto('/shoujuHexiao?verifyStatus=0');
  for (const n of numbers) {
    const row = page.locator('tr', { hasText: n });
    await expect(row).toContainText('未核销');
    await row.getByRole('checkbox', { name: `选择${n}` }).check();
  }
  await page.getByRole('button', { name: '批量核销（2）' }).click();
  await expect(page.getByText('确定核销所选的 2 张收据吗?')).toBeVisible();
  await page.locator('.adm-dialog-body:visible').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('核销成功')).toBeVisible();
  // Written off: no longer among the open receipts; shown 已核销 in the whole list.
  for (const n of numbers) await expect(page.locator('tr', { hasText: n })).toHaveCount(0);
  await page.goto(`/shoujuHexiao?receiptNumber=${numbers[0]}`);
  await expect(page.locator('tr', { hasText: numbers[0] })).toContainText('已核销');
});
