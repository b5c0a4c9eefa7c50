import { expect, test } from '@playwright/test';
import { login, PHONES } from './helpers';

test('财务概览 on a phone: the cards one under another, the chart as wide as the screen', async ({ page }) => {
  await login(page, PHONES.boss);
  await page.goto('/BalancePaymentsList');
  const cards = page.locator('.fin-card');
  await expect(cards).toHaveCount(5);
  const boxes = await Promise.all([0, 1, 2, 3, 4].map((i) => cards.nth(i).boundingBox()));
  for (let i = 1; i < boxes.length; i++)
    expect(boxes[i]!.y).toBeGreaterThan(boxes[i - 1]!.y + boxes[i - 1]!.height - 1);
  const chart = page.locator('canvas[aria-label="流水统计图"]');
  await expect(chart).toHaveAttribute('data-drawn', '1');
  const box = (await chart.boundingBox())!;
  expect(box.width).toBeGreaterThan(280);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});
