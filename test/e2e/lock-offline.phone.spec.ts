import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { appCachedForOffline, login, PHONES, syncedOnline, tokenOf } from './helpers';
import { PERMS } from '../../sync/product/permissions';
import { permKey } from '../../sync/product/menu';
import { OPEN_RESULT, OPEN_TYPE } from '../../sync/rules/hardware/lock-rules';

/**
 * Opening a door with no signal (issue 17.5) on a phone: the device synced its lock keys, the network goes, 开门 on a
 * room of the board shows an 8-digit code the simulated lock accepts once; back online the phone's record reaches
 * the open records. A user whose lock permission was removed meanwhile gets a code the lock refuses once it was
 * reached.
 */
const tile = (page: Page, no: string) =>
  page.locator('button.room-tile', { has: page.locator('.room-tile-number', { hasText: new RegExp(`^${no}$`) }) });
const indicator = (page: Page) => page.locator('button.sync-badge');

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
async function get(request: APIRequestContext, token: string, path: string) {
  const r = await request.get(path, { headers: bearer(token) });
  expect(r.status(), path).toBe(200);
  return (await r.json()).data;
}
async function send(request: APIRequestContext, token: string, method: 'POST' | 'PUT', path: string, data: unknown) {
  const r = await request.fetch(path, { method, headers: bearer(token), data });
  expect(r.status(), `${method} ${path}: ${await r.text()}`).toBe(200);
  return (await r.json()).data;
}
const keyIn = async (request: APIRequestContext, sn: string, code: string) =>
  (await (await request.post(`/api/simulator/locks/${sn}/keypad`, { data: { code } })).json()).data as {
    opened: boolean;
    reason: string;
  };

/** A vacant 东湖 room on `floor` with its lock (id, sn). */
async function vacantRoomWithLock(request: APIRequestContext, token: string, floor: number) {
  const board = await get(request, token, '/api/board/houses');
  const east = board.apartments.find((a: any) => a.name === '东湖公寓');
  const rooms = east.floors.flatMap((f: any) => f.houses);
  const locks = (await get(request, token, `/api/locks?apartmentId=${east.apartmentId}&size=100`)).records;
  const room = rooms.find(
    (x: any) =>
      x.floor === floor && x.isRent === 0 && x.leaseId === null && locks.some((l: any) => l.houseId === x.houseId),
  );
  expect(room, `a vacant room with a lock on floor ${floor}`).toBeTruthy();
  const lock = locks.find((l: any) => l.houseId === room.houseId);
  return { apartmentId: east.apartmentId as string, room, lock: { id: lock.lockId as string, sn: lock.sn as string } };
}

/** Signs in, opens 东湖's board, waits for the app cached and the device synced, then cuts the network. */
async function offlineOnBoard(page: Page, apartmentId: string) {
  await page.goto(`/jizhongHome?apartmentId=${apartmentId}`);
  await appCachedForOffline(page);
  await syncedOnline(page);
  await page.context().setOffline(true);
  await expect(indicator(page)).toHaveAttribute('aria-label', /离线/);
}

/** How many lock keys the device database of the signed-in user holds (IndexedDB gongyu-<userId>, table lockKeys). */
async function heldKeys(page: Page, userId: string) {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const req = indexedDB.open(name);
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const db = req.result;
          const count = db.transaction('lockKeys').objectStore('lockKeys').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
        };
      }),
    `gongyu-${userId}`,
  );
}

/** 开门 from the room's actions: the code the sheet shows. */
async function codeFromBoard(page: Page, houseNumber: string) {
  await tile(page, houseNumber).click();
  await page.locator('.adm-action-sheet-button-item:visible', { hasText: '开门' }).click();
  const code = page.getByLabel('离线开门码');
  await expect(code).toBeVisible();
  await expect(page.getByLabel('剩余有效时间')).toHaveText(/^\d{2}:\d{2}$/);
  return (await code.getAttribute('data-code'))!;
}

test('offline 开门 on a phone: the code opens the lock once, and the opening reaches the records', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await login(page, PHONES.manager);
  const token = await tokenOf(page);
  const { apartmentId, room, lock } = await vacantRoomWithLock(request, token, 2);
  await offlineOnBoard(page, apartmentId);

  const code = await codeFromBoard(page, room.houseNumber);
  expect(code).toMatch(/^\d{8}$/);
  await expect(indicator(page)).toHaveAttribute('aria-label', /离线，1 条待同步/);
  expect(await keyIn(request, lock.sn, code)).toMatchObject({ opened: true });
  expect(await keyIn(request, lock.sn, code)).toMatchObject({ opened: false, reason: '密码已使用' });

  // 临时密码 for tomorrow, made offline too.
  await page.getByRole('button', { name: '临时密码' }).click();
  await page.getByLabel('日期').selectOption({ index: 1 });
  await page.getByRole('button', { name: '生成临时密码' }).click();
  await expect(page.getByLabel('临时密码')).toHaveAttribute('data-code', /^\d{12}$/);
  await page.getByLabel('开始').selectOption('24');
  await page.getByLabel('结束').selectOption('20');
  await page.getByRole('button', { name: '生成临时密码' }).click();
  await expect(page.getByRole('alert')).toHaveText('生效时间不能大于失效时间');
  await page.getByRole('button', { name: '关闭' }).click();

  // Back online: the outbox drains; the phone's record, confirmed by the lock's report, is in the open records.
  await page.context().setOffline(false);
  await expect(indicator(page)).toHaveAttribute('aria-label', /在线，0 条待同步/, { timeout: 20_000 });
  const records = (await get(request, token, `/api/locks/open-records?lockId=${lock.id}`)).records;
  const codes = records.filter((r: any) => r.openType === OPEN_TYPE.offlineCode);
  // The phone's record, confirmed by the lock; the second try is the lock's own report of a refusal.
  expect(codes.filter((r: any) => r.source === 'phone')).toEqual([
    expect.objectContaining({ result: OPEN_RESULT.opened, userName: '李店长', houseNumber: room.houseNumber }),
  ]);
  expect(codes.filter((r: any) => r.source === 'lock')).toEqual([
    expect.objectContaining({ result: OPEN_RESULT.failed, reason: '密码已使用' }),
  ]);

  // The keys open doors: logging out wipes them from the device.
  const userId = await page.evaluate(() => JSON.parse(localStorage.getItem('gongyu.sync.owner')!).userId as string);
  expect(await heldKeys(page, userId)).toBeGreaterThan(0);
  // They are gone before the server is told: once it ends the session, any request answered 401 (a screen's poll)
  // drops the token on the device, and the logout would no longer know whose keys to wipe.
  let keysWhenTold = -1;
  await page.route('**/api/auth/logout', async (route) => {
    keysWhenTold = await heldKeys(page, userId);
    await route.continue();
  });
  await page.getByText('我的', { exact: true }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '退出', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(keysWhenTold).toBe(0);
  expect(await heldKeys(page, userId)).toBe(0);
  // The next sign-in's sync brings them again.
  await login(page, PHONES.manager);
  await syncedOnline(page);
  await expect(async () => expect(await heldKeys(page, userId)).toBeGreaterThan(0)).toPass({ timeout: 15_000 });
});

test('a user whose lock permission was removed gets a code the lock refuses', async ({ page, request }) => {
  test.setTimeout(90_000);
  const boss = await (async () => {
    const r = await request.post('/api/auth/login', { data: { phone: PHONES.boss, password: 'Demo@2026' } });
    return (await r.json()).data.token as string;
  })();
  await login(page, PHONES.staff);
  const { apartmentId, room, lock } = await vacantRoomWithLock(request, await tokenOf(page), 4);
  await offlineOnBoard(page, apartmentId);
  const code = await codeFromBoard(page, room.houseNumber);

  // The boss takes the lock permission away (a role without 设备管理): the locks in reach are handed their new list of
  // users at once; the staff's role is given back at the end.
  const staff = (await get(request, boss, `/api/admin/staff?phone=${PHONES.staff}`)).records[0];
  const roles = await get(request, boss, '/api/admin/roles');
  const original = roles.find((r: any) => r.roleName === staff.roleName).pkId;
  const { pkId: noLocks } = await send(request, boss, 'POST', '/api/admin/roles', {
    roleName: `无门锁${Date.now() % 100000}`,
    roleType: 2,
  });
  await send(request, boss, 'PUT', `/api/admin/roles/${noLocks}/actions`, { actionIds: [permKey(PERMS.board)] });
  try {
    await send(request, boss, 'PUT', `/api/admin/staff/${staff.pkId}/roles`, { roleIds: [noLocks] });
    expect(await keyIn(request, lock.sn, code)).toMatchObject({ opened: false, reason: '密码错误' });
  } finally {
    await send(request, boss, 'PUT', `/api/admin/staff/${staff.pkId}/roles`, { roleIds: [original] });
  }
});
