import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { login, PHONES, tokenOf } from './helpers';

/** The e2e server's database (playwright.config.ts: DATA_DIR=.tmp/e2e-data, relative to the repository). */
const dbFile = () => resolve(dirname(test.info().config.configFile!), '../../.tmp/e2e-data/gongyu.sqlite');

const tile = (page: Page, no: string) =>
  page.locator('button.room-tile', { has: page.locator('.room-tile-number', { hasText: new RegExp(`^${no}$`) }) });
const indicator = (page: Page) => page.locator('button.sync-badge');

async function act(page: Page, no: string, action: string | RegExp) {
  await tile(page, no).click();
  await page.locator('.adm-action-sheet-button-item:visible', { hasText: action }).click();
}

test('on a phone the board works offline: changes are queued, survive a reload and reach the server once', async ({ page, context }) => {
  test.setTimeout(60_000);
  await login(page, PHONES.manager);
  const token = await tokenOf(page);
  const auth = { authorization: `Bearer ${token}` };
  const boardOf = async (apartmentId: string) => (await (await page.request.get(`/api/board/houses?apartmentId=${apartmentId}`, { headers: auth })).json()).data;
  const all = (await (await page.request.get('/api/board/houses', { headers: auth })).json()).data;
  // 东湖公寓: the desktop board test changes 西城公寓's rooms 101/102 meanwhile (the suite runs two workers).
  const east = all.apartments.find((a: any) => a.name === '东湖公寓');
  expect(east).toBeTruthy();
  const tiles = (data: any) => data.apartments.flatMap((a: any) => a.floors.flatMap((f: any) => f.houses));
  const before = tiles(await boardOf(east.apartmentId));
  const remarkRoom = before.find((x: any) => x.houseNumber === '102');
  const rentRoom = before.find((x: any) => x.houseNumber !== '102' && x.houseNumber !== '101' && x.isRent === 0 && x.isDecoration === 0);
  expect(remarkRoom).toBeTruthy();
  expect(rentRoom).toBeTruthy();

  await page.goto(`/jizhongHome?apartmentId=${east.apartmentId}`);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await expect(indicator(page)).toHaveAttribute('aria-label', /在线，0 条待同步，(刚刚同步|\d{2}:\d{2} 同步)/, { timeout: 15_000 });
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
  await expect(tile(page, rentRoom.houseNumber).locator('.room-tile-badge')).toHaveText('收租中');
  await expect(indicator(page)).toHaveAttribute('aria-label', /2 条待同步/);

  // A reload with no network: the shell comes from the service worker, the board and both changes from the device.
  await page.reload();
  await expect(tile(page, '102')).toContainText('备注：离线备注', { timeout: 15_000 });
  await expect(tile(page, rentRoom.houseNumber).locator('.room-tile-badge')).toHaveText('收租中');
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
  await expect(tile(page, rentRoom.houseNumber).locator('.room-tile-badge')).toHaveText('收租中');

  // The sync log holds each of this device's mutations exactly once, applied.
  const db = new Database(dbFile(), { readonly: true, fileMustExist: true });
  try {
    const log = db.prepare('select name, status from applied_mutations where client_id = ? order by id').all(clientId) as { name: string; status: string }[];
    expect(log).toEqual([
      { name: 'room.setRemark', status: 'applied' },
      { name: 'room.setRent', status: 'applied' },
    ]);
  } finally {
    db.close();
  }
});
