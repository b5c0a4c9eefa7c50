import { expect, test } from '@playwright/test';
import { login, PHONES } from './helpers';

test('系统配置 admins set the group robot: a webhook of another host is refused, a DingTalk one with its secret saved', async ({
  page,
}) => {
  await login(page, PHONES.boss);
  await page.goto('/personalCenter/notify');
  const form = page.locator('.notify-robot');
  await expect(form.getByText('群机器人设置（管理员）')).toBeVisible();
  await form.getByText('钉钉', { exact: true }).click();
  const webhook = form.getByPlaceholder(/oapi\.dingtalk\.com/);
  await webhook.fill('https://example.com/robot/send?access_token=x');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('Webhook 地址应为 https://oapi.dingtalk.com/ 开头的钉钉群机器人地址')).toBeVisible();
  await webhook.fill('https://oapi.dingtalk.com/robot/send?access_token=demo');
  await form.getByPlaceholder('SEC…').fill('SECdemo');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(form.getByText('已设置；留空则保持不变')).toBeVisible();
  await expect(page.locator('.notify-channels').getByText(/钉钉群机器人/)).toBeVisible();
  // Side by side on a desktop: the channels on the left, the robot settings on the right.
  const left = (await page.locator('.notify-channels').boundingBox())!;
  const right = (await form.boundingBox())!;
  expect(right.x).toBeGreaterThan(left.x + left.width - 1);
  // Back to the demo's WeCom robot for the other tests of this server.
  await form.getByText('企业微信', { exact: true }).click();
  await form
    .getByPlaceholder(/qyapi\.weixin\.qq\.com/)
    .fill('https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=demo-0000-0000');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('.notify-channels').getByText(/企业微信群机器人/)).toBeVisible();
});
