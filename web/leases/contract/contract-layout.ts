/**
 * Pure page layout of a contract for the canvas image (contract-image.ts): CJK line wrapping by a measuring
 * function, numbered paragraphs with a hanging indent, A4-proportioned pages, headings kept with their text and the
 * signature block kept whole. No DOM here, so it is unit-tested in Node with a fake measure.
 */
import { type ContractDoc } from '../../../sync/rules/leases/contract-text';
import { articleLabel } from '../../../sync/rules/leases/contract-format';

export const CONTRACT_FONT_STACK = "'Noto Sans CJK SC', 'PingFang SC', sans-serif";

/** width of `text` drawn in the CSS font `font`, in px */
export type Measure = (text: string, font: string) => number;

/** may not begin a line (they hang into the margin instead) */
const NO_START = new Set([...'，。、；：？！）》」』】〕〉”’,.;:?!)]}%…·']);
/** may not end a line (moved to the start of the next one) */
const NO_END = new Set([...'（《「『【〔〈“‘([{¥']);

/** Tokens: runs of ASCII letters/digits/punctuation (kept together: '¥2,200.00', '13812345678'), runs of spaces, or
 * single other characters (each CJK character may break). */
function tokens(text: string): string[] {
  const out: string[] = [];
  for (let tok of text.match(/[!-~¥]+|\s+|[\s\S]/gu) ?? []) {
    // closing punctuation leading an ASCII run is its own token, so it can hang instead of starting a line
    while (tok.length > 1 && NO_START.has(tok[0])) {
      out.push(tok[0]);
      tok = tok.slice(1);
    }
    out.push(tok);
  }
  return out;
}

/**
 * Greedy line breaking: the first line is at most `firstWidth` wide, the rest `width`. Closing punctuation never
 * starts a line (it hangs past the width by one character), opening brackets never end one, ASCII runs break only
 * when longer than a whole line. Spaces at a break are dropped; otherwise the lines joined give back the text.
 */
export function wrapText(text: string, font: string, measure: Measure, width: number, firstWidth = width): string[] {
  const lines: string[] = [];
  let cur = '';
  const limit = () => (lines.length === 0 ? firstWidth : width);
  const fits = (s: string) => measure(s, font) <= limit();
  const pushLine = (s: string) => lines.push(s.replace(/\s+$/u, ''));

  const queue = tokens(text);
  while (queue.length > 0) {
    const tok = queue.shift()!;
    const isSpace = /^\s+$/u.test(tok);
    if (cur === '' && isSpace) continue;
    if (fits(cur + tok)) {
      cur += tok;
      continue;
    }
    if (isSpace) {
      // the space is dropped at the break; closing punctuation after it still hangs on this line
      while (queue.length > 0 && NO_START.has(queue[0])) cur += queue.shift()!;
      if (queue.length > 0 && /^\s+$/u.test(queue[0])) continue;
      pushLine(cur);
      cur = '';
      continue;
    }
    if (NO_START.has(tok) && cur !== '') {
      cur += tok; // hanging punctuation
      continue;
    }
    if (cur === '') {
      // a single token wider than the line: break it by characters
      const chars = [...tok];
      let part = '';
      for (const ch of chars) {
        if (part !== '' && !fits(part + ch) && !NO_START.has(ch)) {
          pushLine(part);
          part = '';
        }
        part += ch;
      }
      cur = part;
      continue;
    }
    // break before tok; an opening bracket at the end of the line moves down with it
    const last = [...cur].at(-1)!;
    if (NO_END.has(last) && [...cur].length > 1) {
      pushLine(cur.slice(0, cur.length - last.length));
      cur = last;
      queue.unshift(tok);
      continue;
    }
    pushLine(cur);
    cur = '';
    queue.unshift(tok);
  }
  if (cur !== '' || lines.length === 0) pushLine(cur);
  return lines;
}

export interface TextItem {
  kind: 'text';
  text: string;
  /** left edge, or the centre / right edge for those alignments */
  x: number;
  /** alphabetic baseline */
  y: number;
  font: string;
  color: string;
  align: 'left' | 'center' | 'right';
}
export interface SignatureBoxItem {
  kind: 'signature';
  x: number;
  y: number;
  w: number;
  h: number;
}
export interface RuleItem {
  kind: 'rule';
  x1: number;
  x2: number;
  y: number;
}
export type PageItem = TextItem | SignatureBoxItem | RuleItem;

export interface LayoutOptions {
  /** page width in px (1240 ≈ A4 at 150 dpi) */
  width?: number;
  /** page height in px (1754 ≈ A4 at 150 dpi) */
  pageHeight?: number;
  /** page margin in px (106 ≈ 18 mm at 150 dpi) */
  margin?: number;
  fontFamily?: string;
  /** printed in every page footer, e.g. the signed digest */
  footerNote?: string;
}

export interface ContractLayout {
  width: number;
  pageHeight: number;
  pages: PageItem[][];
}

const SIZES = { title: 46, meta: 20, heading: 27, body: 24, footer: 17 } as const;
const LINE = 1.75;

/** Lays the contract out on pages. Coordinates are page-relative. */
export function layoutContract(doc: ContractDoc, measure: Measure, opts: LayoutOptions = {}): ContractLayout {
  const width = opts.width ?? 1240;
  const pageHeight = opts.pageHeight ?? 1754;
  const margin = opts.margin ?? 106;
  const family = opts.fontFamily ?? CONTRACT_FONT_STACK;
  const font = (size: number, bold = false) => `${bold ? '700 ' : ''}${size}px ${family}`;
  const contentW = width - 2 * margin;
  const footerH = 70;
  const bottom = pageHeight - margin - footerH + 40; // last usable baseline

  const pages: PageItem[][] = [[]];
  let y = margin; // top of the next line box
  const page = () => pages[pages.length - 1];
  const newPage = () => {
    pages.push([]);
    y = margin;
  };
  /** makes room for `h` px, starting a page when needed (never on an empty page) */
  const ensure = (h: number) => {
    if (y + h > bottom && page().length > 0) newPage();
  };
  const lineH = (size: number) => Math.round(size * LINE);
  const text = (
    t: string,
    x: number,
    size: number,
    opt: { bold?: boolean; color?: string; align?: TextItem['align'] } = {},
  ) => {
    page().push({
      kind: 'text',
      text: t,
      x,
      y: y + Math.round(size * 1.25),
      font: font(size, opt.bold),
      color: opt.color ?? '#1f1f1f',
      align: opt.align ?? 'left',
    });
  };

  /** a paragraph with an optional hanging label ('1. ') or a first-line indent (px) */
  const paragraph = (body: string, size: number, label = '', firstIndent = 0) => {
    const f = font(size);
    const indent = label ? Math.ceil(measure(label, f)) : 0;
    const lines = wrapText(body, f, measure, contentW - indent, contentW - indent - firstIndent);
    const h = lineH(size);
    lines.forEach((l, i) => {
      // keep at least two lines together at a page break (no single orphan line)
      if (i === 0) ensure(h * Math.min(2, lines.length));
      else ensure(h);
      if (i === 0 && label) text(label, margin, size);
      text(l, margin + indent + (i === 0 ? firstIndent : 0), size);
      y += h;
    });
  };

  // title block
  text(doc.title, width / 2, SIZES.title, { bold: true, align: 'center' });
  y += lineH(SIZES.title) + 6;
  text(`合同编号：${doc.contractNumber}`, width - margin, SIZES.meta, { color: '#595959', align: 'right' });
  y += lineH(SIZES.meta) + 16;

  // parties
  for (const p of doc.parties) {
    const roleLabel = `${p.role}：`;
    const lines = wrapText(
      p.name,
      font(SIZES.body, true),
      measure,
      contentW - measure(roleLabel, font(SIZES.body, true)),
    );
    ensure(lineH(SIZES.body) * (lines.length + p.details.length));
    lines.forEach((l, i) => {
      if (i === 0) text(roleLabel, margin, SIZES.body, { bold: true });
      text(l, margin + Math.ceil(measure(roleLabel, font(SIZES.body, true))), SIZES.body, { bold: true });
      y += lineH(SIZES.body);
    });
    for (const d of p.details) paragraph(d.value, SIZES.body, `　　${d.label}：`);
  }
  y += 12;
  paragraph(doc.preamble, SIZES.body, '', SIZES.body * 2);
  y += 12;

  // articles: a heading never ends a page (kept with the first two lines of its text)
  const headed = (heading: string, paragraphs: string[]) => {
    const hh = lineH(SIZES.heading) + 4;
    ensure(hh + lineH(SIZES.body) * 2);
    y += 4;
    text(heading, margin, SIZES.heading, { bold: true });
    y += hh;
    paragraphs.forEach((p, i) => paragraph(p, SIZES.body, paragraphs.length > 1 ? `${i + 1}. ` : ''));
    y += 10;
  };
  for (const a of doc.articles) headed(`${articleLabel(a.no)}　${a.title}`, a.paragraphs);
  headed(doc.supplementTitle, doc.supplement);

  // signature block, kept whole: two columns, the lessee's signature box under the right one
  const sigBoxH = 170;
  const blockH = lineH(SIZES.body) * 3 + sigBoxH + 40;
  ensure(blockH);
  y += 30;
  const colR = margin + Math.round(contentW / 2) + 10;
  const colW = width - margin - colR;
  text('甲方（出租方）：', margin, SIZES.body, { bold: true });
  text('乙方（承租方）签字：', colR, SIZES.body, { bold: true });
  y += lineH(SIZES.body);
  const landlordLines = wrapText(`${doc.signing.landlord}（盖章）`, font(SIZES.body), measure, colR - margin - 20);
  const sigTop = y;
  landlordLines.forEach((l) => {
    text(l, margin, SIZES.body);
    y += lineH(SIZES.body);
  });
  page().push({ kind: 'signature', x: colR, y: sigTop, w: Math.min(colW, 460), h: sigBoxH });
  page().push({ kind: 'rule', x1: colR, x2: colR + Math.min(colW, 460), y: sigTop + sigBoxH });
  y = sigTop + sigBoxH + 14;
  text(`承租人：${doc.signing.lessee}`, colR, SIZES.body);
  y += lineH(SIZES.body);
  text(`签订日期：${doc.signing.signDate}`, margin, SIZES.body);
  text(`签订日期：${doc.signing.signDate}`, colR, SIZES.body);
  y += lineH(SIZES.body);

  // footers
  const n = pages.length;
  pages.forEach((items, i) => {
    const fy = pageHeight - margin + 30;
    items.push({ kind: 'rule', x1: margin, x2: width - margin, y: fy - 34 });
    items.push({
      kind: 'text',
      text: `第 ${i + 1} 页 / 共 ${n} 页`,
      x: width / 2,
      y: fy,
      font: font(SIZES.footer),
      color: '#8c8c8c',
      align: 'center',
    });
    if (opts.footerNote) {
      items.push({
        kind: 'text',
        text: opts.footerNote,
        x: width / 2,
        y: fy + 28,
        font: font(SIZES.footer - 3),
        color: '#8c8c8c',
        align: 'center',
      });
    }
  });
  return { width, pageHeight, pages };
}
