import { expect, test, type Page } from '@playwright/test';
import { login, PHONES } from './helpers';

const sheet = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const toast = (page: Page, text: string) => page.locator('.adm-toast-main', { hasText: text });
/** The confirm of a delete (antd-mobile Dialog). */
const confirmBox = (page: Page) => page.locator('.adm-dialog-body');

test('公司设置: add, search, edit and delete a company, with the confirm and 已取消', async ({ page }) => {
  const name = `滨江公寓管理${String(Date.now()).slice(-6)}`;
  await login(page, PHONES.boss);
  await page.goto('/companySet');
  await expect(page.getByRole('heading', { name: '公司设置' })).toBeVisible();
  await expect(page.getByRole('row', { name: /示例公寓管理有限公司/ })).toContainText('0571-88880000');

  // 添加公司: the name is required, in the spec's words.
  await page.getByRole('button', { name: '添加公司' }).click();
  const add = sheet(page, '添加公司');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add.getByRole('alert')).toHaveText('请输入公司名称');
  await add.getByPlaceholder('请输入公司名称').fill(name);
  await add.getByPlaceholder('公司地址').fill('杭州市滨江区江南大道 1 号');
  await add.getByPlaceholder('联系电话').fill('0571-86660000');
  await add.getByPlaceholder('对私收款账户').fill('6222 0000 1111');
  await add.getByPlaceholder('开户行及账号').fill('工商银行滨江支行 1202');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '添加成功')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('杭州市滨江区江南大道 1 号');
  await expect(row).toContainText('工商银行滨江支行 1202');

  // Search by a part of the name, then 重置.
  await page.getByPlaceholder('公司名称').fill(name.slice(0, 6));
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/officeName=/);
  await expect(page.getByRole('row', { name: /示例公寓管理有限公司/ })).toHaveCount(0);
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: '重置' }).click();
  await expect(page.getByRole('row', { name: /示例公寓管理有限公司/ })).toBeVisible();

  // 编辑.
  await row.getByRole('button', { name: '编辑' }).click();
  const edit = sheet(page, '编辑公司');
  await expect(edit.getByPlaceholder('请输入公司名称')).toHaveValue(name);
  await edit.getByPlaceholder('联系电话').fill('0571-86669999');
  await edit.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '修改成功')).toBeVisible();
  await expect(row).toContainText('0571-86669999');

  // 删除: 取消 says 已取消 and keeps it; confirmed, 操作成功 and it is gone.
  await row.getByRole('button', { name: '删除' }).click();
  await expect(confirmBox(page)).toContainText('确定要删除该条信息吗?');
  await page.getByRole('button', { name: '取消' }).click();
  await expect(toast(page, '已取消')).toBeVisible();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: '删除' }).click();
  await confirmBox(page).getByRole('button', { name: '删除' }).click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(row).toHaveCount(0);

  // A company with projects is not deleted: the reason instead of the question.
  await page
    .getByRole('row', { name: /示例公寓管理有限公司/ })
    .getByRole('button', { name: '删除' })
    .click();
  await expect(confirmBox(page)).toContainText('该公司下还有项目，不能删除');
  await page.getByRole('button', { name: '知道了' }).click();
  await expect(page.getByRole('row', { name: /示例公寓管理有限公司/ })).toBeVisible();
});

test('项目设置: a project row’s figures, 管理房源 and 管理员工 open the project’s rooms and staff', async ({
  page,
}) => {
  await login(page, PHONES.boss);
  await page.goto('/itemSetting');
  await expect(page.getByRole('heading', { name: '项目设置' })).toBeVisible();
  const east = page.getByRole('row', { name: /东湖项目/ });
  await expect(east).toContainText('示例公寓管理有限公司');
  await expect(east).toContainText('李店长');
  await expect(east).toContainText('店长 1人');
  // 集中式 / 分散式 rooms and the accounts, as the cells show them.
  const cells = east.getByRole('cell');
  const centralized = Number(await cells.nth(3).innerText());
  const dispersed = Number(await cells.nth(4).innerText());
  expect(centralized).toBeGreaterThan(0);

  // 管理房源: the assignment screen of this project lists exactly its rooms.
  await east.getByRole('button', { name: '管理房源' }).click();
  await expect(page).toHaveURL(/\/HousingAllocation\?officeId=/);
  await expect(page.getByRole('heading', { name: '房源分配' })).toBeVisible();
  await expect(page.getByText(`共 ${centralized + dispersed} 条`)).toBeVisible();

  // 管理员工: the staff of this project (张管家 of 东湖, not 周管家 of 西城), every one of them working in 东湖. (Other
  // specs add staff to 东湖 meanwhile: the accounts are checked by who they are, not counted.)
  await page.goBack();
  await page
    .getByRole('row', { name: /东湖项目/ })
    .getByRole('button', { name: '管理员工' })
    .click();
  await expect(page).toHaveURL(/\/laborControl\?officeId=/);
  await expect(page.getByRole('row', { name: /张管家/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /周管家/ })).toHaveCount(0);
  const staffRows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  for (const r of await staffRows.all()) await expect(r).toContainText('东湖项目');
  // 查看全部 drops the project: 周管家 of 西城 is listed again.
  await expect(page.getByRole('status').filter({ hasText: '仅显示「东湖项目」的员工' })).toBeVisible();
  await page.getByRole('button', { name: '查看全部' }).click();
  await expect(page).not.toHaveURL(/officeId=/);
  await expect(page.getByRole('row', { name: /周管家/ })).toBeVisible();

  // 删除 is refused while rooms and staff are in it, saying how many.
  await page.goto('/itemSetting');
  await page
    .getByRole('row', { name: /东湖项目/ })
    .getByRole('button', { name: '删除' })
    .click();
  await expect(confirmBox(page)).toContainText(
    new RegExp(`该项目下还有 ${centralized + dispersed} 间房源、\\d+ 名员工，请先移出`),
  );
  await page.getByRole('button', { name: '知道了' }).click();
});

test('项目设置: add a project to the company, edit it, delete it with the confirm', async ({ page }) => {
  const name = `钱塘项目${String(Date.now()).slice(-6)}`;
  await login(page, PHONES.boss);
  await page.goto('/itemSetting');
  await page.getByRole('button', { name: '添加项目' }).click();
  const add = sheet(page, '添加项目');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add.getByRole('alert')).toHaveText('请输入项目名称');
  await add.getByPlaceholder('请输入项目名称').fill(name);
  await add.getByPlaceholder('负责人姓名').fill('陈经理');
  await add.getByPlaceholder('联系电话').fill('0571-86001234');
  // The company: chosen already when it is the only one (other specs may add companies meanwhile).
  const company = add.locator('.adm-selector-item', { hasText: '示例公寓管理有限公司' });
  if (!/adm-selector-item-active/.test((await company.getAttribute('class')) ?? '')) await company.click();
  await expect(company).toHaveClass(/adm-selector-item-active/);
  await add.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '添加成功')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('示例公寓管理有限公司');
  await expect(row).toContainText('陈经理');
  await expect(row.getByRole('cell').nth(3)).toHaveText('0');
  await expect(row.getByRole('cell').nth(4)).toHaveText('0');

  // Filter by company and name.
  await page.getByPlaceholder('项目名称').fill(name);
  await page.getByRole('combobox').selectOption({ label: '示例公寓管理有限公司' });
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/pid=/);
  await expect(page.getByText('共 1 条')).toBeVisible();

  await row.getByRole('button', { name: '编辑' }).click();
  const edit = sheet(page, '编辑项目');
  await edit.getByPlaceholder('负责人姓名').fill('孙经理');
  await edit.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '修改成功')).toBeVisible();
  await expect(row).toContainText('孙经理');

  await row.getByRole('button', { name: '删除' }).click();
  await expect(confirmBox(page)).toContainText('确定要删除该条信息吗?');
  await page.getByRole('button', { name: '取消' }).click();
  await expect(toast(page, '已取消')).toBeVisible();
  await row.getByRole('button', { name: '删除' }).click();
  await confirmBox(page).getByRole('button', { name: '删除' }).click();
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(row).toHaveCount(0);
});
