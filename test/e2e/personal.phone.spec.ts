import { expect, test, type Locator, type Page } from '@playwright/test';
import { login, PHONES } from './helpers';

/** True when the element lies wholly inside the first screen (no scrolling). */
async function inFirstScreen(page: Page, el: Locator) {
  const box = (await el.boundingBox())!;
  const height = page.viewportSize()!.height;
  return box.y >= 0 && box.y + box.height <= height;
}

/** Latin words and addresses a user should never see (CORS, http://…, VAPID, endpoint…). */
const LATIN = /[A-Za-z]{2,}|:\/\//;

test('on a phone: 添加公寓 and 通用配置 are on the first screen of 我的; device settings are their own page, in plain Chinese', async ({
  page,
}) => {
  await login(page, PHONES.boss);
  await page.getByText('我的', { exact: true }).click();
  await expect(page).toHaveURL(/\/personalCenter$/);
  const shortcuts = page.getByRole('navigation', { name: '常用功能' });
  for (const name of ['添加公寓', '通用配置', '本机设备']) {
    const button = shortcuts.getByRole('button', { name });
    await expect(button).toBeVisible();
    expect(await inFirstScreen(page, button), name).toBe(true);
  }
  expect(await page.locator('.page').innerText()).not.toMatch(LATIN);

  await shortcuts.getByRole('button', { name: '通用配置' }).click();
  await expect(page).toHaveURL(/\/General_\d$/);
  await page.goBack();

  await page.getByRole('navigation', { name: '常用功能' }).getByRole('button', { name: '本机设备' }).click();
  await expect(page).toHaveURL(/\/personalCenter\/device$/);
  await expect(page.getByRole('heading', { name: '本机设备' })).toBeVisible();
  await expect(page.getByText('身份证读卡器（本设备）')).toBeVisible();
  await expect(page.getByText('消息推送', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '读卡器地址' })).toBeVisible();
  const text = await page.locator('.page').innerText();
  expect(text).not.toMatch(LATIN);
  expect(text).toContain('读卡服务程序的地址');
  await page.getByRole('button', { name: '返回我的' }).click();
  await expect(page).toHaveURL(/\/personalCenter$/);
});
