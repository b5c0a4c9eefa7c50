import { expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import { appCachedForOffline, login, PHONES, syncedOnline, tokenOf } from './helpers';

/**
 * Room QR labels (issue 18.3) on a phone: the labels of a floor, each holding its room's link; opening a label's link
 * (as the phone's camera would) shows that room's actions on the board, with the network gone too; the board's own
 * 扫码 reads a label photo to the same place, and says so for a code that is no room label.
 */
test('a room label opens its room on the board, offline too; 扫码 on the board reads one', async ({ page }) => {
  await login(page, PHONES.manager);
  await page.goto('/roomLabels');
  await expect(page.getByText('请先选择公寓').first()).toBeVisible();
  const auth = { authorization: `Bearer ${await tokenOf(page)}` };
  const apartments = (await (await page.request.get('/api/houses/apartments', { headers: auth })).json()).data;
  const east = apartments.find((a: { name: string }) => a.name === '东湖公寓').apartmentId as string;
  await page.goto(`/roomLabels?apartmentId=${east}`);
  await page.getByLabel('楼层').selectOption('1');
  const labels = page.getByRole('region', { name: '房间标签' }).locator('figure.room-label');
  await expect(labels.first()).toContainText('东湖公寓 1层 101');
  await expect(labels.first().locator('img')).toHaveAttribute('src', /^data:image\/png/);
  const link = (await labels.nth(2).getAttribute('data-link'))!;
  const caption = (await labels.nth(2).locator('figcaption').innerText()).trim();
  const houseNumber = caption.split(' ').at(-1)!;
  expect(link).toMatch(/\/jizhongHome\?apartmentId=.+&room=.+/);

  // The camera app opens the link: the board shows the room's actions.
  await page.goto(link);
  const sheet = page.locator('.adm-action-sheet');
  await expect(sheet).toContainText(`1层 ${houseNumber}`, { timeout: 15_000 });
  await expect(page).not.toHaveURL(/room=/);
  await page.keyboard.press('Escape');
  await page.locator('.adm-action-sheet-cancel').click();

  // With no network: the same, from the device store.
  await appCachedForOffline(page);
  await syncedOnline(page);
  await page.context().setOffline(true);
  await page.goto(link);
  await expect(page.locator('.adm-action-sheet')).toContainText(`1层 ${houseNumber}`, { timeout: 15_000 });
  await page.locator('.adm-action-sheet-cancel').click();
  await page.context().setOffline(false);

  // The board's 扫码: a label photo opens its room; a device's code is no room label.
  await page.goto('/jizhongHome');
  await page.getByRole('button', { name: '扫描房间标签' }).click();
  const scan = page.getByRole('dialog', { name: '扫描房间标签' });
  await scan.getByLabel('用照片识别').setInputFiles({
    name: 'label.png',
    mimeType: 'image/png',
    buffer: await QRCode.toBuffer(link, { width: 480, margin: 4 }),
  });
  await expect(page.locator('.adm-action-sheet')).toContainText(`1层 ${houseNumber}`, { timeout: 15_000 });
  await page.locator('.adm-action-sheet-cancel').click();
  await page.getByRole('button', { name: '扫描房间标签' }).click();
  await scan.getByLabel('用照片识别').setInputFiles({
    name: 'device.png',
    mimeType: 'image/png',
    buffer: await QRCode.toBuffer('DC-DH-1', { width: 480, margin: 4 }),
  });
  await expect(page.getByText('这不是本系统的房间标签')).toBeVisible();
});
