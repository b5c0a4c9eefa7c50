import type { Browser } from '@playwright/test';

/**
 * The tenant's own phone (a context apart from the operator's) opening a tenant link `/tenant#t=…`: its page, once the
 * link's token was traded for the tenant cookie. Close `phone` at the end.
 */
export async function openTenantPhone(browser: Browser, baseURL: string | undefined, url: string) {
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const tenant = await phone.newPage();
  await tenant.goto(url);
  return { phone, tenant };
}
