import { expect, test, type Page } from '@playwright/test';
import { isDesktop, login, PHONES } from './helpers';
import { exportFile } from './export-file';

const sheet = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** Adds a role on /roleMassege, saves its (empty) permissions in the sheet that follows, then deletes it. */
async function roleComesAndGoes(page: Page, name: string) {
  await page.goto('/roleMassege');
  await page.getByRole('button', { name: '添加角色' }).click();
  await sheet(page, '添加角色')
    .getByPlaceholder(/建议不超过/)
    .fill(name);
  await sheet(page, '添加角色').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  // A table row at a desk, a card (list item) on a phone.
  const row = page.getByRole(isDesktop(page) ? 'row' : 'listitem').filter({ hasText: name });
  await expect(row).toBeVisible();
  // The permissions sheet follows a new role; opened from its row when it has not (yet) come.
  const actions = sheet(page, `修改权限 · ${name}`);
  await page.waitForTimeout(1000);
  if (!(await actions.isVisible())) await row.getByRole('button', { name: '修改权限' }).click();
  await actions.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await row.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
}

test('操作日志: what the boss did, in Chinese, from which terminal; the filters and 导出', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const name = `保洁${String(Date.now()).slice(-4)}`;
  await login(page, PHONES.boss);
  await roleComesAndGoes(page, name);

  // The same boss on a phone: the web client names its terminal (x-client-terminal), the log says 移动端.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const onPhone = await phone.newPage();
  await login(onPhone, PHONES.boss);
  await roleComesAndGoes(onPhone, `${name}机`);
  await phone.close();

  await page.goto('/logsInfor');
  await expect(page.getByRole('heading', { name: '操作日志' })).toBeVisible();
  await page.getByPlaceholder('操作内容').fill(name);
  await page.getByRole('button', { name: '查询' }).click();
  const rows = page.getByRole('row').filter({ hasText: name });
  await expect(rows).toHaveCount(6);
  await page.getByRole('combobox').filter({ hasText: '全部终端' }).selectOption({ label: '电脑端' });
  await page.getByRole('button', { name: '查询' }).click();
  await expect(rows).toHaveCount(3);
  // Newest first: the deletion, the permissions, the new role; each by 王老板 at a desk.
  await expect(rows.nth(0)).toContainText(`删除角色 ${name}`);
  await expect(rows.nth(1)).toContainText(`修改角色权限 ${name}`);
  await expect(rows.nth(2)).toContainText(`新增角色 ${name}`);
  for (const text of ['王老板', '老板', '全部项目', PHONES.boss, '电脑端'])
    await expect(rows.nth(2)).toContainText(text);
  await expect(rows.nth(0)).toContainText('删除');
  await expect(rows.nth(2)).toContainText('新增');

  // 终端 移动端: only what was done on the phone; 电脑端: the three at the desk (the filters live in the URL).
  await page.getByRole('combobox').filter({ hasText: '电脑端' }).selectOption({ label: '移动端' });
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/terminal=1/);
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(2)).toContainText(`新增角色 ${name}机`);
  await expect(rows.nth(2)).toContainText('移动端');
  await page.getByRole('combobox').filter({ hasText: '移动端' }).selectOption({ label: '电脑端' });
  await page.getByRole('button', { name: '查询' }).click();
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(`删除角色 ${name}`);

  // 导出 writes the filtered entries with the table's columns.
  const file = await exportFile(page);
  expect(file.name).toMatch(/^操作日志-\d{8}\.xlsx$/);
  expect(file.header).toEqual(['操作人', '操作内容', '账号类型', '所属项目', '手机号', '操作类型', '操作时间', '终端']);
  expect(file.rows).toHaveLength(3);
  expect(file.rows[2]!.slice(0, 6)).toEqual(['王老板', `新增角色 ${name}`, '老板', '全部项目', PHONES.boss, '新增']);
});
