import { ulid } from 'ulid';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { appCachedForOffline, login, PASSWORD, PHONES, tokenOf, syncedOnline } from './helpers';
import { STATUS } from '../../sync/rules/board/board-status';

const indicator = (page: Page) => page.locator('button.sync-badge');
const tile = (page: Page, no: string) =>
  page.locator('button.room-tile', { has: page.locator('.room-tile-number', { hasText: new RegExp(`^${no}$`) }) });

/** Free rooms (vacant badge, no deposit order) of 东湖公寓 on `floor`, from the API. */
async function freeRooms(request: APIRequestContext, token: string, floor: number) {
  const all = (await (await request.get('/api/board/houses', { headers: { authorization: `Bearer ${token}` } })).json())
    .data;
  const east = all.apartments.find((a: any) => a.name === '东湖公寓');
  const rooms = east.floors
    .flatMap((f: any) => f.houses)
    .filter(
      (x: any) => x.floor === floor && x.houseStatus.length === 1 && x.houseStatus[0].statusCode === STATUS.vacant,
    );
  return { apartmentId: east.apartmentId as string, rooms };
}

async function tileOf(request: APIRequestContext, token: string, apartmentId: string, houseId: string) {
  const data = (
    await (
      await request.get(`/api/board/houses?apartmentId=${apartmentId}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()
  ).data;
  return data.apartments[0].floors.flatMap((f: any) => f.houses).find((x: any) => x.houseId === houseId);
}

/** Fills the lessee and generates the bill plan (the defaults give the terms). */
async function fillLessee(page: Page, name: string) {
  await page.getByRole('textbox', { name: '承租人姓名' }).fill(name);
  await page.locator('.adm-radio', { hasText: /^男$/ }).click();
  await page.getByRole('textbox', { name: '手机号' }).fill('13912345678');
  await page.getByRole('textbox', { name: '证件号' }).fill('11010519491231002X');
  await page.getByRole('button', { name: '生成账单' }).click();
  await expect(page.getByLabel('账单计划')).toContainText('第1期');
}

/** Draws a signature on the pad and confirms it. */
async function sign(page: Page) {
  await page.getByRole('button', { name: '签字并提交' }).click();
  await page.getByRole('button', { name: '去签名' }).click();
  const pad = page.getByLabel('签名板');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 60, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 25; i++)
    await page.mouse.move(box.x + 60 + i * 14, box.y + box.height / 2 + Math.sin(i / 2) * 40);
  await page.mouse.up();
  await expect(page.getByRole('button', { name: '确认签名' })).toBeEnabled();
  await page.getByRole('button', { name: '确认签名' }).click();
}

/**
 * Signs in as the manager, picks a free room of 东湖公寓 on `floor`, opens the board and waits for the device's first
 * sync; with `offline`, cuts the network and opens the signing screen from the room's tile.
 */
async function openSigning(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  floor: number,
  offline: boolean,
) {
  await login(page, PHONES.manager);
  const token = await tokenOf(page);
  const { apartmentId, rooms } = await freeRooms(request, token, floor);
  const room = rooms[0];
  await page.goto(`/jizhongHome?apartmentId=${apartmentId}`);
  await appCachedForOffline(page);
  await syncedOnline(page);
  if (offline) await context.setOffline(true);
  await tile(page, room.houseNumber).click();
  await page.getByRole('menuitem', { name: '租客登记' }).click(); // the room's actions: a menu by the tile from 900 px wide
  if (offline) await expect(page.getByText('当前离线：按本机同步的房间信息登记')).toBeVisible({ timeout: 15_000 });
  return { token, apartmentId, room };
}

test('on a tablet a manager signs a lease with an ID photo from the camera and a drawn signature; the room shows as rented', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const { token, apartmentId, room } = await openSigning(page, context, request, 5, false);
  await expect(page.getByLabel('房源地址')).toHaveText(`东湖公寓 5层 ${room.houseNumber}`);
  // Paper is the default contract type (spec §9); the tenant signs an electronic one on the tablet.
  await page.getByText('电子合同').click();

  // Submitting before the plan exists is refused with the spec's message.
  await page.getByRole('textbox', { name: '承租人姓名' }).fill('王五');
  await page.getByRole('button', { name: '签字并提交' }).click();
  await expect(page.getByText('请选择性别')).toBeVisible();
  await fillLessee(page, '王五');

  // The ID card through the camera: frame, shot, use; the second side is asked for next.
  await page.getByRole('button', { name: '拍摄证件' }).click();
  await page.getByRole('button', { name: '拍照' }).click();
  await page.getByRole('button', { name: '使用照片' }).click();
  await expect(page.locator('.id-capture-step')).toContainText('国徽面');
  await page.getByRole('button', { name: '关闭' }).click();
  await expect(page.locator('.id-capture-thumb')).toHaveCount(1);

  await sign(page);
  await expect(page.getByText('签约成功').first()).toBeVisible({ timeout: 20_000 });
  // The success step offers the tenant's link; 完成 goes back where the signing started.
  await expect(page.getByRole('button', { name: '发放租客链接' })).toBeVisible();
  await page.getByRole('button', { name: '完成' }).click();
  await expect(page).toHaveURL(/\/jizhongHome/);
  await expect(tile(page, room.houseNumber).locator('.room-tile-badge')).toContainText('收租中', { timeout: 15_000 });

  // The server holds the lease in effect, its contract intact, and the ID photo only for those allowed.
  const after = await tileOf(request, token, apartmentId, room.houseId);
  expect(after.houseStatus[0].statusCode).toBe(STATUS.collecting);
  expect(after.leaseId).toBeTruthy();
  const verify = await request.get(`/api/leases/${after.leaseId}/contract/verify`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await verify.json()).data.intact).toBe(true);
});

test('on a tablet with no network the signing is kept on the device and reaches the server once online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const { token, apartmentId, room } = await openSigning(page, context, request, 6, true);
  await page.getByText('电子合同').click();
  await fillLessee(page, '赵六');
  await sign(page);
  await expect(page.getByText('已保存，将在联网后同步')).toBeVisible({ timeout: 20_000 });
  await expect(tile(page, room.houseNumber).locator('.room-tile-badge')).toContainText('收租中');
  await expect(indicator(page)).toHaveAttribute('aria-label', /离线，1 条待同步/);

  // A reload with no network keeps the queued signing.
  await page.reload();
  await expect(indicator(page)).toHaveAttribute('aria-label', /离线，1 条待同步/, { timeout: 15_000 });

  await context.setOffline(false);
  await expect(indicator(page)).toHaveAttribute('aria-label', /在线，0 条待同步/, { timeout: 30_000 });
  const after = await tileOf(request, token, apartmentId, room.houseId);
  expect(after.houseStatus[0].statusCode).toBe(STATUS.collecting);
  const verify = await request.get(`/api/leases/${after.leaseId}/contract/verify`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await verify.json()).data.intact).toBe(true);
});

test('a signing made offline is refused with its reason when the room was taken meanwhile, and stays to retry or discard', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const { token, apartmentId, room } = await openSigning(page, context, request, 7, true);
  await page.getByText('纸质合同').click();
  await fillLessee(page, '孙七');
  await page.getByRole('button', { name: '保存并提交' }).click();
  await expect(page.getByText('已保存，将在联网后同步')).toBeVisible({ timeout: 20_000 });

  // Meanwhile the boss signs the same room at the office.
  const boss = await request.post('/api/auth/login', { data: { phone: PHONES.boss, password: PASSWORD } });
  const bossToken = (await boss.json()).data.token as string;
  const defaults = (
    await (
      await request.get(`/api/leases/defaults?houseId=${room.houseId}`, {
        headers: { authorization: `Bearer ${bossToken}` },
      })
    ).json()
  ).data;
  const signed = await request.post('/api/leases/sign', {
    headers: { authorization: `Bearer ${bossToken}` },
    data: {
      leaseId: ulid(),
      houseId: room.houseId,
      contractType: 0,
      contractTemplateId: null,
      tenant: '周八',
      sex: 1,
      phone: '13700000000',
      idNumberType: 0,
      idNumber: '',
      country: '中国',
      idCardAddress: '',
      residentialAddress: '',
      startDate: '2026-12-01',
      endDate: '2027-11-30',
      rentCost: defaults.terms.rentCost,
      deposit: defaults.terms.deposit,
      depositCost: defaults.terms.depositCost,
      payment: defaults.terms.payment,
      collectRentType: defaults.terms.collectRentType,
      collectRentDay: defaults.terms.collectRentDay,
      fees: defaults.terms.fees,
      fitmentIds: [],
      remark: '',
      isTenant: 0,
      isSend: 0,
      advanceId: null,
      isDeduction: 0,
      pictures: [],
      contract: null,
      basis: { listRent: defaults.house.listRent, advanceId: null, advanceCost: 0 },
    },
  });
  expect(signed.status()).toBe(200);

  await context.setOffline(false);
  await expect(indicator(page)).toHaveAttribute('aria-label', /1 条修改未被接受/, { timeout: 30_000 });
  await indicator(page).click();
  const item = page.locator('.sync-popup .adm-list-item', { hasText: '签约：孙七' });
  await expect(item).toContainText('房间已出租或已有待确认的租约，不能签约');
  await expect(item.getByRole('button', { name: '重试' })).toBeVisible();
  // The room keeps the boss's lease only.
  const after = await tileOf(request, token, apartmentId, room.houseId);
  expect(after.houseStatus[0].statusCode).toBe(STATUS.awaiting);

  // The manager reopens the rejected signing, moves it to another free room and signs it again.
  const other = (await freeRooms(request, token, 7)).rooms[0];
  await item.getByRole('button', { name: '修改后重新登记' }).click();
  await expect(page.getByText('正在重新登记一份未被接受的签约')).toBeVisible();
  await expect(page.locator('.adm-notice-bar', { hasText: '房间已出租或已有待确认的租约，不能签约' })).toBeVisible();
  await page.getByRole('button', { name: '更换' }).click();
  await page.getByPlaceholder('搜索房间').fill(other.houseNumber);
  await page
    .locator('.adm-list-item', { hasText: ` ${other.houseNumber}` })
    .first()
    .click();
  await expect(page.getByRole('textbox', { name: '承租人姓名' })).toHaveValue('孙七');
  await expect(page.getByRole('textbox', { name: '证件号' })).toHaveValue('11010519491231002X');
  await page.getByRole('button', { name: '生成账单' }).click();
  await page.getByRole('button', { name: '保存并提交' }).click();
  await expect(page.getByText('签约成功').first()).toBeVisible({ timeout: 20_000 });
  await expect(indicator(page)).toHaveAttribute('aria-label', /在线，0 条待同步/, { timeout: 15_000 });
  await expect(indicator(page)).not.toHaveAttribute('aria-label', /未被接受/);
  // 孙七's lease now stands on another room than the one the boss took, and that room awaits confirmation.
  const leasesOf孙七 = async () =>
    (
      await (
        await request.get(`/api/leases?tenant=${encodeURIComponent('孙七')}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()
    ).data.records;
  await expect.poll(async () => (await leasesOf孙七()).length).toBe(1);
  const [moved] = await leasesOf孙七();
  expect(moved.houseId).not.toBe(room.houseId);
  expect(moved.statusText).toBe('待确认');
});

test('signing from a deposit order starts from its terms, on paper by default, with YYYY-MM-DD dates; deducting the earnest money, the contract states the true deposit', async ({
  page,
  request,
}) => {
  await login(page, PHONES.manager);
  const token = await tokenOf(page);
  const orders = (
    await (
      await request.get('/api/deposits?size=10&current=1', { headers: { authorization: `Bearer ${token}` } })
    ).json()
  ).data.records;
  const order = orders.find((o: any) => o.actions.includes('register') && o.house.startsWith('东湖公寓'));
  const detail = (
    await (
      await request.get(`/api/deposits/${order.advanceId}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()
  ).data;

  await page.goto('/reservationOrder');
  const card = page.locator('.list-item', { hasText: order.promiseMan });
  await card.getByRole('button', { name: '租客登记' }).click();
  await expect(page).toHaveURL(/\/renterRegister\?/);
  // The order's booker, phone, agreed rent and dates — not the list rent and today.
  await expect(page.getByRole('textbox', { name: '承租人姓名' })).toHaveValue(order.promiseMan);
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue(order.phone);
  await expect(page.getByRole('textbox', { name: '租金' })).toHaveValue((order.rentCost / 100).toFixed(2));
  await expect(page.getByRole('button', { name: '开始日期' })).toHaveText(detail.startDate);
  await expect(page.getByRole('button', { name: '结束日期' })).toHaveText(detail.endDate);
  // Every date of the form reads YYYY-MM-DD (no locale-formatted native date input).
  await expect(page.locator('.register input[type="date"]')).toHaveCount(0);
  for (const text of await page.locator('.register-dates button').allTextContents())
    expect(text.trim()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // Paper unless the organisation's default says otherwise.
  await expect(page.locator('.adm-radio', { hasText: '纸质合同' })).toHaveClass(/adm-radio-checked/);
  await expect(page.getByRole('button', { name: '保存并提交' })).toBeVisible();

  // 押1 at the agreed rent; with the earnest money deducted the contract still states the whole deposit.
  await page.getByRole('switch', { name: '定金抵扣押金' }).click();
  const rent = (order.rentCost / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
  const advance = (order.advanceCost / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
  await page.getByRole('button', { name: '预览合同' }).click();
  const contract = page.locator('.register-preview');
  await expect(contract).toContainText(`押金为1个月租金，计¥${rent}`);
  await expect(contract).toContainText(`其中乙方已付定金¥${advance}`);
  await expect(contract).toContainText(/合同编号：ZY\d{8}[0-9A-Z]{6}/);
});

test('on a 1024-px tablet the lease and deposit-order lists are tables with every column: the frame scrolls sideways, 操作 stays in view', async ({
  page,
}) => {
  await login(page, PHONES.boss);
  for (const [path, columns] of [
    [
      '/bookingList',
      ['房源', '租约状态', '租客', '手机号', '租期', '租金', '下次收租日', '合同类型', '签约人', '操作'],
    ],
    [
      '/reservationOrder',
      ['房源', '状态', '预订人', '手机号', '预订时间', '定金', '最晚签约日期', '约定租金', '添加人', '操作'],
    ],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(/^共 \d+ 条$/)).toBeVisible();
    const frame = page.locator('.list-table-wrap');
    await expect(frame).toBeVisible();
    // No column dropped; the page itself never scrolls sideways.
    await expect(frame.locator('thead th')).toHaveText([...columns]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    const width = page.viewportSize()!.width;
    const rows = frame.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    // The row's buttons are in view without scrolling (the 操作 column sticks to the right).
    for (let i = 0; i < Math.min(await rows.count(), 6); i++)
      for (const button of await rows.nth(i).locator('.adm-button').all()) {
        const box = (await button.boundingBox())!;
        expect(box.x + box.width, `${path} row ${i}`).toBeLessThanOrEqual(width);
      }
    // Scrolled to its end, the frame shows the status beside 操作.
    await frame.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const tag = rows.first().locator('.adm-tag').first();
    const box = (await tag.boundingBox())!;
    const sticky = (await rows.first().locator('.list-actions-cell').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(sticky.x + 1);
    expect(box.x).toBeGreaterThan(0);
  }
});

test('with no network, signing a reserved room starts from its deposit order as synced to the device', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  await login(page, PHONES.manager);
  const token = await tokenOf(page);
  const orders = (
    await (
      await request.get('/api/deposits?size=10&current=1', { headers: { authorization: `Bearer ${token}` } })
    ).json()
  ).data.records;
  const order = orders.find((o: any) => o.actions.includes('register') && o.house.startsWith('东湖公寓'));
  const { apartmentId } = await freeRooms(request, token, 1);
  await page.goto(`/jizhongHome?apartmentId=${apartmentId}`);
  await appCachedForOffline(page);
  await syncedOnline(page);
  await context.setOffline(true);
  await tile(page, order.house.split(' ').pop()).click();
  await page.getByRole('menuitem', { name: '租客登记' }).click(); // the room's actions: a menu by the tile from 900 px wide
  await expect(page.getByText('当前离线：按本机同步的房间信息登记')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('textbox', { name: '承租人姓名' })).toHaveValue(order.promiseMan);
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue(order.phone);
  await expect(page.getByRole('textbox', { name: '租金' })).toHaveValue((order.rentCost / 100).toFixed(2));
  // The order reserves the room for this signing: no refusal, and its earnest money can be deducted.
  await expect(page.getByRole('button', { name: '保存并提交' })).toBeEnabled();
  await expect(page.getByRole('switch', { name: '定金抵扣押金' })).toBeVisible();
  await context.setOffline(false);
});
