import { chromium } from '@playwright/test';
const [,, base, phone, out, w, h, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
const ctx = await browser.newContext({ viewport: { width: +w, height: +h } });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
await page.goto(base + '/login');
await page.screenshot({ path: `${out}-login.png` });
if (phone !== '-') {
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByPlaceholder('请输入密码').fill('Demo@2026');
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL('**/index');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}-index.png` });
  for (const p of paths) { await page.goto(base + p); await page.waitForTimeout(800); await page.screenshot({ path: `${out}-${p.replace(/\W/g,'')}.png` }); }
}
await browser.close();
