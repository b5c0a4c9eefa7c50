import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { login, PHONES, tokenOf } from './helpers';

/**
 * Community posts (issue 19.6): a tenant posts with a photo from their phone (审核中 on their page, nobody else's);
 * the boss approves it on the desktop (/communityForum, 审核 → 已通过); another tenant of the same apartment sees it on
 * their phone and likes it, and the operator's list counts the like.
 */

type Lease = { leaseId: string; apartmentId: string; tenant: string };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Two leases in effect of 东湖 and a tenant link for each (issued through the operator route). */
async function twoTenants(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const apts = (await (await request.get('/api/houses/apartments', { headers })).json()) as {
    data: { apartmentId: string; name: string }[];
  };
  const east = apts.data.find((a) => a.name === '东湖公寓')!.apartmentId;
  const leases = (await (await request.get('/api/leases?status=1&size=100', { headers })).json()) as {
    data: { records: Lease[] };
  };
  const mine = leases.data.records.filter((l) => l.apartmentId === east).slice(-2);
  return Promise.all(
    mine.map(async (l) => {
      const link = await request.post(`/api/leases/${l.leaseId}/tenant-link`, { headers });
      expect(link.ok()).toBe(true);
      const url = ((await link.json()) as { data: { url: string } }).data.url;
      return { tenant: l.tenant, path: url.slice(url.indexOf('/tenant')) };
    }),
  );
}

const phone = (browser: Browser) =>
  browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

test('a tenant posts on a phone, the operator approves it, a neighbour sees it and likes it', async ({
  page,
  browser,
}) => {
  await login(page, PHONES.boss);
  const [author, neighbour] = await twoTenants(page.request, await tokenOf(page));
  const text = `楼下新开了一家面馆，味道不错 ${Date.now() % 10000}`;

  // The author posts from their phone, with a photo; it waits for review.
  const a = await phone(browser);
  await a.goto(author!.path);
  await a.locator('.tenant-tabs').getByText('社区', { exact: true }).click();
  await a.getByRole('button', { name: '发帖' }).click();
  const form = a.getByRole('dialog', { name: '发帖' });
  await form.getByPlaceholder('说点什么…').fill(text);
  await form.locator('input[type=file]').setInputFiles({ name: 'noodles.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.locator('.adm-image-uploader-cell img')).toHaveCount(1);
  await form.getByRole('button', { name: '发布' }).click();
  await expect(a.locator('.adm-toast-main', { hasText: '发布成功，等待审核' })).toBeVisible();
  const own = a.getByRole('article', { name: `${author!.tenant}的帖子` }).filter({ hasText: text });
  await expect(own.getByText('审核中')).toBeVisible();
  await expect(own.getByRole('img', { name: '帖子图片1' })).toBeVisible();

  // The neighbour does not see it yet.
  const b = await phone(browser);
  await b.goto(neighbour!.path);
  await b.locator('.tenant-tabs').getByText('社区', { exact: true }).click();
  await expect(b.getByRole('button', { name: '发帖' })).toBeVisible();
  await expect(b.getByText(text)).toHaveCount(0);

  // The boss approves it on the desktop.
  await page.goto('/communityForum?isVerify=0');
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row.getByText('未审核')).toBeVisible();
  await row.getByRole('button', { name: '审核' }).click();
  const review = page.getByRole('dialog', { name: `审核 · ${author!.tenant}` });
  await expect(review.getByRole('combobox', { name: '审核状态' })).toHaveValue('1');
  await review.getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.adm-toast-main', { hasText: '操作成功' })).toBeVisible();
  await page.goto('/communityForum');
  await expect(page.getByRole('row').filter({ hasText: text }).getByText('已通过')).toBeVisible();

  // The neighbour sees it now, with its photo, and likes it.
  await b.reload();
  await b.locator('.tenant-tabs').getByText('社区', { exact: true }).click();
  const seen = b.getByRole('article', { name: `${author!.tenant}的帖子` }).filter({ hasText: text });
  await expect(seen.getByRole('img', { name: '帖子图片1' })).toBeVisible();
  await seen.getByRole('button', { name: '点赞' }).click();
  await expect(seen.getByRole('button', { name: '取消点赞' })).toContainText('1');
  await seen.getByRole('textbox', { name: '评论' }).fill('改天一起去');
  await seen.getByRole('button', { name: '发送' }).click();
  await expect(seen.getByText('改天一起去')).toBeVisible();

  // The operator's list counts them.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: text }).getByText('1 / 1')).toBeVisible();
  await a.close();
  await b.close();
});
