import { expect, test } from '@playwright/test';
import { login, PHONES, tokenOf } from './helpers';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';

test('on a phone the tenant page’s 消息: unread marked, opening one reads it and goes where it points; the push switch', async ({
  page,
}) => {
  await login(page, PHONES.boss);
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const leases = (await (await page.request.get('/api/leases?size=100', { headers })).json()).data.records as {
    leaseId: string;
    status: number;
  }[];
  // The demo welcomes the tenants of the first two leases in effect (by id); the second one's is still unread.
  const [, lease] = leases
    .filter((l) => l.status === LEASE_STATUS.signed)
    .map((l) => l.leaseId)
    .sort();
  const issued = await page.request.post(`/api/leases/${lease}/tenant-link`, { headers });
  const url = new URL((await issued.json()).data.url as string);
  await page.goto(`${url.pathname}${url.hash}`);
  await expect(page).toHaveURL(/\/tenant$/);

  await page.getByText('消息', { exact: true }).click();
  await expect(page).toHaveURL(/\/tenant\?s=inbox$/);
  await expect(page.getByText('消息推送')).toBeVisible();
  await expect(page.getByRole('switch', { name: '接收消息推送' })).toBeVisible();
  const welcome = page.locator('.tenant-inbox-item').filter({ hasText: '欢迎使用租客页面' });
  await expect(welcome).toHaveClass(/is-unread/);
  await expect(page.getByText(/条未读/)).toBeVisible();

  await welcome.click();
  await expect(page).toHaveURL(/\/tenant\?s=bills$/);
  await page.getByText('消息', { exact: true }).click();
  await expect(page.locator('.tenant-inbox-item').filter({ hasText: '欢迎使用租客页面' })).not.toHaveClass(/is-unread/);
});
