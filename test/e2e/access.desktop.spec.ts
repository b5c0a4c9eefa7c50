import { expect, test, type Page } from '@playwright/test';
import { ulid } from 'ulid';
import { login, PHONES, tokenOf } from './helpers';

/** Calls the API as the signed-in user of the page. */
async function api(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const r = await page.request.fetch(path, {
    method,
    data,
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  return (await r.json()) as { code: number; msg: string; data: any };
}

/** What the simulated door `sn` answers to a scanned QR payload (no login: anyone at the door). */
async function scan(page: Page, sn: string, payload: string) {
  const r = await page.request.post(`/api/simulator/doors/${sn}/scan`, { data: { payload } });
  expect(r.status()).toBe(200);
  return (await r.json()).data as { opened: boolean; reason: string };
}

const sheet = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });

/** A mainland ID number with its check character (GB 11643), unique enough for one run. */
function idNumber(): string {
  const body = `11010519900101${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11];
}

/**
 * Signs a lease of a vacant 东湖 room on `floor` through the API and confirms it (确认租约), so its tenant gets the
 * doors; returns the tenant.
 */
async function tenantInEffect(page: Page, floor: number) {
  const board = (await api(page, 'GET', '/api/board/houses')).data;
  const east = board.apartments.find((a: any) => a.name === '东湖公寓');
  const rooms = east.floors.flatMap((f: any) => f.houses);
  const room = rooms.filter((x: any) => x.floor === floor && x.isRent === 0 && x.leaseId === null).at(-1);
  expect(room, `a vacant 东湖 room on floor ${floor}`).toBeTruthy();
  const defaults = (await api(page, 'GET', `/api/leases/defaults?houseId=${room.houseId}`)).data;
  const tenant = {
    name: `门禁${String(Date.now()).slice(-6)}`,
    phone: `139${String(Date.now()).slice(-8)}`,
    idNumber: idNumber(),
  };
  const leaseId = ulid();
  const signed = await api(page, 'POST', '/api/leases/sign', {
    leaseId,
    houseId: room.houseId,
    contractType: 0,
    contractTemplateId: null,
    tenant: tenant.name,
    sex: 0,
    phone: tenant.phone,
    idNumberType: 0,
    idNumber: tenant.idNumber,
    country: '中国',
    idCardAddress: '北京市西城区金融街1号',
    residentialAddress: '杭州市上城区东湖路8号',
    startDate: '2026-11-22',
    endDate: '2027-11-21',
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
  });
  expect(signed.code, signed.msg).toBe(200);
  const confirmed = await api(page, 'POST', `/api/leases/${leaseId}/confirm`, {});
  expect(confirmed.code, confirmed.msg).toBe(200);
  return { ...tenant, room: room.houseNumber as string };
}

test('issues a visitor pass the simulator accepts inside its window and refuses after', async ({ page }) => {
  test.setTimeout(60_000);
  await login(page, PHONES.boss);
  const east = (await api(page, 'GET', '/api/houses/apartments')).data.find((a: any) => a.name === '东湖公寓');

  // 统一分配's 临时授权 opens the passes of that apartment.
  await page.goto('/accessAuthority');
  await page.locator('tbody tr', { hasText: '东湖公寓' }).getByRole('button', { name: '临时授权' }).click();
  await expect(page).toHaveURL(new RegExp(`/tempAuthorization\\?apartmentId=${east.apartmentId}$`));
  await expect(page.locator('.filter-bar').getByLabel('选择公寓').locator('option:checked')).toHaveText('东湖公寓');
  await expect(page.locator('tbody tr', { hasText: '西城公寓' })).toHaveCount(0);

  // 新建访客通行: the apartment comes from the filter; the name and the window's order are checked in the form.
  await page.getByRole('button', { name: '新建访客通行' }).click();
  const add = sheet(page, '新建访客通行');
  await expect(add.getByLabel('选择公寓').locator('option:checked')).toHaveText('东湖公寓');
  await add.getByRole('button', { name: '生成通行码' }).click();
  await expect(add.getByRole('alert')).toHaveText('请输入访客姓名');
  const visitor = `访客${String(Date.now()).slice(-5)}`;
  await add.getByPlaceholder('请输入访客姓名').fill(visitor);
  await add.getByPlaceholder('选填').fill('13912340000');
  await add.getByRole('button', { name: '失效时间日期' }).click();
  await page.getByRole('dialog', { name: '失效时间日期' }).locator('.adm-calendar-cell-today').click();
  await add.getByLabel('失效时间时刻').fill('00:00');
  await add.getByRole('button', { name: '生成通行码' }).click();
  await expect(add.getByRole('alert')).toHaveText('生效时间不能大于失效时间');
  await add.getByLabel('生效时间时刻').fill('00:00');
  await add.getByLabel('失效时间时刻').fill('23:59');
  await add.getByRole('button', { name: '生成通行码' }).click();
  await expect(page.getByText('授权成功')).toBeVisible();

  // The new pass's QR code, its window, and the payload a door unit reads.
  const qr = sheet(page, `访客通行码 · ${visitor}`);
  await expect(qr.getByText('东湖公寓 · 公共门禁')).toBeVisible();
  await expect(qr.getByText(/有效期 \d{4}-\d{2}-\d{2} 00:00 至 \d{4}-\d{2}-\d{2} 23:59/)).toBeVisible();
  const image = qr.getByRole('img', { name: `${visitor}的访客通行码` });
  await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
  const payload = (await image.getAttribute('data-payload'))!;
  expect(payload).toMatch(/^AP1\./);

  // Inside its window the main door opens for it.
  expect(await scan(page, 'DC-DH-1', payload)).toEqual({ opened: true, reason: '已开门' });

  await qr.getByRole('button', { name: '关闭' }).click();
  const row = page.locator('tbody tr', { hasText: visitor });
  await expect(row).toContainText('有效');
  await expect(row).toContainText('13912340000');
  await expect(row).toContainText('王老板');
  // 二维码 shows the same code again.
  await row.getByRole('button', { name: '二维码' }).click();
  await expect(sheet(page, `访客通行码 · ${visitor}`).getByRole('img')).toHaveAttribute('data-payload', payload);
  await sheet(page, `访客通行码 · ${visitor}`).getByRole('button', { name: '关闭' }).click();

  // 撤回 asks first; once withdrawn the door refuses the same code.
  await row.getByRole('button', { name: '撤回' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
  await expect(page.getByText('已取消')).toBeVisible();
  await expect(row).toContainText('有效');
  await row.getByRole('button', { name: '撤回' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '撤回' }).click();
  await expect(page.getByText('撤回成功')).toBeVisible();
  await expect(row).toContainText('已撤回');
  await expect(row.getByRole('button', { name: '二维码' })).toHaveCount(0);
  expect(await scan(page, 'DC-DH-1', payload)).toEqual({ opened: false, reason: '通行码已作废' });

  // Before its window a pass is refused too: the demo's pass for tomorrow 09:00–12:00.
  const passes = (await api(page, 'GET', `/api/access/passes?apartmentId=${east.apartmentId}&size=100`)).data;
  const tomorrow = passes.records.find((p: any) => p.state === 'waiting' && p.payload);
  expect(tomorrow, 'a pass not yet valid').toBeTruthy();
  expect(await scan(page, 'DC-DH-1', tomorrow.payload)).toEqual({ opened: false, reason: '通行码未到生效时间' });

  // /openDoor shows the visitor's opening and the refusal, named after the pass.
  await page.goto('/openDoor');
  const bar = page.locator('.filter-bar');
  await bar.getByPlaceholder('姓名').fill(visitor);
  await bar.getByRole('button', { name: '查询' }).click();
  const opened = page.locator('tbody tr', { hasText: '成功' });
  await expect(opened).toHaveCount(1);
  await expect(opened).toContainText('大门门禁');
  await expect(opened).toContainText('二维码');
  await expect(opened).toContainText(`访客 ${visitor}`);
  await expect(page.locator('tbody tr', { hasText: '失败' })).toHaveCount(1);
  await opened.getByRole('button', { name: '详情' }).click();
  const detail = sheet(page, '开门详情');
  await expect(detail).toContainText('DC-DH-1');
  await expect(detail).toContainText('已开门');
  await expect(detail).toContainText('13912340000');
});

test('the boss assigns an apartment’s public doors to its tenants and edits one resident’s doors', async ({ page }) => {
  test.setTimeout(60_000);
  await login(page, PHONES.boss);
  const tenant = await tenantInEffect(page, 6);

  // 统一分配: with nothing chosen every public door is ticked; 东湖's tenants keep only the main door.
  await page.goto('/accessAuthority');
  const eastRow = page.locator('tbody tr', { hasText: '东湖公寓' });
  await eastRow.getByRole('button', { name: '分配' }).click();
  const assign = sheet(page, '统一分配 · 东湖公寓');
  await expect(assign.getByLabel('大门门禁（网络控制器）')).toBeChecked();
  await assign.getByLabel('1号楼门口机（全屏门口机）').uncheck();
  await assign.getByRole('button', { name: '分配' }).click();
  await expect(page.getByText('分配成功')).toBeVisible();
  await expect(assign).toHaveCount(0);
  await expect(eastRow).toContainText('大门门禁');
  await expect(eastRow).not.toContainText('1号楼门口机');

  // 租客权限管理: the ID number matches only whole; the new tenant now opens the main door only.
  await page.getByRole('tab', { name: '租客权限管理' }).click();
  const bar = page.locator('.filter-bar');
  await bar.getByPlaceholder('身份证号（完整号码）').fill(tenant.idNumber.slice(0, 17));
  await bar.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('暂无在住租客')).toBeVisible();
  await bar.getByPlaceholder('身份证号（完整号码）').fill(tenant.idNumber);
  await bar.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('共 1 条')).toBeVisible();
  const row = page.locator('tbody tr', { hasText: tenant.name });
  await expect(row).toContainText(`东湖公寓 ${tenant.room}`);
  await expect(row).toContainText(tenant.phone);
  await expect(row).toContainText('大门门禁公共');
  await expect(row).not.toContainText('1号楼门口机');

  // 编辑权限: the apartment's public doors (and the room's own, none here); the resident gets the door unit back.
  await row.getByRole('button', { name: '编辑权限' }).click();
  const edit = sheet(page, new RegExp(`^编辑权限 · 东湖公寓 ${tenant.room} ${tenant.name}`));
  await expect(edit.getByLabel('大门门禁（网络控制器）')).toBeChecked();
  await expect(edit.getByLabel('1号楼门口机（全屏门口机）')).not.toBeChecked();
  await expect(edit.getByLabel(/对讲机/)).toHaveCount(0);
  await edit.getByLabel('1号楼门口机（全屏门口机）').check();
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('授权成功')).toBeVisible();
  await expect(row).toContainText('1号楼门口机公共');
  await expect(row).toContainText('王老板');

  // 重置 clears the filters: every tenant again.
  await bar.getByRole('button', { name: '重置' }).click();
  await expect(page.getByText(/共 \d{2,} 条/)).toBeVisible();

  // Back to every public door for 东湖's tenants (what other checks expect).
  await page.getByRole('tab', { name: '统一分配' }).click();
  await eastRow.getByRole('button', { name: '分配' }).click();
  await assign.getByLabel('1号楼门口机（全屏门口机）').check();
  await assign.getByRole('button', { name: '分配' }).click();
  await expect(page.getByText('分配成功')).toBeVisible();
  await expect(eastRow).toContainText('1号楼门口机');
});

test('staff see 东湖 only in 门禁授权, and neither the menu nor the route gives them 临时授权', async ({ page }) => {
  await login(page, PHONES.staff);
  const side = page.getByRole('navigation', { name: '侧边菜单' });
  await side.getByRole('button', { name: '智能系统' }).click();
  await expect(side.getByRole('link', { name: '门禁授权' })).toBeVisible();
  await expect(side.getByRole('link', { name: '临时授权' })).toHaveCount(0);
  await side.getByRole('link', { name: '门禁授权' }).click();
  await expect(page.locator('tbody tr', { hasText: '东湖公寓' })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.getByRole('button', { name: '临时授权' })).toHaveCount(0);
  await page.getByRole('tab', { name: '租客权限管理' }).click();
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
  await expect(page.locator('tbody tr', { hasText: '东湖公寓' }).first()).toBeVisible();
  await expect(page.locator('tbody tr', { hasText: '西城公寓' })).toHaveCount(0);

  await page.goto('/tempAuthorization');
  await expect(page.getByText('没有访问权限')).toBeVisible();
  await expect(page.getByText('您的账号没有「临时授权」的权限，请联系管理员开通')).toBeVisible();
  expect((await api(page, 'GET', '/api/access/passes')).code).toBe(403);
});
