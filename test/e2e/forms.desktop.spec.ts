import { expect, test, type Page } from '@playwright/test';
import { login, PHONES, tokenOf } from './helpers';

/** The id of a demo apartment, through the API as the signed-in user. */
async function apartmentIdOf(page: Page, name: string): Promise<string> {
  const r = await page.request.get('/api/houses/apartments', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  const list = (await r.json()).data as { apartmentId: string; name: string }[];
  return list.find((a) => a.name === name)!.apartmentId;
}

test('on a desktop: the template form has a readable width and short fields in two columns', async ({ page }) => {
  await login(page, PHONES.boss);
  const east = await apartmentIdOf(page, '东湖公寓');
  await page.goto(`/Template2?apartmentId=${east}`);
  const form = page.locator('form.tpl-form');
  await expect(form).toBeVisible();
  const box = (await form.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(880);
  // 模板名称 and 房屋面积 sit side by side on one row.
  const name = (await page.getByPlaceholder('请输入模板名称').boundingBox())!;
  const area = (await page.getByPlaceholder('请输入房屋面积').boundingBox())!;
  expect(Math.abs(name.y - area.y)).toBeLessThan(8);
  expect(area.x).toBeGreaterThan(name.x + name.width);
  // The months are a desktop drop-down list, not the phone wheel.
  await page.getByRole('combobox', { name: '押金月数' }).selectOption({ label: '2个月' });
  await expect(page.locator('.adm-picker')).toHaveCount(0);

  // 使用已有模板: a centred list (not a full-width sheet); the copy gets a free name, as names are unique.
  await page.getByRole('button', { name: '使用已有模板' }).click();
  const choices = page.locator('.choice-dialog');
  await expect(choices).toBeVisible();
  expect((await choices.boundingBox())!.width).toBeLessThanOrEqual(480);
  await choices.getByText(/^精装单间/).click();
  await expect(page.getByPlaceholder('请输入模板名称')).toHaveValue('精装单间 副本');
});

test('on a desktop: a date field opens a calendar under it (not the wheel) and shows YYYY-MM-DD', async ({ page }) => {
  await login(page, PHONES.boss);
  await page.goto('/reservationOrder');
  await page.getByRole('button', { name: '添加订单' }).click();
  const sheet = page.locator('.form-sheet');
  await expect(sheet).toBeVisible();
  // The add-order form is a centred panel with two columns: 预订人 and 手机号 on one row.
  // Measured once the panel has finished opening (both boxes read in the same frame of its animation otherwise).
  await expect
    .poll(async () => {
      const who = (await sheet.getByRole('group', { name: '预订人' }).boundingBox())!;
      const phone = (await sheet.getByRole('group', { name: '手机号' }).boundingBox())!;
      return Math.abs(who.y - phone.y);
    })
    .toBeLessThan(8);

  const field = sheet.getByRole('button', { name: '开始日期' });
  await field.click();
  const calendar = page.getByRole('dialog', { name: '开始日期' });
  await expect(calendar).toBeVisible();
  await expect(page.locator('.adm-picker-view, .adm-date-picker')).toHaveCount(0);
  // It drops down right under the field.
  const f = (await field.boundingBox())!;
  const c = (await calendar.boundingBox())!;
  expect(c.y).toBeGreaterThanOrEqual(f.y + f.height - 1);
  expect(c.y).toBeLessThan(f.y + f.height + 20);
  await calendar.locator('.adm-calendar-cell:not(.adm-calendar-cell-disabled)', { hasText: /^15$/ }).first().click();
  await expect(calendar).toHaveCount(0);
  await expect(field).toHaveText(/^\d{4}-\d{2}-15$/);
  // Escape closes it without choosing.
  await sheet.getByRole('button', { name: '结束日期' }).click();
  await expect(page.getByRole('dialog', { name: '结束日期' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: '结束日期' })).toHaveCount(0);
  await expect(sheet.getByRole('button', { name: '结束日期' })).toHaveText('结束日期');
});

test('on a desktop: a template no room uses can be deleted; a bound one is refused with the number of rooms', async ({
  page,
}) => {
  await login(page, PHONES.boss);
  const west = await apartmentIdOf(page, '西城公寓');
  const auth = { authorization: `Bearer ${await tokenOf(page)}` };
  const made = await page.request.post('/api/templates', {
    headers: auth,
    data: { apartmentId: west, name: '待删除的模板', area: 20, bedroom: 1, hall: 0, bathroom: 1 },
  });
  expect(made.status()).toBe(200);
  const dup = await page.request.post('/api/templates', {
    headers: auth,
    data: { apartmentId: west, name: '待删除的模板', area: 20, bedroom: 1, hall: 0, bathroom: 1 },
  });
  expect((await dup.json()).msg).toBe('该公寓已有同名模板');

  await page.goto(`/editApartment?apartmentId=${west}`);
  const row = page.locator('.tpl-table tr', { hasText: '待删除的模板' });
  await row.getByRole('button', { name: '删除模板' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '确定要删除该模板吗' });
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(row).toHaveCount(0);

  const bound = page.locator('.tpl-table tbody tr').first();
  const rooms = (await bound.locator('td').nth(1).innerText()).trim();
  expect(Number(rooms)).toBeGreaterThan(0);
  await bound.getByRole('button', { name: '删除模板' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: `该模板已绑定 ${rooms} 间房` })).toBeVisible();
});
