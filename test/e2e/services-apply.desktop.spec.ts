import { expect, test, type Page } from '@playwright/test';
import { login, PHONES, tokenOf, openScreen } from './helpers';
import { TENANT_ROOMS, tenantLinkOfRoom } from './tenant-phone';

/**
 * Issue 19.6 (the running-lease demo): a tenant on a phone books an online application item and files a complaint with
 * a photo from their page; the operator on a desktop sees the booking under the dashboard's 在线申请, approves it (the
 * counter goes down) and replies to the complaint once ('回复成功'); the tenant sees 成功 and the reply.
 */
const counter = (page: Page, label: string) =>
  page.locator('.dash-counter', { has: page.locator('.dash-count-label', { hasText: new RegExp(`^${label}$`) }) });
const onlineCount = async (page: Page) => {
  await openScreen(page, '/index');
  const count = counter(page, '在线申请').locator('.dash-count');
  await expect(count).toHaveText(/^\d+$/);
  return Number(await count.innerText());
};
/** A 1×1 PNG, the tenant's photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a tenant books and complains on a phone; the operator approves and replies on a desktop; the tenant sees both', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await login(page, PHONES.boss);
  const { lease, url } = await tenantLinkOfRoom(page.request, await tokenOf(page), TENANT_ROOMS.servicesApply);
  const before = await onlineCount(page);

  // The tenant's phone: 服务 → 在线申请 → 预约 共享会议室 (tomorrow, the first times offered), with a reason.
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
  await expect(tenant.getByText(`${lease.tenant}，您好`)).toBeVisible();
  await tenant.getByText('服务', { exact: true }).click();
  await tenant.getByRole('button', { name: '预约 共享会议室' }).click();
  const bookSheet = tenant.getByRole('dialog', { name: '预约 共享会议室' });
  await bookSheet.getByRole('button', { name: '提交申请' }).click();
  await expect(tenant.getByText('请选择预约时间')).toBeVisible();
  for (const label of ['开始时间', '结束时间']) {
    await bookSheet.getByRole('button', { name: label }).click();
    await tenant.locator('.adm-picker-header-button:visible', { hasText: '确定' }).last().click();
    await expect(bookSheet.getByRole('button', { name: label })).toHaveText(/^\d\d:\d\d$/);
  }
  await bookSheet.getByRole('textbox', { name: '申请理由' }).fill('部门例会');
  await bookSheet.getByRole('button', { name: '提交申请' }).click();
  await expect(tenant.getByText('申请已提交')).toBeVisible();
  const mine = tenant.getByRole('article', { name: '申请 共享会议室' }).first();
  await expect(mine.getByText('申请中')).toBeVisible();
  await expect(mine.getByText('部门例会')).toBeVisible();

  // 投诉建议: a complaint with a photo.
  await tenant.locator('.adm-tabs-tab', { hasText: '投诉建议' }).click();
  await tenant.getByRole('button', { name: '我要投诉/建议' }).click();
  const form = tenant.getByRole('dialog', { name: '投诉建议' });
  await form.getByRole('textbox', { name: '标题' }).fill('走廊堆放杂物');
  await form.getByRole('textbox', { name: '请描述具体情况' }).fill('五楼走廊有人堆放纸箱，影响通行');
  await form.locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.locator('.adm-image-uploader-cell:not(.adm-image-uploader-upload-button) img')).toHaveCount(1);
  await form.getByRole('button', { name: '提交' }).click();
  await expect(tenant.getByText('提交成功')).toBeVisible();
  const filed = tenant.getByRole('article', { name: '投诉 走廊堆放杂物' });
  await expect(filed.getByText('未回复')).toBeVisible();
  await expect(filed.getByRole('img', { name: '走廊堆放杂物 图片1' })).toBeVisible();

  // The operator: 在线申请 counts it and opens the applying ones; 通过 takes it off the counter.
  expect(await onlineCount(page)).toBe(before + 1);
  await counter(page, '在线申请').click();
  await expect(page).toHaveURL(/\/onlineAplly\?tab=applications&status=0/);
  const row = page.getByRole('row', { name: new RegExp(`共享会议室.*${lease.tenant}.*部门例会`) });
  await row.getByRole('button', { name: '通过' }).click();
  await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已通过')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await onlineCount(page)).toBe(before);

  // 投诉建议: the new one is 未回复 with its photo; 回复 once.
  await page.goto('/complaintAdvice?status=0');
  const complaint = page.getByRole('row', { name: /走廊堆放杂物/ });
  await expect(complaint.getByRole('img', { name: '走廊堆放杂物 图片1' })).toBeVisible();
  await complaint.getByRole('button', { name: '回复' }).click();
  const reply = page.getByRole('dialog', { name: '回复投诉' });
  await reply.getByRole('textbox', { name: '回复内容' }).fill('已通知保洁，今天下午清理');
  await reply.getByRole('button', { name: '回复', exact: true }).click();
  await expect(page.getByText('回复成功')).toBeVisible();
  await page.goto('/complaintAdvice');
  const replied = page.getByRole('row', { name: /走廊堆放杂物/ });
  await expect(replied.getByText('已回复')).toBeVisible();
  await expect(replied.getByRole('button', { name: '回复' })).toHaveCount(0);

  // The tenant sees the reply and the booking approved.
  await tenant.reload();
  await expect(filed.getByText('已通知保洁，今天下午清理')).toBeVisible();
  await expect(filed.getByText('已回复')).toBeVisible();
  await tenant.locator('.adm-tabs-tab', { hasText: '在线申请' }).click();
  await expect(mine.getByText('成功', { exact: true })).toBeVisible();
  await phone.close();
});
