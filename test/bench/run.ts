/**
 * `npm run bench`: figures, never pass/fail. Seeds a fresh in-memory database and measures the API through
 * real `app.request` calls. Later issues add their benchmarks to BENCHES.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../../api/db/client';
import { createApp } from '../../api/app';
import { seedDemo, DEMO_PASSWORD } from '../../api/seed/demo';
import type { Deps } from '../../api/deps';

async function setup() {
  const db = openDb(':memory:');
  const deps: Deps = { db, now: () => Date.now(), config: { uploadsDir: mkdtempSync(join(tmpdir(), 'bench-')), secureCookies: false }, log: () => {} };
  await seedDemo(db, Date.now());
  const app = createApp(deps);
  const post = (path: string, json: unknown, token?: string) =>
    app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(json) });
  const get = (path: string, token: string) => app.request(path, { headers: { authorization: `Bearer ${token}` } });
  return { app, post, get };
}

async function time(label: string, n: number, fn: (i: number) => unknown) {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn(i);
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const p = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))].toFixed(2);
  const mean = (samples.reduce((s, x) => s + x, 0) / n).toFixed(2);
  console.log(`${label.padEnd(44)} n=${String(n).padStart(5)}  mean ${mean} ms  p50 ${p(0.5)} ms  p95 ${p(0.95)} ms`);
}

const BENCHES: Record<string, () => Promise<void>> = {
  async auth() {
    const { post, get } = await setup();
    await time('login (scrypt verify + session)', 50, () => post('/api/auth/login', { phone: '13800000001', password: DEMO_PASSWORD }));
    const token = ((await (await post('/api/auth/login', { phone: '13800000003', password: DEMO_PASSWORD })).json()) as any).data.token;
    await time('signed-in request (session + permissions)', 2000, () => get('/api/auth/profile', token));
    const list = ((await (await get('/api/houses/apartments', token)).json()) as any).data;
    await time('apartment detail, staff scope (6 floors x 8)', 1000, () => get(`/api/houses/apartments/${list[0].apartmentId}`, token));
  },
};

const only = process.argv[2];
for (const [name, bench] of Object.entries(BENCHES)) {
  if (only && only !== name) continue;
  console.log(`\n# ${name}`);
  await bench();
}
