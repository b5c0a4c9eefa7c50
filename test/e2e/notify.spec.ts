import { expect, test, type Page } from '@playwright/test';
import { isDesktop, login, PHONES, tokenOf, openScreen } from './helpers';

/** The bell's unread count as the top bar shows it (0 when no badge). */
async function bellCount(page: Page): Promise<number> {
  const badge = page.getByRole('button', { name: '消息中心' }).locator('.shell-badge');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.innerText()).replace('+', ''));
}

test('我的 → 通知方式: the channels that reach the manager, 发送测试通知 per channel, and the bell live within seconds', async ({
  page,
}) => {
  // Staff on a phone, the boss on a desktop: the two projects may run side by side on one server. Neither has a
  // browser subscribed to push (repairs-flow.phone subscribes the manager's).
  const desktop = isDesktop(page);
  const who = desktop ? PHONES.boss : PHONES.staff;
  await login(page, who);
  const masked = desktop ? '138****0001' : '138****0003';
  const token = await tokenOf(page);
  const channelsOn = await page.request.put('/api/notify/channels', {
    headers: { authorization: `Bearer ${token}` },
    data: { push: 1, robot: 1, sms: 1 },
  });
  expect(channelsOn.ok()).toBe(true);
  await page.goto('/personalCenter');
  await page.getByText('通知方式', { exact: true }).click();
  await expect(page).toHaveURL(/\/personalCenter\/notify$/);
  await expect(page.getByRole('heading', { name: '通知方式' })).toBeVisible();
  const channels = page.locator('.notify-channels');
  await expect(channels.getByText('浏览器推送')).toBeVisible();
  await expect(channels.getByText('始终开启')).toBeVisible();
  // The demo organisation has a group robot.
  await expect(channels.getByText(/群机器人，发到管理员配置的群聊/)).toBeVisible();
  await expect(channels.getByText(`发送至 ${masked}`)).toBeVisible();

  await page.getByRole('button', { name: '发送测试通知' }).click();
  const results = page.locator('.notify-results');
  await expect(results).toBeVisible();
  const row = (name: string) => results.locator('.adm-list-item').filter({ hasText: name });
  await expect(row('消息中心')).toContainText('已发送');
  await expect(row('群机器人')).toContainText('已发送');
  await expect(row('短信')).toContainText(`已发送至 ${masked}`);
  await expect(row('浏览器推送')).toContainText('未开通');
  await expect(row('浏览器推送')).toContainText('尚未在任何设备开启推送');
  // What the simulators recorded shows under 最近的模拟发送.
  await expect(page.locator('.notify-sims')).toContainText(`短信 ${who}`);

  // SMS off: saved, and 未开通 at the next test.
  await channels.getByRole('switch', { name: '短信' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await page.reload();
  await expect(page.locator('.notify-channels').getByRole('switch', { name: '短信' })).not.toBeChecked();

  // The message centre is live while the app is open: a message made elsewhere shows on the bell within seconds.
  await openScreen(page, '/index');
  await expect(page.getByRole('heading', { name: '首页' })).toBeVisible();
  // The bell first shows what the server counts (its first fetch may still be on the way); then one more arrives.
  const unread = async () =>
    (
      (await (await page.request.get('/api/messages/unread', { headers: { authorization: `Bearer ${token}` } })).json())
        .data as { unreadTotal: number }
    ).unreadTotal;
  await expect.poll(async () => (await bellCount(page)) >= Math.min(await unread(), 99), { timeout: 8_000 }).toBe(true);
  const before = await bellCount(page);
  expect(before, 'the bell must not be at its 99+ cap for this check').toBeLessThan(99);
  const sent = await page.request.post('/api/notify/test', { headers: { authorization: `Bearer ${token}` } });
  expect(sent.ok()).toBe(true);
  const started = Date.now();
  // Other specs may add messages meanwhile: at least this one more shows.
  await expect.poll(() => bellCount(page), { timeout: 8_000 }).toBeGreaterThan(before);
  expect(Date.now() - started).toBeLessThan(8_000);
  expect(page.url()).toMatch(/\/index$/); // no reload, no navigation
});
