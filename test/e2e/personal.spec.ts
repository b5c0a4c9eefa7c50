import { expect, test, type Page } from '@playwright/test';
import { isDesktop, login, PHONES, tokenOf } from './helpers';
import { formatFen } from '../../sync/rules/common/money';
import { addDays } from '../../sync/rules/common/shanghai-time';

/** A real 1×1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Today in Shanghai. */
const shanghaiToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The demo's 孙财务 (phone) and 周管家 (desktop): no other end-to-end test signs in with them. */
const OWN_ACCOUNT = { phone: '13800000004', desktop: '13800000005' } as const;

async function api(page: Page, path: string) {
  const r = await page.request.get(path, { headers: { authorization: `Bearer ${await tokenOf(page)}` } });
  expect(r.status(), path).toBe(200);
  return (await r.json()).data;
}

/** Picks `date` (this month) in the settlement date field: the calendar on a desktop, the wheel on a phone. */
async function pickDate(page: Page, date: string) {
  await page.getByRole('button', { name: '结算日期' }).click();
  const day = String(+date.slice(8, 10));
  if (isDesktop(page)) {
    const calendar = page.getByRole('dialog', { name: '结算日期' });
    await calendar
      .locator('.adm-calendar-cell:not(.adm-calendar-cell-disabled) .adm-calendar-cell-top', {
        hasText: new RegExp(`^${day}$`),
      })
      .first()
      .click();
  } else {
    // The day wheel: dragged by the distance from the day shown to the day wanted.
    const wheel = page.locator('.adm-picker-view-column').nth(2);
    const shown = String(+(await page.getByRole('button', { name: '结算日期' }).innerText()).slice(8, 10));
    const item = (d: string) => wheel.locator('.adm-picker-view-column-item', { hasText: new RegExp(`^${d}$`) });
    // The sheet slides up: measure once it stands still.
    let from = (await item(shown).boundingBox())!;
    await expect
      .poll(async () => {
        const was = from.y;
        await page.waitForTimeout(100);
        from = (await item(shown).boundingBox())!;
        return from.y === was;
      })
      .toBe(true);
    const to = (await item(day).boundingBox())!;
    const x = from.x + from.width / 2;
    const y = from.y + from.height / 2;
    // The wheel follows touches only (no mouse): a finger's drag through the browser's own touch input.
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', dy: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y: y + dy }],
      });
    await touch('touchStart', 0);
    for (let i = 1; i <= 12; i++) {
      await touch('touchMove', (-(to.y - from.y) * i) / 12);
      await page.waitForTimeout(16); // a finger's pace: one move a frame
    }
    await touch('touchEnd', 0);
    await page.waitForTimeout(400); // the wheel settles on the nearest day
    await page.locator('.adm-picker-header-button:visible', { hasText: '确定' }).click();
  }
  await expect(page.getByRole('button', { name: '结算日期' })).toHaveText(date);
}

test('settlement: the amounts awaiting today and tomorrow, the records of a date with their sums', async ({ page }) => {
  await login(page, PHONES.boss);
  const today = shanghaiToday();
  const sums = await api(page, '/api/personal/settlement/sums');
  const yesterday = await api(page, `/api/personal/settlement?reconDate=${addDays(today, -1)}`);
  const settling = await api(page, `/api/personal/settlement?reconDate=${today}`);
  // The demo has trades paid yesterday (settling today) and today (settling tomorrow).
  expect(sums.yesterdaySum).toBeGreaterThan(0);
  expect(sums.todaySum).toBeGreaterThan(0);
  expect(settling.total).toBeGreaterThan(0);

  await page.goto('/personalCenter');
  const awaited = page.getByLabel('待结算金额');
  await expect(awaited.getByText('今日待结算')).toBeVisible();
  await expect(awaited).toContainText(formatFen(sums.yesterdaySum));
  await expect(awaited).toContainText(formatFen(sums.todaySum));

  // Yesterday's settlement at first: over, every trade 成功.
  const totals = page.getByLabel('结算汇总');
  await expect(page.getByRole('button', { name: '结算日期' })).toHaveText(addDays(today, -1));
  await expect(totals).toContainText(formatFen(yesterday.sumA));
  await expect(totals).toContainText(formatFen(yesterday.realA));
  await expect(page.getByText(`共 ${yesterday.total} 条`)).toBeVisible();

  // Today's: still being settled (结算中), the date's sums, the trades' fee and actual amount.
  await pickDate(page, today);
  await expect(page).toHaveURL(new RegExp(`reconDate=${today}`));
  await expect(totals).toContainText(formatFen(settling.sumA));
  await expect(totals).toContainText(formatFen(settling.serviceA));
  await expect(totals).toContainText(formatFen(settling.realA));
  await expect(page.getByText(`共 ${settling.total} 条`)).toBeVisible();
  const first = settling.tradeHisList[0];
  const list = page.locator('.personal-settlement');
  await expect(list.getByText('结算中').first()).toBeVisible();
  await expect(list.getByText('成功')).toHaveCount(0);
  await expect(list.getByText(formatFen(first.fee)).first()).toBeVisible();
  await expect(list.getByText(formatFen(first.realAmount)).first()).toBeVisible();
  await expect(list.getByText(first.method === 'WXZF' ? '微信支付' : '支付宝').first()).toBeVisible();
});

test('the own profile: an avatar over 10 MB is refused before uploading, a small one is kept; the nickname is edited', async ({
  page,
}) => {
  // Handing the page a file of 10 MB goes through the browser's protocol: 12.6 s of the 30 s a test has, in a CI run
  // on a loaded machine (stop 30's run timed out on it).
  test.setTimeout(60_000);
  const phone = isDesktop(page) ? OWN_ACCOUNT.desktop : OWN_ACCOUNT.phone;
  await login(page, phone);
  await page.goto('/personalCenter');
  const before = await api(page, '/api/personal/profile');
  await expect(page.getByText(before.phone, { exact: true })).toBeVisible();

  const input = page.locator('.avatar-field input[type=file]');
  await input.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(page.getByText('上传头像图片大小不能超过 10MB!')).toBeVisible();
  expect((await api(page, '/api/personal/profile')).picture).toBeNull();

  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect.poll(async () => (await api(page, '/api/personal/profile')).picture).toMatch(/^\/api\/upload\/files\//);

  // 昵称: empty is refused, a new one shows at once and after a reload.
  await page.getByText('昵称', { exact: true }).click();
  const sheet = page.getByRole('dialog', { name: '修改昵称' });
  const field = sheet.getByPlaceholder('请输入昵称');
  await field.fill('');
  await sheet.getByRole('button', { name: '确定' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('请输入昵称');
  const nickname = isDesktop(page) ? '周周' : '孙会计';
  await field.fill(nickname);
  await sheet.getByRole('button', { name: '确定' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page.locator('.profile-name')).toHaveText(nickname);
  await page.reload();
  await expect(page.locator('.profile-name')).toHaveText(nickname);
  expect((await api(page, '/api/personal/profile')).nickname).toBe(nickname);
});
