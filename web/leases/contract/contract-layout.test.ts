import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contractDocument } from '../../../sync/rules/leases/contract-text';
import { sampleContractData as sample } from '../../../test/fixtures/contract';
import { layoutContract, wrapText, type Measure, type TextItem } from './contract-layout';
import { fitContain, stackedSize } from './contract-image';
import { inkBounds, outputScale } from './signature-crop';

/** a stand-in for canvas measureText: CJK characters one em wide, ASCII half an em */
const measure: Measure = (text, font) => {
  const size = Number(/(\d+)px/.exec(font)![1]);
  let w = 0;
  for (const ch of text) w += /[\x20-\x7e]/.test(ch) ? size * 0.5 : size;
  return w;
};
const F = '20px sans-serif';

const NO_START = '，。、；：？！）》」』】〕〉”’,.;:?!)]}%…·';
const NO_END = '（《「『【〔〈“‘([{¥';

describe('wrapText', () => {
  it('breaks CJK text at the width', () => {
    expect(wrapText('一二三四五六七八九十', F, measure, 80)).toEqual(['一二三四', '五六七八', '九十']);
  });

  it('hangs closing punctuation instead of starting a line with it', () => {
    expect(wrapText('一二三四。五六', F, measure, 80)).toEqual(['一二三四。', '五六']);
    expect(wrapText('一二三四）。五', F, measure, 80)).toEqual(['一二三四）。', '五']);
  });

  it('moves an opening bracket down with the text it opens', () => {
    expect(wrapText('一二三（四五', F, measure, 80)).toEqual(['一二三', '（四五']);
  });

  it('keeps ASCII runs such as amounts and phone numbers whole, and splits ones longer than a line', () => {
    expect(wrapText('租金¥2,200.00整', F, measure, 130)).toEqual(['租金', '¥2,200.00整']);
    expect(wrapText('电话13812345678', F, measure, 120)).toEqual(['电话', '13812345678']);
    expect(wrapText('abcdefghijkl', F, measure, 50)).toEqual(['abcde', 'fghij', 'kl']);
  });

  it('uses a narrower first line when asked', () => {
    expect(wrapText('一二三四五六', F, measure, 80, 40)).toEqual(['一二', '三四五六']);
  });

  it('keeps the text, respects the width, and obeys the punctuation rules for any text', () => {
    const alphabet = [...'一二三四五六七八九十租金押金甲乙方', ...NO_START, ...NO_END, ...'ab12 ¥.,'];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...alphabet), { minLength: 1, maxLength: 120 }),
        fc.integer({ min: 60, max: 400 }),
        (chars, width) => {
          const text = chars.join('');
          const lines = wrapText(text, F, measure, width);
          // nothing but spaces at breaks is lost
          expect(lines.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
          lines.forEach((l, i) => {
            // a line may overrun only by hanging punctuation (or be a single unbreakable character)
            const body = l.replace(new RegExp(`[${NO_START.replace(/[\]\\^-]/g, '\\$&')}]+$`, 'u'), '');
            if ([...l].length > 1) expect(measure(body, F)).toBeLessThanOrEqual(width);
            if (i > 0 && l.length > 0 && lines[i - 1].length > 0) expect(NO_START).not.toContain([...l][0]);
          });
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('layoutContract', () => {
  const doc = contractDocument(sample());
  const layout = layoutContract(doc, measure, { footerNote: '校验码 abc' });
  const texts = (items: (typeof layout.pages)[number]) => items.filter((i): i is TextItem => i.kind === 'text');

  it('lays the contract out on several A4-proportioned pages with numbered footers', () => {
    expect(layout.width).toBe(1240);
    expect(layout.pageHeight).toBe(1754);
    expect(layout.pages.length).toBeGreaterThan(1);
    const n = layout.pages.length;
    layout.pages.forEach((p, i) => {
      expect(texts(p).map((t) => t.text)).toContain(`第 ${i + 1} 页 / 共 ${n} 页`);
      expect(texts(p).map((t) => t.text)).toContain('校验码 abc');
    });
  });

  it('keeps every line inside the page margins', () => {
    for (const p of layout.pages) {
      for (const t of texts(p)) {
        expect(t.y).toBeGreaterThan(106);
        expect(t.y).toBeLessThan(1754 - 20);
        if (t.align === 'left')
          expect(t.x + measure(t.text.replace(/[，。、；：）]+$/, ''), t.font)).toBeLessThanOrEqual(1240 - 106 + 0.5);
      }
    }
  });

  it('has the title first, every article heading in order, and never ends a page with a heading', () => {
    const all = layout.pages.flatMap((p) => texts(p).map((t) => t.text));
    expect(all[0]).toBe('房屋租赁合同');
    const headings = all.filter((t) => /^第[一二三四五六七八九十]+条/.test(t));
    expect(headings).toHaveLength(12);
    expect(headings[11]).toBe('第十二条　争议解决及其他');
    for (const p of layout.pages) {
      const body = texts(p).filter((t) => !t.text.startsWith('第 ') && t.text !== '校验码 abc');
      const last = body[body.length - 1];
      expect(/^第[一二三四五六七八九十]+条/.test(last.text) || last.text === '补充条款').toBe(false);
    }
  });

  it('puts all the contract text on the pages', () => {
    const joined = layout.pages.flatMap((p) => texts(p).map((t) => t.text)).join('');
    for (const a of doc.articles)
      for (const para of a.paragraphs) expect(joined.replace(/\s/g, '')).toContain(para.replace(/\s/g, ''));
    for (const s of doc.supplement) expect(joined.replace(/\s/g, '')).toContain(s.replace(/\s/g, ''));
  });

  it('puts the signature box, the lessee and the sign date together on the last page', () => {
    const last = layout.pages[layout.pages.length - 1];
    const box = last.find((i) => i.kind === 'signature');
    expect(box).toBeTruthy();
    const lastTexts = texts(last).map((t) => t.text);
    expect(lastTexts).toContain('乙方（承租方）签字：');
    expect(lastTexts).toContain('承租人：张三');
    expect(lastTexts).toContain('签订日期：2026年11月22日');
    expect(layout.pages.slice(0, -1).every((p) => !p.some((i) => i.kind === 'signature'))).toBe(true);
  });

  it('grows by pages, not by page size, for long content', () => {
    const long = layoutContract(
      contractDocument(sample({ fitments: Array.from({ length: 400 }, (_, i) => `设施${i}`) })),
      measure,
    );
    expect(long.pages.length).toBeGreaterThan(layout.pages.length);
  });
});

describe('image helpers', () => {
  it('stacks pages and scales down under the pixel cap', () => {
    expect(stackedSize({ width: 1240, pageHeight: 1754, pageCount: 3 }, 24, 16_000_000)).toEqual({
      width: 1240,
      height: 3 * 1754 + 48,
      scale: 1,
      fullHeight: 3 * 1754 + 48,
    });
    const big = stackedSize({ width: 1240, pageHeight: 1754, pageCount: 12 }, 24, 16_000_000);
    expect(big.scale).toBeLessThan(1);
    expect(big.width * big.height).toBeLessThanOrEqual(16_000_000);
  });

  it('fits the signature inside its box keeping its aspect ratio', () => {
    expect(fitContain(400, 100, { x: 0, y: 0, w: 200, h: 100 })).toEqual({ x: 0, y: 25, w: 200, h: 50 });
    expect(fitContain(100, 100, { x: 10, y: 10, w: 200, h: 100 })).toEqual({ x: 60, y: 10, w: 100, h: 100 });
  });
});

describe('signature crop', () => {
  it('bounds the ink with padding, clipped to the pad', () => {
    const strokes = [
      {
        points: [
          { x: 100, y: 50 },
          { x: 200, y: 80 },
        ],
        maxWidth: 4,
      },
      { points: [{ x: 150, y: 120 }] },
    ];
    expect(inkBounds(strokes, 800, 400, 10)).toEqual({ x: 88, y: 38, w: 124, h: 94 });
    expect(inkBounds([{ points: [{ x: 2, y: 2 }] }], 800, 400, 10)).toEqual({ x: 0, y: 0, w: 14, h: 14 });
    expect(inkBounds([], 800, 400)).toBeNull();
    expect(inkBounds([{ points: [] }], 800, 400)).toBeNull();
  });

  it('keeps device pixels but caps the output width', () => {
    expect(outputScale(300, 2)).toBe(2);
    expect(outputScale(1000, 2)).toBe(1.2);
  });
});
