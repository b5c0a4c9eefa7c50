import { expect, test, type Download, type Page } from '@playwright/test';
import { login, PHONES, tokenOf } from './helpers';
import { embeddedFonts, readPdf } from '../api/pdf-text';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';

async function api(page: Page, path: string) {
  const r = await page.request.get(path, { headers: { authorization: `Bearer ${await tokenOf(page)}` } });
  return (await r.json()).data;
}

async function bytesOf(file: Download): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const c of await file.createReadStream()) chunks.push(c as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

test('下载合同 on the lease detail saves the contract PDF (Chinese font embedded); 电子合同 draws its pages', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await login(page, PHONES.boss);
  const rows = (await api(page, '/api/leases?size=100')).records as {
    leaseId: string;
    leaseCode: string;
    tenant: string;
    status: number;
  }[];
  const lease = rows.find((r) => r.status === LEASE_STATUS.signed)!;
  const detail = await api(page, `/api/leases/${lease.leaseId}`);
  await page.goto(`/leaseDetail?leaseId=${lease.leaseId}`);

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '下载合同' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(`租赁合同-${detail.leaseCode}.pdf`);
  const bytes = await bytesOf(file);
  expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
  expect(embeddedFonts(bytes)).toEqual([expect.stringMatching(/\+NotoSansCJKsc-Regular$/)]);
  const pdf = await readPdf(bytes);
  const text = pdf.text.join('');
  for (const s of ['房屋租赁合同', detail.tenant, detail.leaseCode, `${detail.startDate} 至 ${detail.endDate}`])
    expect(text, s).toContain(s);

  // 电子合同: /HTPdf draws every page of the same PDF, not blank.
  await page.getByRole('button', { name: '电子合同' }).click();
  await expect(page).toHaveURL(new RegExp(`/HTPdf\\?leaseId=${lease.leaseId}`));
  const pages = page.locator('.htpdf-pages');
  await expect(pages).toHaveAttribute('data-pages', String(pdf.pages), { timeout: 20_000 });
  await expect(page.locator('canvas.htpdf-page')).toHaveCount(pdf.pages);
  const inked = await page
    .locator('canvas.htpdf-page')
    .first()
    .evaluate((c: HTMLCanvasElement) => {
      const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let dark = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i]! < 128 && d[i + 3]! > 0) dark++;
      return dark;
    });
  expect(inked).toBeGreaterThan(1000);
  await expect(page.getByRole('heading', { name: /电子合同/ })).toContainText(detail.leaseCode);
  const [again] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '下载' }).click(),
  ]);
  expect(again.suggestedFilename()).toBe(`租赁合同-${detail.leaseCode}.pdf`);
});

test('/HTPdf of a lease the user may not see says so', async ({ page }) => {
  await login(page, PHONES.boss);
  await page.goto('/HTPdf?leaseId=01JUNKUNKNOWNLEASE0000000');
  await expect(page.getByText('合同生成失败')).toBeVisible();
  await expect(page.getByText('租约不存在或无权查看')).toBeVisible();
});
