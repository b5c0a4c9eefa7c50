/**
 * The lease contract as a PDF (/HTPdf, 下载合同): the contract text (what the tenant signed for an electronic contract,
 * else the contract of the signed terms), the lease's figures and bill plan, the signature image with the digest that
 * binds it to the text, all in an embedded subset of the Chinese font so it prints anywhere.
 */
import { eq } from 'drizzle-orm';
import type { Deps } from '../deps';
import type { AuthUser } from '../http/env';
import { orgs } from '../auth/schema';
import { leaseContracts } from '../leases/schema';
import { leaseHouseText, visibleLease, type VisibleLease } from '../leases/access';
import { leaseContractText, otherFeesOf, signedPlanOf } from '../leases/lease-terms';
import { mayReadLeasePersonal } from '../leases/personal-access';
import { readOrgFile } from '../leases/signing-files';
import { formatFen } from '../../sync/rules/common/money';
import { maskIdCard } from '../../sync/rules/common/id-card';
import { shanghaiDateTime } from '../../sync/rules/common/shanghai-time';
import { signedContractDigest } from '../../sync/rules/leases/contract-digest';
import { collectRuleText } from '../../sync/rules/templates/template-rules';
import { fields, heading, keepRoom, newPdf, paragraph, table, title, type PdfWriter } from './pdf-doc';
import { pdfFont } from './pdf-font';

type Signed = typeof leaseContracts.$inferSelect;

export interface PdfFile {
  bytes: Uint8Array;
  fileName: string;
}

export async function contractPdf(
  deps: Pick<Deps, 'db' | 'config' | 'now'>,
  user: AuthUser,
  leaseId: string,
): Promise<PdfFile> {
  const { db } = deps;
  const lease = await visibleLease(db, user, leaseId);
  const { plainText, signed } = await leaseContractText(db, lease);
  const [stored] = signed ? await db.select().from(leaseContracts).where(eq(leaseContracts.leaseId, lease.id)) : [];
  const signature = stored ? await readOrgFile(deps, user.orgId, stored.signatureFileId) : null;
  // The ID number only for those who may read the lease's personal data (api/leases/personal-access.ts).
  const personal = await mayReadLeasePersonal(db, user, lease.id);
  const idNumber = lease.idNumber.trim();
  const text = personal || !idNumber ? plainText : plainText.split(idNumber).join(maskIdCard(idNumber));
  const [org] = await db.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, user.orgId)).limit(1);

  const font = await pdfFont();
  const w = newPdf(font, {
    title: `房屋租赁合同 ${lease.leaseCode}`,
    author: org?.name ?? '',
    subject: stored ? `SHA-256 ${stored.sha256}` : `租约 ${lease.leaseCode}`,
    keywords: [lease.leaseCode, stored?.sha256].filter(Boolean).join(' '),
    footer: `租约编号 ${lease.leaseCode}`,
    createdAt: deps.now(),
  });
  contractText(w, text);
  signing(w, stored ?? null, signature, personal);
  leaseFigures(w, lease, personal);
  billPlan(w, lease);
  return { bytes: await w.finish(), fileName: `租赁合同-${lease.leaseCode}.pdf` };
}

const ARTICLE = /^第[一二三四五六七八九十]+条 /u;

/** The canonical plain text (sync/rules/leases/contract-digest.ts) laid out: title, articles as headings. */
function contractText({ doc }: PdfWriter, text: string) {
  const lines = text.replace(/\n$/, '').split('\n');
  title(doc, lines[0] ?? '房屋租赁合同');
  for (const line of lines.slice(1)) {
    if (line === '') doc.moveDown(0.4);
    else if (ARTICLE.test(line) || line === '补充条款') heading(doc, line, 11.5);
    else if (line.startsWith('  ')) paragraph(doc, line.trim(), { indent: 21 });
    else paragraph(doc, line);
  }
}

/** Who signed, when, the signature image and the digest binding it to the text, and whether both are unchanged. */
function signing(w: PdfWriter, stored: Signed | null, signature: Uint8Array | null, personal: boolean) {
  const { doc } = w;
  heading(doc, '签署信息');
  if (!stored) {
    paragraph(doc, '本合同为纸质合同：以上文本依据租约的签约条款生成，以双方签字盖章的纸质合同为准。');
    return;
  }
  const intact = signature !== null && signedContractDigest(stored.plainText, signature) === stored.sha256;
  fields(doc, w.width, [
    ['签署方式', '电子签名'],
    ['签署时间', shanghaiDateTime(stored.signedAt)],
  ]);
  paragraph(doc, '承租人签名：');
  if (signature) {
    keepRoom(doc, 100);
    try {
      doc.image(Buffer.from(signature), doc.page.margins.left, doc.y + 4, { fit: [200, 90] });
      doc.y += 98;
    } catch {
      paragraph(doc, '（签名图片无法读取）', { color: '#cc0000' });
    }
  } else paragraph(doc, '（签名文件缺失）', { color: '#cc0000' });
  paragraph(doc, '合同摘要 SHA-256（合同文本 + 0x00 + 签名图片）：', { size: 9.5 });
  paragraph(doc, stored.sha256, { size: 9.5 });
  paragraph(
    doc,
    intact ? '校验结果：一致，合同文本与签名自签署后未被改动。' : '校验结果：不一致，合同文本或签名在签署后被改动！',
    { size: 9.5, color: intact ? '#000000' : '#cc0000' },
  );
  if (!personal) paragraph(doc, '（证件号码已隐藏，摘要按完整文本计算）', { size: 9, color: '#666666' });
}

/** The lease's figures as stored (the parties, the term, rent, deposit, payment cycle, other fees). */
function leaseFigures(w: PdfWriter, lease: VisibleLease, personal: boolean) {
  const { doc } = w;
  heading(doc, '附件一：租约要素');
  const advance = lease.isDeduction === 1 ? lease.advanceCost : 0;
  const fees = otherFeesOf(lease.otherFees);
  table(
    doc,
    w.width,
    [
      { title: '项目', weight: 1 },
      { title: '内容', weight: 3 },
    ],
    [
      ['租约编号', lease.leaseCode],
      ['房源', leaseHouseText(lease)],
      ['承租人', `${lease.tenant}  ${lease.phone}`],
      ['证件号码', personal ? lease.idNumber || '-' : maskIdCard(lease.idNumber) || '-'],
      ['租期', `${lease.startDate} 至 ${lease.endDate}`],
      ['月租金', formatFen(lease.rentCost)],
      [
        '押金',
        advance
          ? `${formatFen(lease.depositCost + advance)}（其中定金抵扣${formatFen(advance)}）`
          : formatFen(lease.depositCost),
      ],
      ['付款方式', lease.deposit ? `押${lease.deposit}付${lease.payment}` : `自定义押金 付${lease.payment}`],
      ['收租方式', collectRuleText(lease.collectRentType, lease.collectRentDay) || '-'],
      [
        '其他费用',
        fees.length
          ? fees.map((f) => `${f.name} ${formatFen(f.amount)}${f.perPeriod ? '/月' : '（一次性）'}`).join('；')
          : '无',
      ],
    ],
  );
}

/** The bill plan the lease was signed with: one row per period with its bills and total. */
function billPlan(w: PdfWriter, lease: VisibleLease) {
  const { doc } = w;
  heading(doc, '附件二：账单计划');
  const plan = signedPlanOf(lease);
  if (!plan) {
    paragraph(doc, '（租约条款已不能生成账单计划）');
    return;
  }
  const rows = plan.stages.map((s) => [
    s.stageName,
    `${s.startDate} 至 ${s.endDate}`,
    s.receivableDate,
    s.bills.map((b) => `${b.costName} ${formatFen(b.amount)}`).join('；'),
    formatFen(s.total),
  ]);
  const sum = plan.stages.reduce((s, st) => s + st.total, 0);
  rows.push(['合计', '', '', '', formatFen(sum)]);
  table(
    doc,
    w.width,
    [
      { title: '期数', weight: 1 },
      { title: '账期', weight: 2.9 },
      { title: '应收日期', weight: 1.4 },
      { title: '明细', weight: 3.1 },
      { title: '合计(元)', weight: 1.4, align: 'right' },
    ],
    rows,
    { strong: (i) => i === rows.length - 1 },
  );
}
