import { beforeEach, describe, expect, it } from 'vitest';
import { PDF_FONT_MISSING } from '../../api/documents/pdf-font';
import { rewriteSignedContract, withdrawPermission } from './factories/leases';
import { leasesHarness, type LeasesHarness } from './lease-helpers';
import { electronicSigning } from './electronic-signing';
import { checkReply } from './contract-check';
import { embeddedFonts, readPdf } from './pdf-text';
import { formatFen } from '../../sync/rules/common/money';
import { fenToCapital } from '../../sync/rules/common/capital-numerals';

let t: LeasesHarness;
beforeEach(async () => {
  t = await leasesHarness();
}, 60_000);

/** A download through the app: its bytes (the harness reads text), checked against the route's contract. */
async function download(path: string, token?: string) {
  const res = await t.h.app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  const json = type.startsWith('application/json') ? JSON.parse(Buffer.from(bytes).toString('utf8')) : null;
  checkReply('GET', path, { status: res.status, json, headers: res.headers });
  return { status: res.status, bytes, json, headers: res.headers };
}
const contractPdf = (id: string, token: string) => download(`/api/leases/${id}/contract.pdf`, token);

/** Signs an electronic contract of a free room of 东湖公寓 as the signing screen does (staff). */
async function signElectronic() {
  const input = await electronicSigning(t, t.staff, await t.freeRoom('东湖公寓', 0));
  const res = await t.call('POST', '/api/leases/sign', t.staff, input);
  expect(res.status, res.text).toBe(200);
  return { id: input.leaseId, input, sha256: input.contract!.sha256 };
}

describe('GET /api/leases/:leaseId/contract.pdf', () => {
  it('is a PDF with the Chinese font embedded, the signed text and figures, the bill plan, the signature and its digest', async () => {
    const { id, input, sha256 } = await signElectronic();
    const res = await contractPdf(id, t.staff);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('租赁合同-')}`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(res.bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    // The font: a subset (6-letter tag) of Noto Sans CJK SC, its file inside the PDF.
    expect(embeddedFonts(res.bytes)).toEqual([expect.stringMatching(/^[A-Z]{6}\+NotoSansCJKsc-Regular$/)]);
    expect(Buffer.from(res.bytes).toString('latin1')).toMatch(/\/FontFile[23]? \d+ 0 R/);

    const pdf = await readPdf(res.bytes);
    const all = pdf.text.join('\n');
    expect(pdf.info.Subject).toBe(`SHA-256 ${sha256}`);
    expect(pdf.images).toBe(1); // the signature
    for (const s of [
      '房屋租赁合同',
      '刘晓东',
      input.idNumber, // the staff member holds 租约管理: the ID number in full
      input.phone,
      `${input.startDate} 至 ${input.endDate}`,
      formatFen(input.rentCost),
      fenToCapital(input.rentCost),
      '押1付3',
      '每期提前5天收租',
      '物业费',
      '门卡押金',
      '附件二：账单计划',
      '电子签名',
      sha256,
      '校验结果：一致',
    ])
      expect(all, s).toContain(s);
    // The bill plan: every stage of the signed terms with its total (4 quarters of a one-year 付3 lease).
    const plan = await t.call('GET', `/api/bills/plans?leaseId=${id}`, t.staff);
    expect(plan.status).toBe(200);
    for (const stage of plan.json.data.billPlans) {
      const row = `${stage.stageName}${stage.startDate}至${stage.endDate}${stage.receivableDate}`;
      expect(all.replace(/\s/g, '')).toContain(row);
      expect(all).toContain(formatFen(stage.totalMoney));
    }
  });

  it('says so when the stored text was changed after signing', async () => {
    const { id } = await signElectronic();
    await rewriteSignedContract(t.h.db, id, (text) => text.replace('刘晓东', '刘晓冬'));
    const pdf = await readPdf((await contractPdf(id, t.boss)).bytes);
    expect(pdf.text.join('')).toContain('校验结果：不一致');
  });

  it('prints a paper lease from its signed terms, without a signature', async () => {
    const r = await t.freeRoom('东湖公寓', 1);
    const id = await t.signLease(t.manager, r);
    const res = await contractPdf(id, t.manager);
    expect(res.status).toBe(200);
    const pdf = await readPdf(res.bytes);
    const all = pdf.text.join('');
    expect(all).toContain('本合同为纸质合同');
    expect(all).toContain(formatFen(r.rentCost));
    expect(pdf.images).toBe(0);
  });

  it('is refused to another organisation, to staff outside the project, without the permission and without login', async () => {
    const { id } = await signElectronic();
    const west = await t.signLease(t.boss, await t.freeRoom('西城公寓', 0));
    expect((await contractPdf(id, t.otherBoss)).json).toMatchObject({ code: 404, msg: '租约不存在或无权查看' });
    expect((await contractPdf(west, t.staff)).status).toBe(404);
    expect((await contractPdf('01JUNKUNKNOWNLEASE0000000', t.boss)).status).toBe(404);
    expect((await download(`/api/leases/${id}/contract.pdf`)).status).toBe(401);
    await withdrawPermission(t.h.db, t.orgId, '店长', 2, 9);
    expect((await contractPdf(id, t.manager)).status).toBe(403);
  });

  it('answers 503 with a Chinese message when the server has no Chinese font', async () => {
    const { id } = await signElectronic();
    const before = process.env.CJK_FONT_PATH;
    process.env.CJK_FONT_PATH = '/nonexistent/font.ttc';
    try {
      const res = await contractPdf(id, t.boss);
      expect(res.status).toBe(503);
      expect(res.json).toEqual({ code: 503, msg: PDF_FONT_MISSING, data: null });
    } finally {
      if (before === undefined) delete process.env.CJK_FONT_PATH;
      else process.env.CJK_FONT_PATH = before;
    }
  });
});

describe('GET /api/bills/receipts/:receiptNumber/pdf', () => {
  it('is the receipt of the collection: its lines, total in figures and capital numerals, way and operator', async () => {
    const r = await t.freeRoom('东湖公寓', 0);
    const id = await t.signLease(t.boss, r);
    const first = (await t.billsOf(id)).filter((b) => b.stage === 1);
    const c = await t.call('POST', '/api/bills/collect', t.manager, {
      leaseId: id,
      bills: first.map((b) => ({ pkId: b.id })),
      paymentType: 4,
      receiptDate: '2026-11-22',
    });
    expect(c.status, c.text).toBe(200);
    const n: string = c.json.data.receiptNumber;
    const json = (await t.call('GET', `/api/bills/receipts/${n}`, t.boss)).json.data;
    const res = await download(`/api/bills/receipts/${n}/pdf`, t.staff);
    expect(res.status).toBe(200);
    expect(embeddedFonts(res.bytes)).toEqual([expect.stringMatching(/NotoSansCJKsc-Regular$/)]);
    const pdf = await readPdf(res.bytes);
    const all = pdf.text.join('');
    for (const s of [
      '示例公寓 收款收据',
      n,
      json.payer,
      json.house,
      formatFen(json.total),
      json.totalCapital,
      '对公转账',
      json.operatorName,
      ...json.lines.map((l: { itemName: string }) => l.itemName),
    ])
      expect(all, s).toContain(s);
    expect(pdf.pages).toBe(1);
  });

  it('is refused for another organisation’s receipt, an unknown number, a room outside the project', async () => {
    const west = await t.signLease(t.boss, await t.freeRoom('西城公寓', 0));
    const bill = (await t.billsOf(west))[0]!;
    const c = await t.call('POST', '/api/bills/collect', t.boss, {
      leaseId: west,
      bills: [{ pkId: bill.id }],
      paymentType: 1,
      receiptDate: '2026-11-22',
    });
    const n: string = c.json.data.receiptNumber;
    expect((await download(`/api/bills/receipts/${n}/pdf`, t.otherBoss)).json.msg).toBe('收据不存在或无权查看');
    expect((await download(`/api/bills/receipts/${n}/pdf`, t.staff)).status).toBe(404);
    expect((await download('/api/bills/receipts/SJ000/pdf', t.boss)).status).toBe(404);
    expect((await download(`/api/bills/receipts/${n}/pdf`, t.boss)).status).toBe(200);
  });
});
