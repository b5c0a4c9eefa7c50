/**
 * Reads a PDF the way a viewer does (pdfjs-dist, Mozilla's PDF reader): its pages' text through the fonts' ToUnicode
 * maps, its document information and the fonts it embeds. A PDF that does not parse makes the promise reject.
 */
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfRead {
  pages: number;
  /** the text of each page, its runs joined without separators (Chinese has no spaces to lose) */
  text: string[];
  info: Record<string, unknown>;
  /** how many images the pages paint */
  images: number;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfRead> {
  const doc = await getDocument({ data: bytes.slice(), isEvalSupported: false, useSystemFonts: false }).promise;
  const text: string[] = [];
  let images = 0;
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const content = await page.getTextContent();
    text.push(content.items.map((i) => ('str' in i ? i.str : '')).join(''));
    const ops = await page.getOperatorList();
    images += ops.fnArray.filter((f) => f === OPS.paintImageXObject).length;
  }
  const meta = await doc.getMetadata();
  await doc.destroy();
  return { pages: text.length, text, info: meta.info as Record<string, unknown>, images };
}

/** The names of the fonts a PDF embeds with their file (FontFile/FontFile2/FontFile3), e.g. 'ABCDEF+NotoSansCJKsc-Regular'. */
export function embeddedFonts(bytes: Uint8Array): string[] {
  const s = Buffer.from(bytes).toString('latin1');
  return [...s.matchAll(/\/FontName \/([A-Z]{6}\+[\w-]+)/g)].map((m) => m[1]!);
}
