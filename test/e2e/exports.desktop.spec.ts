import { expect, test, type Page } from '@playwright/test';
import { login, PHONES, shanghaiDay, tokenOf } from './helpers';
import { exportFile } from './export-file';

/** Today in Asia/Shanghai as YYYYMMDD (the export's file name). */
const today = () => shanghaiDay().replaceAll('-', '');

/** Every row of a list route as the screen's filters select it, read 10 a page through the API. */
async function listAll(page: Page, path: string) {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const rows: any[] = [];
  for (let current = 1; ; current++) {
    const data = (await (await page.request.get(`${path}&current=${current}&size=10`, { headers })).json()).data;
    rows.push(...data.records);
    if (current >= data.pages) return rows;
  }
}

/**
 * Makes the list route answer `size` rows a page when the export asks 100, slowly, so that the export reads several
 * pages and shows its progress.
 */
async function smallPages(page: Page, route: string, size: number, delayMs: number) {
  await page.route(`**${route}?*`, async (r) => {
    const url = new URL(r.request().url());
    if (url.searchParams.get('size') !== '100') return r.continue();
    url.searchParams.set('size', String(size));
    await new Promise((done) => setTimeout(done, delayMs));
    await r.continue({ url: url.toString() });
  });
}

test('住户 导出 writes every filtered resident (all pages, read page by page with progress) into a real .xlsx', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await login(page, PHONES.boss);
  // Filtered to one apartment through the filter bar: more than one screen page.
  await page.goto('/occupantManage');
  await page.getByRole('combobox', { name: '选择公寓' }).selectOption({ label: '东湖公寓' });
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/apartmentId=/);
  const apartmentId = new URL(page.url()).searchParams.get('apartmentId')!;
  // The file carries ID numbers in full (the boss may read personal data); the screen shows them masked.
  const listed = await listAll(page, `/api/residents?apartmentId=${apartmentId}&fullIdNumber=1`);
  expect(listed.length).toBeGreaterThan(20);
  await expect(page.getByText(`共 ${listed.length} 条`)).toBeVisible();

  // Each page held 1.5 s: the progress shows longer than the 1 s between an expectation's later polls.
  await smallPages(page, '/api/residents', 20, 1500);
  const [file] = await Promise.all([
    exportFile(page),
    expect(page.getByText(new RegExp(`正在导出 \\d+ / ${listed.length} 条`))).toBeVisible(),
  ]);
  expect(file.name).toBe(`住户-${today()}.xlsx`);
  expect(file.header).toEqual([
    '姓名',
    '承租人',
    '手机号',
    '地址',
    '性别',
    '证件类型',
    '证件号码',
    '居住状态',
    '入住时间',
    '搬离时间',
  ]);
  // The rows are the list's, in its order, across all its pages.
  expect(file.rows.map((r) => [r[0], r[2], r[6]])).toEqual(listed.map((r) => [r.name, r.phone, r.idNumber]));
  expect(file.rows.every((r) => String(r[3]).startsWith('东湖公寓'))).toBe(true);
  expect(file.rows.filter((r) => String(r[6]).includes('*'))).toEqual([]);
  await expect(page.getByText(/\*{8}/).first()).toBeVisible();
  const lessee = listed.findIndex((r) => r.isLease === 1);
  expect(file.rows[lessee]![1]).toBe('是');
});

test('定金订单 导出 writes the filtered orders with money as yuan numbers shown 0.00; 取消 stops an export', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await login(page, PHONES.boss);
  await page.goto('/reservationOrder');
  await page.getByRole('textbox', { name: '公寓名称' }).fill('东湖');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/apartmentName=/);
  const listed = await listAll(page, `/api/deposits?apartmentName=${encodeURIComponent('东湖')}`);
  expect(listed.length).toBeGreaterThan(1);

  const file = await exportFile(page);
  expect(file.name).toBe(`定金订单-${today()}.xlsx`);
  expect(file.header).toEqual([
    '订单号',
    '房源',
    '状态',
    '预订人',
    '手机号',
    '预订时间',
    '定金（元）',
    '租期开始',
    '租期结束',
    '最晚签约日期',
    '约定租金（元）',
    '添加人',
  ]);
  expect(file.rows.map((r) => r[0])).toEqual(listed.map((r) => r.orderNo));
  expect(file.rows.map((r) => [r[6], r[10]])).toEqual(listed.map((r) => [r.advanceCost / 100, r.rentCost / 100]));
  expect(file.sheet.getRow(2).getCell(7).numFmt).toBe('0.00');
  expect(file.rows.map((r) => r[2])).toEqual(listed.map((r) => r.statusText));

  // 取消 while it reads: no file, '已取消导出'.
  await smallPages(page, '/api/deposits', 1, 1500);
  let downloaded = false;
  page.on('download', () => (downloaded = true));
  await page.getByRole('button', { name: '导出' }).click();
  const progress = page.getByRole('dialog', { name: '导出进度' });
  await expect(progress).toBeVisible();
  await progress.getByRole('button', { name: '取消' }).click();
  await expect(page.getByText('已取消导出')).toBeVisible();
  await page.waitForTimeout(3500);
  expect(downloaded).toBe(false);
});
