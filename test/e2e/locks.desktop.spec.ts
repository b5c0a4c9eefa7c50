import { expect, test, type Page } from '@playwright/test';
import { login, PHONES, tokenOf } from './helpers';

/** Reads the API as the signed-in user of the page. */
async function api(page: Page, path: string) {
  const r = await page.request.get(path, { headers: { authorization: `Bearer ${await tokenOf(page)}` } });
  return (await r.json()).data;
}

async function apartmentIdOf(page: Page, name: string): Promise<string> {
  const list = (await api(page, '/api/houses/apartments')) as { apartmentId: string; name: string }[];
  return list.find((a) => a.name === name)!.apartmentId;
}

/** The lock tab filtered to one apartment and one lock identifier, through its filter bar. */
async function filterLocks(page: Page, apartment: string, sn: string) {
  const bar = page.locator('.filter-bar');
  await bar.getByLabel('选择公寓').selectOption({ label: apartment });
  await bar.getByPlaceholder('设备标识').fill(sn);
  await bar.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('共 1 条')).toBeVisible();
  return page.locator('tbody tr', { hasText: sn });
}

const sheet = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });

test('on a desktop the boss deletes a lock and fits one again, asking for rooms first', async ({ page }) => {
  test.setTimeout(60_000);
  await login(page, PHONES.boss);
  const west = await apartmentIdOf(page, '西城公寓');
  // A room of the first page of the add-lock list and its lock.
  const rooms = await api(page, `/api/locks/rooms?apartmentId=${west}&current=1&size=10`);
  const room = rooms.records[0];
  expect(room.isExist).toBe(1);
  const locks = await api(page, `/api/locks?apartmentId=${west}&current=1&size=100`);
  const lock = locks.records.find((l: { houseId: string }) => l.houseId === room.houseId);

  await page.goto('/shuiDianSuo');
  await expect(page.getByRole('tab', { name: '门锁', selected: true })).toBeVisible();
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible({ timeout: 15_000 });
  const row = await filterLocks(page, '西城公寓', lock.sn);
  await expect(row).toContainText('西城公寓');
  await expect(page.locator('tbody tr', { hasText: '东湖公寓' })).toHaveCount(0);

  // 删除 asks first; cancelling keeps the lock.
  await row.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
  await expect(page.getByText('已取消')).toBeVisible();
  await row.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(page.getByText('暂无门锁')).toBeVisible();

  // 添加门锁 on the filtered apartment: nothing ticked is refused in the form; the cloud path for 西城.
  await page.getByRole('button', { name: '添加门锁' }).click();
  const add = sheet(page, '添加门锁');
  await expect(add.getByRole('tab', { name: '网关门锁' })).toBeVisible();
  await add.getByRole('tab', { name: '云门锁' }).click();
  await expect(add.getByText('已有门锁').first()).toBeVisible();
  await add.getByRole('button', { name: '添加', exact: true }).click();
  await expect(add.getByRole('alert')).toHaveText('请选择房间');
  // A room with a lock cannot be ticked; the freed one can.
  await expect(add.getByLabel(`选择${rooms.records[1].houseNumber}`)).toBeDisabled();
  await add.getByLabel(`选择${room.houseNumber}`).check();
  await add.getByRole('button', { name: '添加（1 间）' }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  await expect(add).toHaveCount(0);
  const after = await api(page, `/api/locks?apartmentId=${west}&current=1&size=100`);
  const fitted = after.records.find((l: { houseId: string }) => l.houseId === room.houseId);
  expect(fitted.lockType).toBe(2);
  expect(fitted.lockId).not.toBe(lock.lockId);
});

test('on a desktop the boss gets a temporary password, resets and freezes a tenant, and reads the records', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await login(page, PHONES.boss);
  const east = await apartmentIdOf(page, '东湖公寓');
  const locks = await api(page, `/api/locks?apartmentId=${east}&current=1&size=100`);
  // A rented room whose tenant has a lock password and is not frozen, from the top floors (other tests open the first
  // rooms' locks).
  let target: { lockId: string; sn: string } | undefined;
  let tenant: { name: string } | undefined;
  const rented = locks.records.filter((x: { isRent: number; frozenUsers: number }) => x.isRent && !x.frozenUsers);
  for (const l of rented.reverse()) {
    const users = await api(page, `/api/locks/${l.lockId}/users`);
    tenant = users.find((u: { kind: string; isFrozen: number }) => u.kind === 'tenant' && !u.isFrozen);
    if (tenant) {
      target = l;
      break;
    }
  }
  expect(tenant, 'a rented room with a tenant password').toBeTruthy();

  await page.goto('/shuiDianSuo?devType=3');
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible({ timeout: 15_000 });
  const row = await filterLocks(page, '东湖公寓', target!.sn);

  // 获取密码: the time order is checked in the form before anything is sent.
  await row.getByRole('button', { name: '获取密码' }).click();
  const get = sheet(page, /^获取密码/);
  await expect(get.getByRole('group', { name: '密码类型' }).getByText('租客密码')).toBeVisible();
  await get.getByRole('button', { name: '失效时间日期' }).click();
  await page.getByRole('dialog', { name: '失效时间日期' }).locator('.adm-calendar-cell-today').click();
  await get.getByLabel('失效时间时刻').fill('00:00');
  await get.getByRole('button', { name: '获取密码' }).click();
  await expect(get.getByRole('alert')).toHaveText('生效时间不能大于失效时间');
  await get.getByLabel('生效时间时刻').fill('00:00');
  await get.getByLabel('失效时间时刻').fill('23:59');
  await get.getByRole('button', { name: '获取密码' }).click();
  const shown = page.getByRole('status', { name: '门锁密码' });
  await expect(shown.locator('.lock-password-code')).toHaveText(/^\d{6,}$/);
  await expect(page.getByRole('dialog', { name: /^临时密码/ })).toBeVisible();
  await page
    .getByRole('dialog', { name: /^临时密码/ })
    .getByRole('button', { name: '关闭' })
    .click();

  // 重置租客密码 asks first.
  await row.getByRole('button', { name: '重置租客密码' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '重置' }).click();
  await expect(page.getByText('重置成功，请查收')).toBeVisible();

  // 冻结: nothing ticked is refused; the tenant ticked is frozen, shown in place and in the frozen records.
  await row.getByRole('button', { name: '冻结' }).click();
  const freeze = sheet(page, /^冻结/);
  await freeze.getByRole('button', { name: '冻结' }).click();
  await expect(freeze.getByRole('alert')).toHaveText('请选择用户');
  await freeze.getByLabel(`${tenant!.name}（租客）`).check();
  await freeze.getByRole('group', { name: '备注' }).getByRole('textbox').fill('测试冻结');
  await freeze.getByRole('button', { name: '冻结' }).click();
  await expect(page.getByText('冻结成功')).toBeVisible();
  await expect(freeze.getByRole('listitem').filter({ hasText: tenant!.name })).toContainText('已冻结');
  await freeze.getByRole('button', { name: '关闭' }).click();
  await expect(row.getByRole('button', { name: '解冻' })).toBeVisible();

  await page.goto('/getLockFrozenRecord');
  const record = page.locator('tbody tr', { hasText: '测试冻结' });
  await expect(record).toContainText(tenant!.name);
  await expect(record).toContainText('冻结');
  await expect(record).toContainText('手动');

  // 开锁记录 from a row: /suoJiLu of that lock.
  await page.goto(`/shuiDianSuo?sn=${target!.sn}`);
  await page.locator('tbody tr', { hasText: target!.sn }).getByRole('button', { name: '开锁记录' }).click();
  await expect(page).toHaveURL(new RegExp(`/suoJiLu\\?lockId=${target!.lockId}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^开锁记录 · 东湖公寓\\d+ `));
  await expect(page.getByText('仅显示所选门锁的开锁记录')).toBeVisible();
});

test('staff of 东湖 see only its locks', async ({ page }) => {
  await login(page, PHONES.staff);
  const mine = await api(page, '/api/locks?current=1&size=100');
  expect(mine.total).toBeGreaterThan(0);
  expect(new Set(mine.records.map((l: { apartmentName: string }) => l.apartmentName))).toEqual(new Set(['东湖公寓']));
  await page.goto('/shuiDianSuo');
  await expect(page.getByText(`共 ${mine.total} 条`)).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('tbody tr', { hasText: '西城公寓' })).toHaveCount(0);
});

test("another organisation's boss sees none of this organisation's locks", async ({ page }) => {
  await login(page, '13900000001');
  const theirs = await api(page, '/api/locks?current=1&size=100');
  expect(theirs.records.filter((l: { sn: string }) => /^(WL-DH|YL-XC)-/.test(l.sn))).toEqual([]);
  await page.goto('/shuiDianSuo');
  await expect(page.getByText('暂无门锁')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('东湖公寓')).toHaveCount(0);
});

test('on a desktop the boss gives a manager one admin password on the chosen rooms', async ({ page }) => {
  await login(page, PHONES.boss);
  await page.goto('/shuiDianSuo');
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: '统一管理员密码' }).click();
  const sheet = page.getByRole('dialog', { name: '统一管理员密码' });
  await sheet.getByRole('button', { name: '设置密码' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('请先选择公寓');
  await sheet.getByLabel('选择公寓').selectOption({ label: '东湖公寓' });
  await sheet.getByRole('button', { name: '设置密码' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('请选择房间');
  await sheet.getByLabel('选择101').check();
  await sheet.getByLabel('选择102').check();
  await expect(sheet.getByRole('group', { name: /^房间（已选 2 间）/ })).toBeVisible();
  await sheet.getByRole('button', { name: '设置密码' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('请选择管理员');
  await sheet.getByLabel('选择管理员').selectOption({ label: '张管家 13800000003' });
  await sheet.getByRole('button', { name: '设置密码' }).click();
  await expect(sheet.getByRole('status', { name: '门锁密码' })).toContainText('已下发到 2 把门锁');

  await page.goto('/lockPswRecord');
  const rows = page.locator('tbody tr', { hasText: '统一管理员密码' }).filter({ hasText: '张管家' });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('有效');
});

test('the managers offered are the staff who may open the chosen apartment’s locks', async ({ page }) => {
  await login(page, PHONES.manager);
  await page.goto('/shuiDianSuo');
  await page.getByRole('button', { name: '统一管理员密码' }).click();
  const sheet = page.getByRole('dialog', { name: '统一管理员密码' });
  const picker = sheet.getByLabel('选择管理员');
  await sheet.getByLabel('选择公寓').selectOption({ label: '东湖公寓' });
  await expect(picker.locator('option', { hasText: '张管家 13800000003' })).toHaveCount(1);
  await expect(picker.locator('option', { hasText: '李店长 13800000002' })).toHaveCount(1);
  // 张管家 works in 东湖 only: not offered for 西城's locks.
  await sheet.getByLabel('选择公寓').selectOption({ label: '西城公寓' });
  await expect(picker.locator('option', { hasText: '李店长 13800000002' })).toHaveCount(1);
  await expect(picker.locator('option', { hasText: '张管家' })).toHaveCount(0);
});
