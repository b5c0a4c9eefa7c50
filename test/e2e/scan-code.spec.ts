import { expect, test, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { login, PHONES } from './helpers';

/** A PNG of the QR code a device label carries. */
const label = async (text: string) => ({
  name: 'label.png',
  mimeType: 'image/png',
  buffer: await QRCode.toBuffer(text, { width: 480, margin: 4 }),
});

/** A file that is no picture at all. */
const broken = { name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') };

/** Opens 扫码 in a dialog: without a camera (none in this browser) it says so and offers a photo. */
async function openScanner(page: Page) {
  await page.getByRole('button', { name: '扫码' }).click();
  const scan = page.getByRole('dialog', { name: '扫描设备标签' });
  await expect(scan.getByRole('alert')).toContainText('摄像头');
  return scan;
}

test('扫码 reads a label photo into the serial of 添加设备 and 添加网关, and says when a photo has no code or is none', async ({
  page,
}) => {
  await login(page, PHONES.boss);
  await page.goto('/equipmentManage');
  await page.getByRole('button', { name: '添加设备' }).click();
  const add = page.getByRole('dialog', { name: '添加设备' });
  let scan = await openScanner(page);
  await scan.getByLabel('用照片识别').setInputFiles(broken);
  await expect(scan.getByRole('alert').filter({ hasText: '图片' })).toHaveText('无法读取该图片，请重新选择');
  // A photo without a code: the top corner of this very page.
  const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 300, height: 200 } });
  await scan.getByLabel('用照片识别').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photo });
  await expect(scan.getByRole('alert').filter({ hasText: '二维码' })).toHaveText(
    '照片中未识别到二维码，请对准标签重新拍摄',
  );
  await scan.getByLabel('用照片识别').setInputFiles(await label('DC-QR-7'));
  await expect(scan).toHaveCount(0);
  await expect(add.getByRole('textbox', { name: '设备序列号', exact: true })).toHaveValue('DC-QR-7');
  await add.getByRole('button', { name: '关闭' }).click();

  await page.goto('/WECBlist');
  await page.getByRole('button', { name: '添加网关' }).click();
  const gateway = page.getByRole('dialog', { name: '添加网关' });
  scan = await openScanner(page);
  await scan.getByLabel('用照片识别').setInputFiles(await label('GW-QR-8'));
  await expect(gateway.getByRole('textbox', { name: '网关序列号', exact: true })).toHaveValue('GW-QR-8');
});
