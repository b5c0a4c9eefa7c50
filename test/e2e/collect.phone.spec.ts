import { expect, test } from '@playwright/test';
import { login, PHONES, tokenOf } from './helpers';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { STATUS } from '../../sync/rules/board/board-status';

const tile = (page: import('@playwright/test').Page, no: string) =>
  page.locator('button.room-tile', { has: page.locator('.room-tile-number', { hasText: new RegExp(`^${no}$`) }) });

test('on a phone a manager collects the overdue bills of a room in arrears, and the room leaves 欠费 on the board', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await login(page, PHONES.manager);
  const token = await tokenOf(page);
  const auth = { headers: { authorization: `Bearer ${token}` } };

  // A room of 东湖公寓 in arrears in the demo, its lease and its overdue bills, from the API.
  const board = (await (await request.get('/api/board/houses', auth)).json()).data;
  const east = board.apartments.find((a: any) => a.name === '东湖公寓');
  const room = east.floors
    .flatMap((f: any) => f.houses)
    .find((h: any) => h.houseStatus[0]?.statusCode === STATUS.arrears && h.leaseId);
  expect(room, 'the demo has a room in arrears').toBeTruthy();
  const plans = (await (await request.get(`/api/bills/plans?leaseId=${room.leaseId}`, auth)).json()).data;
  const overdue = plans.billPlans
    .flatMap((s: any) => s.bills)
    .filter((b: any) => b.payStatus === BILL_PAY.unpaid && b.validStatus === BILL_VALID.valid && b.overdueDays > 0);
  expect(overdue.length).toBeGreaterThan(0);

  await page.goto(`/jizhongHome?apartmentId=${east.apartmentId}`);
  await expect(tile(page, room.houseNumber).locator('.room-tile-badge')).toContainText('欠费');
  await tile(page, room.houseNumber).click();
  await page.locator('.adm-action-sheet-button-item:visible', { hasText: '账单详情' }).click();
  await expect(page).toHaveURL(/\/accountDetail\?/);

  // Select every overdue bill and collect them in one go.
  for (const b of overdue) {
    await page.getByTestId(`bill-${b.pkId}`).getByLabel(`选择${b.costName}`).click();
  }
  await page.getByRole('button', { name: '批量收款' }).click();
  await page.getByRole('button', { name: '收款方式' }).click();
  await page.locator('.adm-picker-header-button:visible', { hasText: '确定' }).click();
  await page.getByRole('button', { name: '确认收款' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '是否继续进行收款操作?' });
  await confirm.getByRole('button', { name: '确定' }).click();
  const done = page.getByRole('dialog').filter({ hasText: '操作成功' });
  await expect(done).toContainText(/收据编号：SJ\d{12}/);
  await done.getByRole('button', { name: '关闭' }).click();

  // The server took each bill once, and the room is no longer in arrears.
  const after = (await (await request.get(`/api/bills/plans?leaseId=${room.leaseId}`, auth)).json()).data;
  const byId = new Map(after.billPlans.flatMap((s: any) => s.bills).map((b: any) => [b.pkId, b]));
  for (const b of overdue) expect((byId.get(b.pkId) as any).payStatus).toBe(BILL_PAY.paid);
  await page.goto(`/jizhongHome?apartmentId=${east.apartmentId}`);
  await expect(tile(page, room.houseNumber).locator('.room-tile-badge')).not.toContainText('欠费');
});
