import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { appCachedForOffline, loginByForm, PHONES } from './helpers';

test('the login page loads at most 150 KB of gzipped JavaScript', async ({ page }) => {
  const scripts: { url: string; gz: number }[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body();
    scripts.push({ url: res.url(), gz: gzipSync(body, { level: 9 }).length });
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = scripts.reduce((s, x) => s + x.gz, 0);
  test.info().annotations.push({ type: 'login-js-gzip-bytes', description: String(total) });
  console.log(`login page JavaScript: ${scripts.length} files, ${(total / 1024).toFixed(1)} KB gzipped`);
  expect(total).toBeGreaterThan(10_000);
  expect(total).toBeLessThanOrEqual(150 * 1024);
});

test('the PWA is installable: manifest, icons and an active service worker', async ({ page, request }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ name: '公寓管家', display: 'standalone', start_url: '/index', lang: 'zh-CN' });
  const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes}:${i.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']));
  for (const icon of manifest.icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);
  // Chromium's own verdict on installability; Playwright's throwaway profile always counts as incognito.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
});

test('after one visit the shell opens with no network, and the API is not answered by the worker', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await context.setOffline(true);
  await page.goto('/login1');
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await page.getByPlaceholder('请输入手机号').fill('13800000002');
  await page.getByPlaceholder('请输入密码').fill('whatever');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('网络请求失败')).toBeVisible();
  await context.setOffline(false);
});

test('the worker fetches each file of the app once when asked to cache it twice at the same time', async ({
  page,
  context,
}) => {
  await loginByForm(page, PHONES.manager);
  await appCachedForOffline(page);
  const fetched = new Map<string, number>();
  context.on('request', (req) => {
    if (req.serviceWorker() && new URL(req.url()).pathname.startsWith('/assets/'))
      fetched.set(req.url(), (fetched.get(req.url()) ?? 0) + 1);
  });
  // The app cache emptied, then two asks at once (the update prompt's reload while the new worker fills it, say).
  await page.evaluate(() => caches.delete('gongyu-app'));
  await Promise.all([appCachedForOffline(page), appCachedForOffline(page)]);
  expect(fetched.size).toBeGreaterThan(10);
  expect([...fetched].filter(([, n]) => n > 1)).toEqual([]);
});
