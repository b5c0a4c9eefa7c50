import { expect, test, type Page } from '@playwright/test';
import { endsAtNextRequest, login, PHONES, tokenOf } from './helpers';

/**
 * Issue 20's main test: the boss creates a project, moves five 西城 rooms into it on /HousingAllocation (ticks on two
 * pages), creates a 管家 in it on /laborControl; that account, signed in elsewhere, sees exactly those five rooms on
 * the board; the boss freezes it and its open session ends. The rooms go back to 西城项目 at the end, for the other
 * tests of this server.
 */
const sheet = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });
const api = async (page: Page) => ({ authorization: `Bearer ${await tokenOf(page)}` });

test('a new project gets five 西城 rooms and a 管家 who sees exactly those; freezing ends their session', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const suffix = String(Date.now()).slice(-6);
  const project = `南湖${suffix}`;
  const phone = `136${String(Date.now()).slice(-8)}`;
  const password = 'Nanhu2026ok';
  await login(page, PHONES.boss);

  // The boss creates the project on /itemSetting.
  await page.goto('/itemSetting');
  await page.getByRole('button', { name: '添加项目' }).click();
  const form = sheet(page, '添加项目');
  await form.getByPlaceholder('请输入项目名称').fill(project);
  // The only company may come chosen already.
  const company = form.getByRole('option', { name: '示例公寓管理有限公司' });
  if ((await company.getAttribute('aria-selected')) !== 'true') await company.click();
  await form.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('添加成功')).toBeVisible();

  // 管理房源 opens /HousingAllocation on the new project: nothing in it yet.
  await page
    .getByRole('row', { name: new RegExp(project) })
    .getByRole('button', { name: '管理房源' })
    .click();
  await expect(page).toHaveURL(/\/HousingAllocation\?officeId=/);
  const officeId = new URL(page.url()).searchParams.get('officeId')!;
  await expect(page.getByRole('heading', { name: '房源分配' })).toBeVisible();
  await expect(page.getByText('暂无房间')).toBeVisible();

  // The 西城 rooms: three ticked on page 1, two on page 2 (the ticks survive paging).
  const apts = await (await page.request.get('/api/houses/apartments', { headers: await api(page) })).json();
  const west = apts.data.find((a: { name: string }) => a.name === '西城公寓').apartmentId as string;
  await page.goto(`/HousingAllocation?apartmentId=${west}`);
  // 设置项目 with no room ticked: the project first, then the rooms.
  await page.getByRole('button', { name: /^设置项目/ }).click();
  const assign = sheet(page, '设置项目');
  await assign.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('请选择项目')).toBeVisible();
  await assign.getByText(project, { exact: true }).click();
  await assign.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('请选择房间')).toBeVisible();
  await assign.getByRole('button', { name: '关闭' }).click();

  const boxes = page.getByRole('checkbox', { name: /^选择西城公寓/ });
  await expect(boxes).toHaveCount(10);
  const picked: string[] = [];
  for (const i of [0, 1, 2]) {
    picked.push(((await boxes.nth(i).getAttribute('aria-label')) ?? '').replace('选择西城公寓', ''));
    await boxes.nth(i).check();
  }
  await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(boxes.first()).not.toHaveAttribute('aria-label', `选择西城公寓${picked[0]}`);
  for (const i of [0, 1]) {
    picked.push(((await boxes.nth(i).getAttribute('aria-label')) ?? '').replace('选择西城公寓', ''));
    await boxes.nth(i).check();
  }
  await expect(page.getByRole('button', { name: '设置项目（已选 5）' })).toBeVisible();
  await page.getByRole('button', { name: '设置项目（已选 5）' }).click();
  await sheet(page, '设置项目').getByText(project, { exact: true }).click();
  await sheet(page, '设置项目').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('status').filter({ hasText: `已将 5 间房设置到${project}` })).toBeVisible();
  await page.goto(`/HousingAllocation?officeId=${officeId}`);
  await expect(page.getByText('共 5 条')).toBeVisible();

  // A 管家 of the new project, on /laborControl.
  await page.goto('/laborControl');
  await page.getByRole('button', { name: '新增员工' }).click();
  const staffForm = sheet(page, '新增员工');
  await staffForm.getByPlaceholder('请输入姓名').fill('南湖管家');
  await staffForm.getByPlaceholder('登录账号').fill(phone);
  await staffForm.getByPlaceholder('请输入邮箱地址').fill(`nanhu${suffix}@example.com`);
  await staffForm.getByPlaceholder('8-32位，含字母和数字').fill(password);
  await staffForm.getByText(project, { exact: true }).click();
  await staffForm.getByText('管家', { exact: true }).click();
  await staffForm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  await expect(page.getByRole('row', { name: /南湖管家/ })).toContainText(project);

  // Signed in elsewhere, the 管家 sees exactly the five rooms on the board.
  const theirs = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const staff = await theirs.newPage();
  await login(staff, phone, password);
  await staff.goto('/jizhongHome');
  const tiles = staff.locator('button.room-tile');
  await expect(tiles).toHaveCount(5);
  const numbers = await staff.locator('.room-tile-number').allTextContents();
  expect(numbers.map((n) => n.trim()).sort()).toEqual([...picked].sort());

  // The boss freezes the account: its open session ends at its next request.
  await page
    .getByRole('row', { name: /南湖管家/ })
    .getByRole('button', { name: '冻结' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: '冻结' }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await endsAtNextRequest(staff);
  await theirs.close();

  // The rooms go back to 西城项目.
  const headers = await api(page);
  const offices = await (await page.request.get('/api/admin/offices?kind=2', { headers })).json();
  const westProject = offices.data.find((o: { name: string }) => o.name === '西城项目').officeId;
  const mine = await (await page.request.get(`/api/admin/house-allocation?officeId=${officeId}`, { headers })).json();
  const back = await page.request.put('/api/admin/house-allocation', {
    headers,
    data: { officeId: westProject, houseIds: mine.data.records.map((r: { houseId: string }) => r.houseId) },
  });
  expect((await back.json()).data.moved).toBe(5);
});
