import { expect, test, type Page } from '@playwright/test';
import { login, PHONES, tokenOf, openScreen } from './helpers';

/**
 * Issue 12 on a desktop (1440×900), boss, the running-lease demo: each to-do counter opens the list of what it counted
 * (points 1, 2; 安全告警 the open alarms, issue 18), counters of screens not built say so (换房), 报修 and 在线申请 open their lists (issue 19), the room actions open in a menu next to the tile (point 9),
 * a room with a lease cannot be set 未出租 and says why (point 5), 欠费金额 is a real sum (point 4), badges and legend
 * say what the day counts are (point 6).
 */
const counter = (page: Page, label: string) =>
  page.locator('.dash-counter', { has: page.locator('.dash-count-label', { hasText: new RegExp(`^${label}$`) }) });

test('each counter opens exactly what it counted; unbuilt ones say 暂未开通', async ({ page }) => {
  await login(page, PHONES.boss);
  for (const label of ['逾期房租', '待收账单', '待登记', '待退房', '待补照片', '异常房间']) {
    await openScreen(page, '/index');
    const count = counter(page, label);
    await expect(count.locator('.dash-count')).toHaveText(/^\d+$/);
    const n = Number(await count.locator('.dash-count').innerText());
    await count.click();
    await expect(page).toHaveURL(/\/jizhongHome\?todo=/);
    await expect(page.locator('.board-todo-banner'), label).toContainText(`共 ${n} 间`);
    if (n > 0) await expect(page.locator('button.room-tile').first()).toBeVisible();
  }
  await openScreen(page, '/index');
  await expect(counter(page, '换房')).toContainText('暂未开通');
  await expect(page.locator('button.dash-counter', { hasText: '换房' })).toHaveCount(0);
  // 待确认租约 → the lease list's tab 1, as many as the counter says
  const confirm = Number(await counter(page, '待确认租约').locator('.dash-count').innerText());
  await counter(page, '待确认租约').click();
  await expect(page).toHaveURL(/\/bookingList\?tab=1/);
  const auth = { authorization: `Bearer ${await tokenOf(page)}` };
  expect((await (await page.request.get('/api/leases?tab=1', { headers: auth })).json()).data.total).toBe(confirm);
  // 定金订单 → only the open orders
  await openScreen(page, '/index');
  await counter(page, '定金订单').click();
  await expect(page).toHaveURL(/\/reservationOrder\?open=1/);
  await expect(page.getByText('仅显示待处理的订单')).toBeVisible();
  // 安全告警 → the open alarms, as many as the counter says
  await openScreen(page, '/index');
  const alarms = Number(await counter(page, '安全告警').locator('.dash-count').innerText());
  expect(alarms).toBeGreaterThan(0);
  await counter(page, '安全告警').click();
  await expect(page).toHaveURL(/\/intelligent\?open=1/);
  await expect(page.getByText(`共 ${alarms} 条`)).toBeVisible();
  // 报修 → the unfinished repairs, 在线申请 → the applications still applying, as many as each counter says
  for (const [label, url] of [
    ['报修', /\/repairs\?open=1/],
    ['在线申请', /\/onlineAplly\?tab=applications&status=0/],
  ] as const) {
    await openScreen(page, '/index');
    const n = Number(await counter(page, label).locator('.dash-count').innerText());
    expect(n, label).toBeGreaterThan(0);
    await counter(page, label).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByText(`共 ${n} 条`), label).toBeVisible();
  }
});

test('待登记 rooms offer 租客登记 in a menu next to the tile; a leased room cannot be set 未出租; legend and real 欠费金额', async ({
  page,
}) => {
  await login(page, PHONES.boss);
  await openScreen(page, '/index');
  await counter(page, '待登记').click();
  const first = page.locator('button.room-tile').first();
  await expect(first.locator('.room-tile-badge')).toHaveText('待登记');
  await first.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(page.locator('.adm-action-sheet')).toHaveCount(0);
  // beside the tile, not a full-width sheet over the board
  const m = (await menu.boundingBox())!;
  const t = (await first.boundingBox())!;
  expect(m.width).toBeLessThan(400);
  expect(m.x >= t.x + t.width - 1 || m.x + m.width <= t.x + 1).toBe(true);
  await expect(menu.getByRole('menuitem', { name: '租客登记' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  // A room collecting rent: the badge says the days are what is left; 设为未出租 is refused with the reason.
  await page.getByRole('button', { name: '退出清单，查看全部房间' }).click();
  const filters = page.getByRole('search');
  await filters.getByText('收租中', { exact: true }).click();
  const collecting = page.locator('button.room-tile').first();
  await expect(collecting.locator('.room-tile-badge')).toHaveText(/^收租中 剩(\d+|99\+)天$/);
  await collecting.click();
  const off = page.getByRole('menu').getByRole('menuitem', { name: /设为未出租/ });
  await expect(off).toBeDisabled();
  await expect(off).toContainText('房间有在租的租约，请先办理退房，不能设为未出租');
  await page.keyboard.press('Escape');

  // The legend explains the colours and counts.
  await page.getByRole('button', { name: '房态图例' }).click();
  await expect(page.getByRole('list', { name: '房态图例' })).toContainText('剩N天 = 距租约结束还有N天');
  await page.getByRole('button', { name: '知道了' }).click();

  // 欠费金额 is what the 欠费 rooms owe, not ¥0.00.
  await filters.getByText('收租中', { exact: true }).click();
  await filters.getByText('欠费', { exact: true }).click();
  const stats = page.getByRole('group', { name: '经营统计' });
  await expect(stats).not.toContainText('¥0.00');
  const auth = { authorization: `Bearer ${await tokenOf(page)}` };
  const apt = await filters.getByLabel('公寓').inputValue();
  const s = (
    await (
      await page.request.get(`/api/board/stats?isArrears=1${apt ? `&apartmentId=${apt}` : ''}`, { headers: auth })
    ).json()
  ).data;
  expect(s.arrearsCost).toBeGreaterThan(0);
  await expect(stats).toContainText(`¥${(s.arrearsCost / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
});
