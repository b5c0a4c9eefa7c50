import { describe, expect, it } from 'vitest';
import { newPdf } from '../../api/documents/pdf-doc';
import { pdfFont } from '../../api/documents/pdf-font';

describe('newPdf', () => {
  it('makes a document without the optional subject and keywords (pdfkit broke on undefined ones)', async () => {
    const w = newPdf(await pdfFont(), { title: '收据', author: '公寓管家', footer: '第', createdAt: 0 });
    w.doc.text('收款 ¥100.00');
    const bytes = await w.finish();
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
  });

  it('reads the font file once per process', async () => {
    expect((await pdfFont()).bytes).toBe((await pdfFont()).bytes);
  });
});
