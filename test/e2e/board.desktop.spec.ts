import { expect, test, type Page } from '@playwright/test';
import { login, PASSWORD, PHONES, tokenOf } from './helpers';

const tile = (page: Page, no: string) =>
  page.locator('button.room-tile', { has: page.locator('.room-tile-number', { hasText: new RegExp(`^${no}$`) }) });

/** The room's actions open in a menu next to its tile on a desktop. */
const menuItem = (page: Page, action: string) => page.getByRole('menu').getByRole('menuitem', { name: action });
async function act(page: Page, no: string, action: string) {
  await tile(page, no).click();
  await menuItem(page, action).click();
}

test('on a desktop: filter the board, then use a room’s actions', async ({ page }) => {
  await login(page, PHONES.manager);
  await page.goto('/jizhongHome');
  const filters = page.getByRole('search');
  await filters.getByLabel('公寓').selectOption({ label: '西城公寓' });
  // the floors are a windowed list: the last floor is in the page once scrolled to
  await expect(tile(page, '101')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(tile(page, '610')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('.room-tile-number', { hasText: /^101$/ })).toHaveCount(1);

  // Room number filter: only rooms whose number contains 101 stay.
  await filters.getByPlaceholder('输入后回车').fill('101');
  await filters.getByPlaceholder('输入后回车').press('Enter');
  await expect(page.locator('button.room-tile')).toHaveCount(1);
  await expect(tile(page, '101')).toContainText('空置');

  // A cancelled confirm changes nothing.
  await act(page, '101', '开启装修锁');
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page.getByText('已取消')).toBeVisible();
  await expect(tile(page, '101')).toContainText('空置');

  // Decoration lock on: the badge says so (without a day count), and renting is refused while it is on.
  await act(page, '101', '开启装修锁');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(tile(page, '101').locator('.room-tile-badge')).toHaveText('装修中');
  await tile(page, '101').click();
  await expect(menuItem(page, '设为已出租')).toBeDisabled();
  await menuItem(page, '关闭装修锁').click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(tile(page, '101')).toContainText('空置');

  // A remark shows on the tile, and the 有备注 flag finds it.
  await act(page, '101', '添加备注');
  await page.locator('.adm-dialog textarea').fill('窗户待修');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(tile(page, '101')).toContainText('备注：窗户待修');
  await filters.getByPlaceholder('输入后回车').fill('');
  await filters.getByPlaceholder('输入后回车').press('Enter');
  await page.getByText('有备注', { exact: true }).click();
  // 101 and the demo's own remark on 602; every tile shown has a remark.
  await expect(page.locator('button.room-tile')).toHaveCount(2);
  await expect(page.locator('button.room-tile .room-tile-remark')).toHaveCount(2);
  await expect(tile(page, '101')).toBeVisible();
  await page.getByText('有备注', { exact: true }).click();

  // Rent status with a confirm: the room, rented without a lease, becomes 待登记, and the server holds it.
  await act(page, '101', '设为已出租');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(tile(page, '101').locator('.room-tile-badge')).toHaveText('待登记');
  // The change is queued on the device and pushed by the sync loop: wait until the outbox is empty.
  await expect(page.locator('button.sync-badge')).toHaveAttribute('aria-label', /在线，0 条待同步/);
  const res = await page.request.get('/api/board/houses?houseNumber=101', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  const rooms = (await res.json()).data.apartments.flatMap((a: any) => a.floors.flatMap((f: any) => f.houses));
  expect(rooms.find((r: any) => r.remark === '窗户待修')).toMatchObject({ isRent: 1, isDecoration: 0 });
});

test('staff see only their project on the board', async ({ page }) => {
  await login(page, PHONES.staff);
  await page.goto('/jizhongHome');
  await expect(page.getByRole('search').getByLabel('公寓').locator('option')).toHaveText(['全部公寓', '东湖公寓']);
  await expect(tile(page, '101')).toBeVisible();
  await expect(page.getByText('西城公寓')).toHaveCount(0);
  // The API refuses a room outside the staff member's projects as if it did not exist.
  const boss = (
    await (await page.request.post('/api/auth/login', { data: { phone: PHONES.boss, password: PASSWORD } })).json()
  ).data.token;
  const board = (
    await (await page.request.get('/api/board/houses', { headers: { authorization: `Bearer ${boss}` } })).json()
  ).data;
  const west = board.apartments.find((a: any) => a.name === '西城公寓').floors[0].houses[0].houseId;
  const res = await page.request.put(`/api/board/houses/${west}/remark`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { remark: 'x' },
  });
  expect(res.status()).toBe(404);
});
