import { expect, test, type Page } from '@playwright/test';
import { login, PHONES, tokenOf } from './helpers';

/**
 * Each label-like element of the signing form that is cut (wider than its box, or past the right edge of its row or the
 * screen) or that wraps onto a second line; [] when every one reads whole on one line.
 */
async function brokenLabels(page: Page) {
  return page.evaluate(() => {
    const selector = [
      '.register .adm-form-item-label',
      '.register .adm-selector-item',
      '.register .adm-radio-content',
      '.register-collect span',
      '.register-fee-period',
      '.register-actions .adm-button',
      '.register .adm-list-header',
    ].join(', ');
    /** The lines the element's text runs over (its text nodes only: a check mark or a switch beside it is no line). */
    const lines = (el: Element) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!n.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const r of range.getClientRects()) if (r.width > 0 && r.height > 0) tops.add(Math.round(r.top / 4));
      }
      return tops.size;
    };
    const out: { text: string; why: string }[] = [];
    for (const el of document.querySelectorAll(selector)) {
      const text = (el.textContent ?? '').trim();
      if (!text) continue;
      const box = el.getBoundingClientRect();
      const row = el.closest('.adm-list-item, .adm-list-header') ?? document.documentElement;
      const limit = Math.min(row.getBoundingClientRect().right, document.documentElement.clientWidth);
      if (el.scrollWidth > el.clientWidth + 1) out.push({ text, why: 'cut' });
      else if (box.right > limit + 1) out.push({ text, why: 'past the edge' });
      else if (!el.matches('.adm-list-header') && lines(el) > 1) out.push({ text, why: 'wraps' });
    }
    return out;
  });
}

test('on a phone every label and choice of the signing form reads whole on one line', async ({ page, request }) => {
  await login(page, PHONES.boss);
  const token = await tokenOf(page);
  // A room with the demo's paid deposit order (its booker and terms fill the form) and another fee row.
  const orders = (
    await (
      await request.get('/api/deposits?size=10&current=1', { headers: { authorization: `Bearer ${token}` } })
    ).json()
  ).data.records;
  const order = orders.find((o: { actions: string[] }) => o.actions.includes('register'));
  await page.goto(`/renterRegister?houseId=${order.houseId}&advanceId=${order.advanceId}`);
  await expect(page.getByRole('textbox', { name: '承租人姓名' })).toHaveValue(order.promiseMan);
  await page.getByRole('button', { name: '添加费用' }).click();
  await page.locator('.register-choices .adm-selector-item', { hasText: '每期第一个月固定' }).click();
  expect(await brokenLabels(page)).toEqual([]);
  // Both contract types are offered in full.
  for (const type of ['电子合同', '纸质合同']) {
    const radio = page.locator('.adm-radio', { hasText: type });
    await radio.scrollIntoViewIfNeeded();
    await expect(radio).toBeInViewport({ ratio: 1 });
  }
});

test('opened without a room, the signing screen offers the 待登记 rooms (rented by flag, no lease) first, the same rooms as the dashboard counter', async ({
  page,
  request,
}) => {
  await login(page, PHONES.boss);
  const auth = { headers: { authorization: `Bearer ${await tokenOf(page)}` } };
  const board = (await (await request.get('/api/board/houses?todo=register', auth)).json()).data;
  const register: string[] = board.apartments.flatMap((a: any) =>
    a.floors.flatMap((f: any) => f.houses.map((h: any) => `${a.name} ${f.floor}层 ${h.houseNumber}`)),
  );
  const counts = (await (await request.get('/api/dashboard/todo', auth)).json()).data;
  expect(register.length).toBe(counts.registerCount);
  expect(register.length).toBeGreaterThan(0);

  await page.goto('/renterRegister');
  const items = page.locator('.adm-list-item');
  await expect(items.first()).toContainText('待登记', { timeout: 15_000 });
  const marked = page.locator('.adm-list-item', { hasText: '待登记（已出租，尚无租约）' });
  await expect(marked).toHaveCount(register.length);
  for (const location of register)
    await expect(page.locator('.adm-list-item', { hasText: location }).first()).toContainText('待登记');

  // Choosing one opens the form on that room.
  const chosen = register[0];
  const item = page.locator('.adm-list-item', { hasText: chosen }).first();
  await item.click();
  await expect(page.getByText('请选择房源地址')).toHaveCount(0);
  await expect(page.getByText(chosen).first()).toBeVisible();
});
