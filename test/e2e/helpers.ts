import { expect, type Page } from '@playwright/test';
import { addDays, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { SESSION_KEY, storedSession } from '../../web/lib/session';
import type { LoginResult } from '../../sync/contract/auth/auth';

export const PASSWORD = 'Demo@2026';
export const PHONES = { boss: '13800000001', manager: '13800000002', staff: '13800000003' } as const;

/**
 * Signs in for a test that is not about signing in: through the API, with the session put where the login form puts
 * it (sessionStorage: the form's default, without 记住账号) before the app's first script runs, then opens /index as
 * the form does. It skips the login screen's own load (about a second of a test at 2 workers on this machine). On a
 * page that has shown something already (a second user, after a logout) it signs in through the form, which also
 * ends the page's earlier session as /login does. Tests of the login itself use loginByForm.
 */
export async function login(page: Page, phone: string, password = PASSWORD) {
  if (page.url() !== 'about:blank') return loginByForm(page, phone, password);
  const reply = await page.request.post('/api/auth/login', { data: { phone, password, remember: false } });
  expect(reply.status(), `sign-in of ${phone}`).toBe(200);
  const session = storedSession((await reply.json()).data as LoginResult);
  // Once per page: a later logout and reload must find no session, as after the form.
  await page.addInitScript(
    ({ key, s }) => {
      if (sessionStorage.getItem('e2e.signedIn') === s.token) return;
      sessionStorage.setItem('e2e.signedIn', s.token);
      sessionStorage.setItem(key, JSON.stringify(s));
    },
    { key: SESSION_KEY, s: session },
  );
  await page.goto('/index');
  await expect(page.getByRole('heading', { name: '首页' })).toBeVisible();
}

/**
 * Opens a screen of the app and waits until the app shows it: the home screen and the board may first show a picture
 * of themselves as last left (web/app/screen-snapshot.ts), whose figures are those of that moment, until the app
 * replaces it with the screen's own.
 */
export async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#root')).not.toHaveAttribute('data-snapshot');
}

/** Signs in through the login screen's form, as a user does, and waits for /index. */
export async function loginByForm(page: Page, phone: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL('**/index');
  await expect(page.getByRole('heading', { name: '首页' })).toBeVisible();
}

/** The session token the app stored, for calling the API as that user. */
export async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = sessionStorage.getItem('gongyu.session') ?? localStorage.getItem('gongyu.session');
    return raw ? (JSON.parse(raw).token as string) : '';
  });
}

export const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

/**
 * Waits until the service worker holds the whole app for offline use: the login cached only what it needs and a
 * signed-in page has the rest fetched in the background (sw/sw.ts CACHE_APP answers on the port when done). A device
 * that goes offline seconds after its first sign-in may miss screens; the tests cut the network after this.
 */
export async function appCachedForOffline(page: Page) {
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      reg.active?.postMessage({ type: 'CACHE_APP' }, [channel.port2]);
    });
  });
}

/**
 * Waits until the device has synced with nothing queued (the sync indicator: 在线，0 条待同步 and a last sync time,
 * not 尚未同步): the first sync round starts once the first screen has painted, so a test that cuts the network must
 * wait for it, or the device holds nothing to work offline with.
 */
export async function syncedOnline(page: Page, timeout = 15_000) {
  await expect(page.locator('button.sync-badge')).toHaveAttribute('aria-label', /在线，0 条待同步，(?!尚未同步)/, {
    timeout,
  });
}

/**
 * A session ended on the server (the account frozen, the password changed elsewhere): its next request is refused
 * (401) and the app goes to /login — on a navigation, or already by the background sync.
 */
export async function endsAtNextRequest(page: Page) {
  const signedOut = () => /\/login/.test(page.url());
  if (!signedOut())
    await page
      .getByRole('link', { name: '公寓管家首页' })
      .click({ timeout: 5_000 })
      .catch((e: unknown) => {
        if (!signedOut()) throw e;
      });
  await page.waitForURL('**/login');
  await expect(page.getByPlaceholder('请输入手机号')).toBeVisible();
}

/** GET an API route as the signed-in user: its data (the reply must be 200). */
export async function apiData(page: Page, path: string) {
  const r = await page.request.get(path, { headers: { authorization: `Bearer ${await tokenOf(page)}` } });
  expect(r.status(), path).toBe(200);
  return (await r.json()).data;
}

/** Yuan as a list shows money ('¥1,234.50') or an export writes it (1234.5), as fen. */
export const fenOf = (v: unknown) => Math.round(Number(String(v).replace(/[¥,]/g, '')) * 100);

/** The Asia/Shanghai day `n` days from today, 'YYYY-MM-DD' (the product's own calendar rules). */
export const shanghaiDay = (n = 0) => addDays(shanghaiToday(Date.now()), n);
