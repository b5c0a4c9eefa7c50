import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { login, PHONES, tokenOf } from './helpers';
import { TENANT_ROOMS, tenantLinkOfRoom } from './tenant-phone';

/**
 * Community posts (issue 19.6): a tenant posts with a photo from their phone (审核中 on their page, nobody else's);
 * the boss approves it on the desktop (/communityForum, 审核 → 已通过); another tenant of the same apartment sees it on
 * their phone and likes it, and the operator's list counts the like.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The author's and the neighbour's tenant links (two 东湖 leases in effect of this spec's own rooms). */
const twoTenants = (request: APIRequestContext, token: string) =>
  Promise.all(
    [TENANT_ROOMS.communityAuthor, TENANT_ROOMS.communityNeighbour].map(async (room) => {
      const { lease, path } = await tenantLinkOfRoom(request, token, room);
      return { tenant: lease.tenant, path };
    }),
  );

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
  // A slow upload: 发布 waits for the picture (图片上传中) instead of posting without it.
  await a.route('**/api/tenant/upload', async (r) => {
    await new Promise((done) => setTimeout(done, 1500));
    await r.continue();
  });
  const form = a.getByRole('dialog', { name: '发帖' });
  await form.getByPlaceholder('说点什么…').fill(text);
  await form.locator('input[type=file]').setInputFiles({ name: 'noodles.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.locator('.adm-image-uploader-cell img')).toHaveCount(1);
  await expect(form.getByRole('button', { name: '图片上传中' })).toBeDisabled();
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
