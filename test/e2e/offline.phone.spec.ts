import { dirname, resolve } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { openDb } from '../../api/db/open';
import { appliedMutations } from '../../api/sync/schema';
import { expect, test, type Page } from '@playwright/test';
import { appCachedForOffline, login, PHONES, tokenOf, syncedOnline } from './helpers';
import { E2E_DATA_DIR } from './playwright.config';
import { STATUS } from '../../sync/rules/board/board-status';

/** The e2e server's database (playwright.config.ts: E2E_DATA_DIR, relative to the repository). */
const dbFile = () => resolve(dirname(test.info().config.configFile!), '../..', E2E_DATA_DIR, 'gongyu.sqlite');

const tile = (page: Page, no: string) =>
  page.locator('button.room-tile', { has: page.locator('.room-tile-number', { hasText: new RegExp(`^${no}$`) }) });
const indicator = (page: Page) => page.locator('button.sync-badge');

async function act(page: Page, no: string, action: string | RegExp) {
  await tile(page, no).click();
  await page.locator('.adm-action-sheet-button-item:visible', { hasText: action }).click();
}

test('on a phone the board works offline: changes are queued, survive a reload and reach the server once', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await login(page, PHONES.manager);
  const token = await tokenOf(page);
  const auth = { authorization: `Bearer ${token}` };
  const boardOf = async (apartmentId: string) =>
    (await (await page.request.get(`/api/board/houses?apartmentId=${apartmentId}`, { headers: auth })).json()).data;
  const all = (await (await page.request.get('/api/board/houses', { headers: auth })).json()).data;
  // 东湖公寓: the desktop board test changes 西城公寓's rooms 101/102 meanwhile (the suite runs two workers).
  const east = all.apartments.find((a: any) => a.name === '东湖公寓');
  expect(east).toBeTruthy();
  const tiles = (data: any) => data.apartments.flatMap((a: any) => a.floors.flatMap((f: any) => f.houses));
  const before = tiles(await boardOf(east.apartmentId));
  const remarkRoom = before.find((x: any) => x.houseNumber === '102');
  const rentRoom = before.find(
    (x: any) => x.houseNumber !== '102' && x.houseNumber !== '101' && x.isRent === 0 && x.isDecoration === 0,
  );
  expect(remarkRoom).toBeTruthy();
  expect(rentRoom).toBeTruthy();

  await page.goto(`/jizhongHome?apartmentId=${east.apartmentId}`);
  await appCachedForOffline(page);
  await expect(indicator(page)).toHaveAttribute('aria-label', /在线，0 条待同步，(刚刚同步|\d{2}:\d{2} 同步)/, {
    timeout: 15_000,
  });
  await expect(tile(page, '102')).toBeVisible();
  const clientId = await page.evaluate(() => localStorage.getItem('gongyu.sync.clientId'));
  expect(clientId).toBeTruthy();

  await context.setOffline(true);
  await expect(indicator(page)).toHaveAttribute('aria-label', /离线/);

  // The remark: queued, shown on the tile at once.
  await act(page, '102', /添加备注|修改备注/);
  await page.locator('.adm-dialog textarea').fill('离线备注');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存，将在联网后同步')).toBeVisible();
  await expect(tile(page, '102')).toContainText('备注：离线备注');

  // The rent status, after its confirm.
  await act(page, rentRoom.houseNumber, '设为已出租');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(tile(page, rentRoom.houseNumber).locator('.room-tile-badge')).toHaveText('待登记');
  await expect(indicator(page)).toHaveAttribute('aria-label', /2 条待同步/);

  // A reload with no network: the shell comes from the service worker, the board and both changes from the device.
  await page.reload();
  await expect(tile(page, '102')).toContainText('备注：离线备注', { timeout: 15_000 });
  await expect(tile(page, rentRoom.houseNumber).locator('.room-tile-badge')).toHaveText('待登记');
  await expect(indicator(page)).toHaveAttribute('aria-label', /离线，2 条待同步/);
  await expect(indicator(page)).toContainText('离线 · 2');
  // The apartment switcher offers the synced apartments without the server.
  await expect(page.getByRole('button', { name: '选择公寓' })).toHaveText(/东湖公寓/);

  // Back online: the outbox drains and the server holds both changes.
  await context.setOffline(false);
  await expect(indicator(page)).toHaveAttribute('aria-label', /在线，0 条待同步/, { timeout: 20_000 });
  const after = tiles(await boardOf(east.apartmentId));
  expect(after.find((x: any) => x.houseId === remarkRoom.houseId)).toMatchObject({ remark: '离线备注' });
  expect(after.find((x: any) => x.houseId === rentRoom.houseId)).toMatchObject({ isRent: 1 });
  await expect(tile(page, '102')).toContainText('备注：离线备注');
  await expect(tile(page, rentRoom.houseNumber).locator('.room-tile-badge')).toHaveText('待登记');

  // The sync log holds each of this device's mutations exactly once, applied.
  const db = await openDb(dbFile());
  try {
    const log = await db
      .select({ name: appliedMutations.name, status: appliedMutations.status })
      .from(appliedMutations)
      .where(eq(appliedMutations.clientId, clientId!))
      .orderBy(asc(appliedMutations.id));
    expect(log).toEqual([
      { name: 'room.setRemark', status: 'applied' },
      { name: 'room.setRent', status: 'applied' },
    ]);
  } finally {
    await db.close();
  }
});

test('offline on a phone: room detail from the device, a refused change shown with its reason, and logout asks what to do with unsynced changes', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await login(page, PHONES.manager);
  const token = await tokenOf(page);
  const auth = { authorization: `Bearer ${token}` };
  const all = (await (await page.request.get('/api/board/houses', { headers: auth })).json()).data;
  const east = all.apartments.find((a: any) => a.name === '东湖公寓');
  const rooms = east.floors.flatMap((f: any) => f.houses);
  // Rooms on floor 3 (the first test uses floor 1).
  const free = rooms.filter(
    (x: any) =>
      x.floor === 3 && x.isRent === 0 && x.isDecoration === 0 && x.houseStatus[0].statusCode === STATUS.vacant,
  );
  expect(free.length).toBeGreaterThanOrEqual(2);
  const [refused, kept] = free;

  await page.goto(`/jizhongHome?apartmentId=${east.apartmentId}`);
  await appCachedForOffline(page);
  await syncedOnline(page);
  await context.setOffline(true);
  await expect(indicator(page)).toHaveAttribute('aria-label', /离线/);

  await act(page, refused.houseNumber, '设为已出租');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(tile(page, refused.houseNumber).locator('.room-tile-badge')).toHaveText('待登记');

  // The room's detail opens from the device, read-only, with the queued change.
  await act(page, refused.houseNumber, '编辑房间');
  await expect(page.getByText('当前离线，显示本机同步的房间信息')).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('.adm-list-item', { hasText: '出租状态' })).toContainText('已出租');
  await expect(page.locator('.adm-list-item', { hasText: '租金' })).toContainText('/月');
  await page.goBack();

  // Meanwhile someone at the office locks the room for decoration: the server will refuse the rent change.
  const boss = await request.post('/api/auth/login', { data: { phone: PHONES.boss, password: 'Demo@2026' } });
  const bossAuth = { authorization: `Bearer ${(await boss.json()).data.token}` };
  const lock = await request.put(`/api/board/houses/${refused.houseId}/decoration`, {
    headers: bossAuth,
    data: { isDecoration: 1 },
  });
  expect(lock.status()).toBe(200);

  // Logging out with an unsynced change asks; "sync now" cannot work offline, so nothing is lost and the user stays.
  await page.getByText('我的', { exact: true }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByText('还有 1 条修改未同步到服务器。')).toBeVisible();
  await page.getByRole('button', { name: '立即同步' }).click();
  await expect(page.getByText('仍有 1 条修改未同步')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: '知道了' }).click();
  await expect(page).toHaveURL(/\/personalCenter$/);

  // Online: the server refuses the change; the indicator lists it with the room and the reason; discard it.
  await context.setOffline(false);
  await expect(indicator(page)).toHaveAttribute('aria-label', /1 条修改未被接受/, { timeout: 20_000 });
  await indicator(page).click();
  const item = page.locator('.sync-popup .adm-list-item', { hasText: `东湖公寓 ${refused.houseNumber}：设为已出租` });
  await expect(item).toContainText('房间装修中，不能设为已出租');
  await item.getByRole('button', { name: '放弃' }).click();
  await page.getByRole('button', { name: '放弃', exact: true }).last().click();
  await expect(page.getByText('没有未被接受的修改')).toBeVisible();
  await page.locator('.sync-popup .adm-popup-close-icon').click();

  // Logout keeping a change on the device: it reaches the server after the next login.
  await page.goto(`/jizhongHome?apartmentId=${east.apartmentId}`);
  await expect(tile(page, kept.houseNumber)).toBeVisible();
  await context.setOffline(true);
  await act(page, kept.houseNumber, /添加备注|修改备注/);
  await page.locator('.adm-dialog textarea').fill('退出前的备注');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(tile(page, kept.houseNumber)).toContainText('备注：退出前的备注');
  await page.getByText('我的', { exact: true }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '保留在本机，下次登录继续同步' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await context.setOffline(false);
  await login(page, PHONES.manager);
  await expect(async () => {
    const again = (
      await (await request.get(`/api/board/houses?apartmentId=${east.apartmentId}`, { headers: bossAuth })).json()
    ).data;
    const row = again.apartments[0].floors.flatMap((f: any) => f.houses).find((x: any) => x.houseId === kept.houseId);
    expect(row.remark).toBe('退出前的备注');
  }).toPass({ timeout: 20_000 });

  await request.put(`/api/board/houses/${refused.houseId}/decoration`, {
    headers: bossAuth,
    data: { isDecoration: 0 },
  });
});
