import type { Context } from 'hono';
import type { PdfFile } from './contract-pdf';

/**
 * A PDF download: inline (a browser tab or the /HTPdf frame shows it), named in UTF-8 (RFC 6266/5987) with an ASCII
 * fallback, never cached by a shared cache (it holds personal data).
 */
export function pdfReply(c: Context, f: PdfFile) {
  const ascii = f.fileName.replace(/[^\x20-\x7e]+/g, '').replace(/^[-.]+/, '') || 'document.pdf';
  return c.body(f.bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${ascii.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(f.fileName)}`,
    'cache-control': 'private, no-store',
  });
}
