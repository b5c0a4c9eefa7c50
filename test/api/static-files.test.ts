import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { makeHarness, type Harness } from './harness';
import { createApp } from '../../api/app';
import { webRoutes } from '../../api/web';
import type { AppEnv } from '../../api/http/env';

// The build writes a brotli and a gzip copy beside each text file (web/app/build/precompress.ts); the server sends the
// copy the browser accepts as it is, and says so.
let h: Harness;
let dist: string;
const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `房间${i}` })))};`;

beforeAll(async () => {
  h = await makeHarness();
  dist = mkdtempSync(join(tmpdir(), 'gongyu-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  const file = join(dist, 'assets', 'app-1a2b3c.js');
  writeFileSync(file, script);
  writeFileSync(`${file}.br`, brotliCompressSync(script));
  writeFileSync(`${file}.gz`, gzipSync(script));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (acceptEncoding: string) =>
  createApp(h.deps, webRoutes(dist) as Hono<AppEnv>).request('/assets/app-1a2b3c.js', {
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('built files', () => {
  it('are sent as their brotli copy to a browser that takes brotli, varying by Accept-Encoding', async () => {
    const res = await get('gzip, deflate, br');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(script);
  });

  it('as their gzip copy to one that takes gzip only, and as they are to one that takes neither', async () => {
    const gz = await get('gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    const plain = await get('');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });
});
