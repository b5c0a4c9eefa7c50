/**
 * The receipt of one collection as a PDF (下载收据): the same receipt the sheet prints (api/bills/receipt.ts receiptOf,
 * so the same rows, scope and total), on A5 landscape with the embedded Chinese font.
 */
import type { Deps } from '../deps';
import type { AuthUser } from '../http/env';
import { receiptOf } from '../bills/receipt';
import { formatFen } from '../../sync/rules/common/money';
import { fields, newPdf, paragraph, table, title } from './pdf-doc';
import { pdfFont } from './pdf-font';
import type { PdfFile } from './contract-pdf';

export async function receiptPdf(
  deps: Pick<Deps, 'db' | 'now'>,
  user: AuthUser,
  receiptNumber: string,
): Promise<PdfFile> {
  const r = await receiptOf(deps.db, user, receiptNumber);
  const font = await pdfFont();
  const w = newPdf(
    font,
    {
      title: `收款收据 ${r.receiptNumber}`,
      author: r.orgName,
      subject: `收据编号 ${r.receiptNumber} 合计 ${formatFen(r.total)}`,
      keywords: r.receiptNumber,
      footer: `收据编号 ${r.receiptNumber}`,
      createdAt: deps.now(),
    },
    { size: 'A5', layout: 'landscape', margin: 36 },
  );
  const { doc } = w;
  title(doc, `${r.orgName} 收款收据`, 16);
  fields(doc, w.width, [
    ['收据编号', r.receiptNumber],
    ['收款日期', r.receiptDate],
    ['交款人', r.payer],
    ['房源', r.house],
  ]);
  doc.moveDown(0.3);
  const rows = r.lines.map((l) => [l.itemName, l.period || '-', formatFen(l.amount)]);
  rows.push(['合计', `人民币（大写）${r.totalCapital}`, formatFen(r.total)]);
  table(
    doc,
    w.width,
    [
      { title: '收款项目', weight: 2 },
      { title: '账期', weight: 3 },
      { title: '金额(元)', weight: 1.4, align: 'right' },
    ],
    rows,
    { size: 10, strong: (i) => i === rows.length - 1 },
  );
  fields(doc, w.width, [
    ['收款方式', r.paymentWayName || '-'],
    ['收款人', r.operatorName || '-'],
  ]);
  if (r.remark) paragraph(doc, `备注：${r.remark}`, { size: 10 });
  doc.moveDown(1.2);
  fields(doc, w.width, [
    ['收款单位（盖章）', ''],
    ['交款人签字', ''],
  ]);
  return { bytes: await w.finish(), fileName: `收据-${r.receiptNumber}.pdf` };
}
