import { describe, expect, it } from 'vitest';
import { makeHarness } from './harness';
import { FALLBACK } from '../../api/oplog/fallback';

/**
 * Every mutating route of the app has Chinese words for the operation log when its handler states none
 * (api/oplog/fallback.ts): a new route without them fails here, and so does an entry left for a route that is gone.
 */
describe('the operation log fallback table', () => {
  it('names every mutating route of the API in Chinese, and only those', async () => {
    const h = await makeHarness({ empty: true });
    const mutating = new Set(
      (h.app.routes as { method: string; path: string }[])
        .filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && r.path.startsWith('/api/'))
        .map((r) => `${r.method} ${r.path}`),
    );
    expect(
      [...mutating].filter((k) => !(k in FALLBACK)),
      'mutating routes without a fallback',
    ).toEqual([]);
    expect(
      Object.keys(FALLBACK).filter((k) => !mutating.has(k)),
      'fallbacks of no route',
    ).toEqual([]);
    for (const [key, f] of Object.entries(FALLBACK)) {
      const words = typeof f === 'string' ? f : f[0];
      expect(words, key).toMatch(/^[\u4e00-\u9fa5][\u4e00-\u9fa5/（）]*$/);
    }
  });
});
