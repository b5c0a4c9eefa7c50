import type { Page, Route } from '@playwright/test';

/** Holds the page's requests matching `pattern` until the returned release is called (a slow network, on purpose). */
export async function hold(page: Page, pattern: RegExp) {
  const held: Route[] = [];
  let open = false;
  await page.route(pattern, (route) => (open ? route.continue() : void held.push(route)));
  return async () => {
    open = true;
    await Promise.all(held.map((r) => r.continue()));
  };
}
