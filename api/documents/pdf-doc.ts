/**
 * The small PDF kit the documents share (pdfkit): an A4/A5 page with the embedded Chinese font, headings, paragraphs,
 * key–value lines, a ruled table that breaks across pages with its header again, and a footer with page numbers.
 */
import PDFDocument from 'pdfkit';
import type { PdfFont } from './pdf-font';

type Doc = PDFKit.PDFDocument;

export interface PdfMeta {
  title: string;
  author: string;
  /** written into the document information (searchable without decoding the pages), e.g. the contract's digest */
  subject?: string;
  keywords?: string;
  /** the footer's text before the page numbers */
  footer: string;
  /** the document's creation time (the injected clock, not the machine's) */
  createdAt: number;
}

export interface PdfWriter {
  doc: Doc;
  /** usable width between the margins */
  width: number;
  /** ends the document: footers on every page, then its bytes */
  finish: () => Promise<Uint8Array>;
}

export const FONT = 'cjk';
const GREY = '#666666';

export function newPdf(
  font: PdfFont,
  meta: PdfMeta,
  page: { size: 'A4' | 'A5'; layout?: 'portrait' | 'landscape'; margin?: number } = { size: 'A4' },
): PdfWriter {
  const margin = page.margin ?? 56;
  const doc = new PDFDocument({
    size: page.size,
    layout: page.layout ?? 'portrait',
    margins: { top: margin, bottom: margin, left: margin, right: margin },
    bufferPages: true,
    pdfVersion: '1.7',
    lang: 'zh-CN',
    displayTitle: true,
    // pdfkit reads every key it is given (an undefined subject or keywords broke it): only those there.
    info: {
      Title: meta.title,
      Author: meta.author,
      ...(meta.subject === undefined ? {} : { Subject: meta.subject }),
      ...(meta.keywords === undefined ? {} : { Keywords: meta.keywords }),
      Creator: '公寓管家',
      CreationDate: new Date(meta.createdAt),
    },
  });
  doc.registerFont(FONT, font.bytes, font.face);
  doc.font(FONT);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - margin * 2;
  return {
    doc,
    width,
    finish: async () => {
      footers(doc, meta.footer);
      doc.end();
      return new Uint8Array(await ended);
    },
  };
}

/** '<footer>  第 n 页 / 共 m 页' at the foot of every page. */
function footers(doc: Doc, text: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { margins, width, height } = doc.page;
    const bottom = margins.bottom;
    // Writing below the bottom margin would open a new page: lift the margin while the footer is drawn.
    doc.page.margins.bottom = 0;
    doc
      .fontSize(8)
      .fillColor(GREY)
      .text(`${text}    第 ${i + 1} 页 / 共 ${range.count} 页`, margins.left, height - bottom / 2 - 4, {
        width: width - margins.left - margins.right,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor('#000000');
}

export function title(doc: Doc, text: string, size = 18) {
  doc.fontSize(size).fillColor('#000000').text(text, { align: 'center' });
  doc.moveDown(0.5);
}

export function heading(doc: Doc, text: string, size = 12) {
  keepRoom(doc, size * 4);
  doc.moveDown(0.3).fontSize(size).fillColor('#000000').text(text);
  doc.moveDown(0.2);
}

export function paragraph(doc: Doc, text: string, o: { size?: number; indent?: number; color?: string } = {}) {
  const left = doc.page.margins.left;
  doc
    .fontSize(o.size ?? 10.5)
    .fillColor(o.color ?? '#000000')
    .text(text, left + (o.indent ?? 0), doc.y, {
      width: doc.page.width - left - doc.page.margins.right - (o.indent ?? 0),
      lineGap: 2,
    });
  doc.x = left;
}

/** 'label：value' lines, two per row when they fit. */
export function fields(doc: Doc, width: number, list: [string, string][], size = 10) {
  const left = doc.page.margins.left;
  const half = width / 2;
  doc.fontSize(size).fillColor('#000000');
  for (let i = 0; i < list.length; i += 2) {
    const pair = list.slice(i, i + 2).map(([k, v]) => `${k}：${v}`);
    const fitsTwo = pair.length === 2 && pair.every((s) => doc.widthOfString(s) < half - 8);
    if (!fitsTwo) {
      for (const s of pair) paragraph(doc, s, { size });
      continue;
    }
    const y = doc.y;
    doc.text(pair[0]!, left, y, { width: half - 8 });
    doc.text(pair[1]!, left + half, y, { width: half - 8 });
    doc.x = left;
  }
}

/** Opens a new page unless `h` points are left above the bottom margin. */
export function keepRoom(doc: Doc, h: number) {
  if (doc.y + h > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

export interface Column {
  title: string;
  /** share of the table's width */
  weight: number;
  align?: 'left' | 'right' | 'center';
}

/** A ruled table: a grey header row, then the rows (wrapping in their cells); a row that would cross the page
 * bottom starts a new page under the header again. `strong` rows (a total) get a grey background too. */
export function table(
  doc: Doc,
  width: number,
  cols: Column[],
  rows: string[][],
  o: { size?: number; strong?: (i: number) => boolean } = {},
) {
  const size = o.size ?? 9.5;
  const pad = 4;
  const left = doc.page.margins.left;
  const total = cols.reduce((s, c) => s + c.weight, 0);
  const widths = cols.map((c) => (c.weight / total) * width);
  const draw = (cells: string[], shaded: boolean) => {
    doc.fontSize(size);
    const h = Math.max(...cells.map((t, i) => doc.heightOfString(t || ' ', { width: widths[i]! - pad * 2 }))) + pad * 2;
    return { h, paint: (y: number) => paint(cells, shaded, y, h) };
  };
  const paint = (cells: string[], shaded: boolean, y: number, h: number) => {
    if (shaded) doc.rect(left, y, width, h).fill('#f0f0f0');
    let x = left;
    doc.fillColor('#000000').lineWidth(0.5).strokeColor('#999999');
    cells.forEach((t, i) => {
      doc.text(t, x + pad, y + pad, { width: widths[i]! - pad * 2, align: cols[i]!.align ?? 'left' });
      doc.rect(x, y, widths[i]!, h).stroke();
      x += widths[i]!;
    });
    doc.x = left;
    doc.y = y + h;
  };
  const header = cols.map((c) => c.title);
  const head = draw(header, true);
  keepRoom(doc, head.h * 2);
  head.paint(doc.y);
  rows.forEach((r, i) => {
    const row = draw(r, o.strong?.(i) ?? false);
    if (doc.y + row.h > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      head.paint(doc.y);
    }
    row.paint(doc.y);
  });
  doc.moveDown(0.5);
}
