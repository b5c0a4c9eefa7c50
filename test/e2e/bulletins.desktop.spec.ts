import { expect, test } from '@playwright/test';
import { login, PHONES } from './helpers';

test('a publisher posts a notice on the bulletin board and deletes it', async ({ page }) => {
  await login(page, PHONES.boss);
  const board = page.locator('.dash-bulletins');
  await board.getByRole('button', { name: '发布公告' }).click();
  const publish = page.getByRole('button', { name: '发布', exact: true });
  await publish.click();
  await expect(page.getByText('请输入公告标题')).toBeVisible();
  const title = `停水通知 ${Date.now()}`;
  await page.getByPlaceholder('公告标题').fill(title);
  await page.getByPlaceholder('公告内容（选填）').fill('周三 9:00-12:00 停水');
  await publish.click();
  await expect(page.getByText('发布成功')).toBeVisible();
  await expect(publish).toBeHidden();
  await board.getByText(title).click();
  await expect(page.getByText('周三 9:00-12:00 停水')).toBeVisible();
  await page.getByRole('button', { name: '删除' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(board.getByText(title)).toHaveCount(0);
});
