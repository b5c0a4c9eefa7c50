import { expect, test, type Page } from '@playwright/test';
import { login, PHONES, tokenOf } from './helpers';

async function api(page: Page, path: string) {
  const r = await page.request.get(path, { headers: { authorization: `Bearer ${await tokenOf(page)}` } });
  return (await r.json()).data;
}

async function apartmentIdOf(page: Page, name: string): Promise<string> {
  const list = (await api(page, '/api/houses/apartments')) as { apartmentId: string; name: string }[];
  return list.find((a) => a.name === name)!.apartmentId;
}

const cardsOf = (page: Page, label: string) => page.getByRole('list', { name: label }).locator('.list-card');

test('on a phone the boss takes a door from a 西城 resident and gives it back, in a bottom sheet', async ({ page }) => {
  await login(page, PHONES.boss);
  const west = await apartmentIdOf(page, '西城公寓');
  const [resident] = (await api(page, `/api/access/permissions?apartmentId=${west}&size=100`)).records.filter(
    (r: { devs: unknown[] }) => r.devs.length > 0,
  );
  const door = resident.devs[0];
  await page.goto(`/accessAuthority?tab=tenants&apartmentId=${west}&name=${encodeURIComponent(resident.users)}`);
  await expect(page.getByRole('tab', { name: '租客权限管理', selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^筛选（2）/ })).toBeVisible();
  const card = cardsOf(page, '租客门禁权限').filter({ hasText: `西城公寓 ${resident.houseName}` });
  await expect(card).toContainText(door.devName);

  await card.getByRole('button', { name: '编辑权限' }).click();
  const sheet = page.getByRole('dialog', { name: /^编辑权限 · 西城公寓/ });
  await expect(sheet).toBeVisible();
  await expect
    .poll(async () => {
      const box = (await page.locator('.adm-popup-body.form-sheet').boundingBox())!;
      return [Math.round(box.x), Math.round(box.width), Math.round(box.y + box.height)];
    })
    .toEqual([0, 390, 844]);
  const tick = sheet.getByLabel(new RegExp(`^${door.devName}（`));
  await expect(tick).toBeChecked();
  await tick.uncheck();
  await sheet.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('授权成功')).toBeVisible();
  await expect(sheet).toHaveCount(0);
  await expect(card).not.toContainText(door.devName);

  await card.getByRole('button', { name: '编辑权限' }).click();
  await sheet.getByLabel(new RegExp(`^${door.devName}（`)).check();
  await sheet.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('授权成功')).toBeVisible();
  await expect(card).toContainText(door.devName);
  const after = (await api(page, `/api/access/permissions?apartmentId=${west}&size=100`)).records.find(
    (r: { userId: string }) => r.userId === resident.userId,
  );
  expect(after.devs.map((d: { deviceId: string }) => d.deviceId)).toContain(door.deviceId);
});

test('on a phone a visitor pass is saved as a picture and shared as text, then withdrawn', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page, PHONES.manager);
  const west = await apartmentIdOf(page, '西城公寓');
  await page.goto(`/tempAuthorization?apartmentId=${west}`);
  await page.getByRole('button', { name: '新建访客通行' }).click();
  const add = page.getByRole('dialog', { name: '新建访客通行' });
  await expect(add.getByRole('group', { name: '公寓' })).toContainText('西城公寓');
  const visitor = `快递${String(Date.now()).slice(-5)}`;
  await add.getByPlaceholder('请输入访客姓名').fill(visitor);
  await add.getByPlaceholder('选填').fill('123');
  await add.getByRole('button', { name: '生成通行码' }).click();
  await expect(add.getByRole('alert')).toHaveText('请输入正确的手机号');
  await add.getByPlaceholder('选填').fill('');
  await add.getByRole('button', { name: '生成通行码' }).click();
  await expect(page.getByText('授权成功')).toBeVisible();

  const qr = page.getByRole('dialog', { name: `访客通行码 · ${visitor}` });
  const payload = (await qr.getByRole('img').getAttribute('data-payload'))!;
  expect(payload).toMatch(/^AP1\./);
  const download = page.waitForEvent('download');
  await qr.getByRole('button', { name: '保存图片' }).click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`^访客通行-${visitor}-\\w{6}\\.png$`));
  // This Chromium has no system share sheet: the pass's text is copied instead.
  expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
  await qr.getByRole('button', { name: '分享' }).click();
  await expect(page.getByText('已复制通行码，可粘贴发送给访客')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(payload);
  await qr.getByRole('button', { name: '关闭' }).click();

  const card = cardsOf(page, '访客通行').filter({ hasText: visitor });
  await expect(card).toContainText('有效');
  await expect(card).toContainText('西城公寓');
  await card.getByRole('button', { name: '撤回' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '撤回' }).click();
  await expect(page.getByText('撤回成功')).toBeVisible();
  await expect(card).toContainText('已撤回');
});

test('on a phone staff have 门禁授权 for 东湖 only and no 临时授权', async ({ page }) => {
  await login(page, PHONES.staff);
  await page.getByText('我的', { exact: true }).click();
  await expect(page.getByText('门禁授权')).toBeVisible();
  await expect(page.getByText('临时授权')).toHaveCount(0);
  await page.goto('/accessAuthority');
  const cards = cardsOf(page, '公寓');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('东湖公寓');
  await expect(cards.first().getByRole('button', { name: '分配' })).toBeVisible();
  await expect(page.getByRole('button', { name: '临时授权' })).toHaveCount(0);
  await page.goto('/tempAuthorization');
  await expect(page.getByText('没有访问权限')).toBeVisible();
});
