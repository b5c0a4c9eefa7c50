import { chromium } from '@playwright/test';
const [,, who, w, h, prefix, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: +w, height: +h } });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text().slice(0, 200)); });
page.on('pageerror', (e) => console.log('pageerror:', e.message.slice(0, 200)));
await page.goto('http://localhost:8092/login');
await page.getByPlaceholder('请输入手机号').fill(who);
await page.getByPlaceholder('请输入密码').fill('Demo@2026');
await page.getByRole('button', { name: '登录' }).click();
await page.waitForURL('**/index');
for (const p of paths) {
  await page.goto('http://localhost:8092' + p);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/${prefix}-${p.replace(/[^A-Za-z0-9]/g, '').slice(0, 30)}.png`, fullPage: false });
}
await browser.close();
