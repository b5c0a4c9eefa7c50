/**
 * The Chinese font every PDF of the product embeds (a subset: only the glyphs a document uses), so a contract or a
 * receipt prints the same on any machine. The font is Noto Sans CJK SC of Debian's fonts-noto-cjk (the same package
 * the screenshots and e2e tests need; .ci/run and README install it); CJK_FONT_PATH names another TTF/OTF/TTC.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { AppError } from '../http/errors';

/** Where distributions put Noto Sans CJK (Debian/Ubuntu first; Fedora, Arch, Alpine after). */
const CANDIDATES = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/noto/NotoSansCJK-Regular.ttc',
];

/** The face of the collection with the simplified-Chinese glyphs (a .ttc holds the SC, TC, JP, KR faces). */
const SC_FACE = 'NotoSansCJKsc-Regular';

export const PDF_FONT_MISSING =
  '服务器缺少中文字体，无法生成PDF（请安装 fonts-noto-cjk，或以 CJK_FONT_PATH 指定字体文件）';

export interface PdfFont {
  bytes: Buffer;
  /** the face to take from a collection (.ttc); undefined for a single-face file */
  face?: string;
}

/** A font file read once per process (about 19 MB; reading it again cost about 40 ms of every PDF). */
const read = new Map<string, Promise<Buffer>>();
function fontBytes(path: string): Promise<Buffer> {
  let bytes = read.get(path);
  if (!bytes) {
    bytes = readFile(path);
    read.set(path, bytes);
    bytes.catch(() => read.delete(path));
  }
  return bytes;
}

/** The font's bytes; 503 with PDF_FONT_MISSING when no font is installed. */
export async function pdfFont(env: NodeJS.ProcessEnv = process.env): Promise<PdfFont> {
  const given = env.CJK_FONT_PATH?.trim();
  const path = given ? (existsSync(given) ? given : undefined) : CANDIDATES.find((p) => existsSync(p));
  if (!path) throw new AppError(503, PDF_FONT_MISSING);
  const bytes = await fontBytes(path);
  return { bytes, face: /\.ttc$/i.test(path) ? (env.CJK_FONT_FACE?.trim() ?? SC_FACE) : undefined };
}
