/**
 * axe (WCAG 2 A and AA, as test/e2e/a11y.spec.ts checks) on the sign-in screen and the main signed-in screens, on a
 * phone: the serious and critical violations per page, printed, never asserted (the e2e spec asserts).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { signIn } from '../bench/browser/sign-in';
import type { Login } from '../bench/browser/app-server';
import { PHONE } from '../bench/browser/scenarios';

export const AXE_PAGES = ['/login', '/index', '/jizhongHome', '/meterReading', '/renterRegister'] as const;

/** Waits until the page's data is in: no skeleton left and the network quiet (at most 20 s each; then axe anyway). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  await page
    .locator('.adm-skeleton')
    .first()
    .waitFor({ state: 'detached', timeout: 20_000 })
    .catch(() => undefined);
}

export interface AxeCount {
  path: string;
  /** Serious or critical rules that failed, with how many elements each. */
  rules: { id: string; impact: string; nodes: number }[];
}

async function check(page: Page, path: string): Promise<AxeCount> {
  await settled(page);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const rules = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact ?? '', nodes: v.nodes.length }));
  return { path, rules };
}

/** /login signed out, then the rest signed in as `login`, each opened by its address. */
export async function axeCounts(browser: Browser, baseUrl: string, login: Login): Promise<AxeCount[]> {
  const context = await browser.newContext({ ...PHONE, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    const counts = [await check(page, '/login')];
    await signIn(page, baseUrl, login);
    for (const path of AXE_PAGES.slice(1)) {
      const response = await page.goto(`${baseUrl}${path}`);
      if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
      counts.push(await check(page, path));
    }
    return counts;
  } finally {
    await context.close();
  }
}

export function axeLine(c: AxeCount): string {
  const nodes = c.rules.reduce((s, r) => s + r.nodes, 0);
  const detail = c.rules.map((r) => `${r.id} ${r.impact} ×${r.nodes}`).join(', ');
  return `  ${c.path.padEnd(16)} ${String(c.rules.length).padStart(2)} serious/critical rules, ${String(nodes).padStart(
    3,
  )} elements${detail ? `  (${detail})` : ''}`;
}
