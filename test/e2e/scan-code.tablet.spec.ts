import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import { login, PHONES } from './helpers';

/**
 * 扫码 with a camera: Chromium's fake camera plays a video of a device label (a QR code of 'DU-CAM-5' drawn into a
 * .y4m file here), and the scanner reads it from the live frames into the serial, then lets the camera go.
 */
const SERIAL = 'DU-CAM-5';

/** A one-frame YUV4MPEG2 video (4:2:0) of the QR code of `text`, black on white, `scale` pixels a module. */
function labelVideo(text: string, scale = 8, margin = 4): string {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const side = (n + 2 * margin) * scale;
  const luma = Buffer.alloc(side * side, 255);
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++)
      if (qr.modules.get(y, x))
        for (let dy = 0; dy < scale; dy++)
          luma.fill(
            0,
            ((y + margin) * scale + dy) * side + (x + margin) * scale,
            ((y + margin) * scale + dy) * side + (x + margin + 1) * scale,
          );
  const chroma = Buffer.alloc((side / 2) * (side / 2) * 2, 128);
  const file = join(tmpdir(), `scan-label-${process.pid}.y4m`);
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${side} H${side} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma]),
  );
  return file;
}

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${labelVideo(SERIAL)}`,
    ],
  },
});

test('扫码 reads the label the camera sees into the serial and stops the camera', async ({ page }) => {
  await login(page, PHONES.boss);
  await page.goto('/equipmentManage?tab=3');
  await page.getByRole('button', { name: '添加设备' }).click();
  const add = page.getByRole('dialog', { name: '添加设备' });
  await add.getByRole('button', { name: '扫码' }).click();
  await expect(page.getByRole('dialog', { name: '扫描设备标签' })).toHaveCount(0, { timeout: 10_000 });
  await expect(add.getByRole('textbox', { name: '设备序列号', exact: true })).toHaveValue(SERIAL);
  // The camera view goes with the sheet once the code is read (its tracks are stopped as it goes).
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('video').length)).toBe(0);
});
