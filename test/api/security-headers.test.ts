import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { makeHarness, PHONES, DEMO_PASSWORD, type Harness } from './harness';
import { createApp } from '../../api/app';
import { webRoutes } from '../../api/web';
import { openDb } from '../../api/db/open';
import { ENGINE } from '../../api/db/engine';
import type { AppEnv } from '../../api/http/env';

let h: Harness;
let dist: string;
beforeAll(async () => {
  h = await makeHarness();
  dist = mkdtempSync(join(tmpdir(), 'gongyu-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index.js'), 'console.log(1)');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const loginBody = JSON.stringify({ phone: PHONES.staff, password: DEMO_PASSWORD });
const login = (url: string, headers: Record<string, string> = {}, app = h.app) =>
  app.request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: loginBody });

describe('Content-Security-Policy', () => {
  it('is sent with the app page (no inline script allowed but the boot script by its hash), its assets and the API', async () => {
    const app = createApp(h.deps, webRoutes(dist) as Hono<AppEnv>);
    for (const path of ['/', '/login', '/assets/index.js', '/api/auth/profile']) {
      const res = await app.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp, path).toContain("img-src 'self' data: blob:");
      expect(csp, path).toContain("connect-src 'self'");
      expect(csp, path).toContain("worker-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
    }
    const page = await app.request('/');
    expect(page.headers.get('content-type')).toContain('text/html');
  });
});

describe('session cookie', () => {
  it('is Secure when the request came over HTTPS, not over plain HTTP', async () => {
    const https = await login('https://gongyu.example.com/api/auth/login');
    expect(https.status).toBe(200);
    expect(https.headers.get('set-cookie')).toMatch(/sid=[^;]+;.*Secure/);
    expect(https.headers.get('set-cookie')).toContain('HttpOnly');

    const http = await login('http://gongyu.example.com/api/auth/login');
    expect(http.status).toBe(200);
    expect(http.headers.get('set-cookie')).not.toContain('Secure');
  });

  it("believes a proxy's X-Forwarded-Proto only with TRUST_PROXY, and SECURE_COOKIES=1 forces it", async () => {
    const forwarded = { 'x-forwarded-proto': 'https' };
    const untrusted = await login('http://gongyu.example.com/api/auth/login', forwarded);
    expect(untrusted.headers.get('set-cookie')).not.toContain('Secure');

    const behindProxy = createApp({ ...h.deps, config: { ...h.deps.config, trustProxy: true } });
    const trusted = await login('http://gongyu.example.com/api/auth/login', forwarded, behindProxy);
    expect(trusted.headers.get('set-cookie')).toContain('Secure');
    const plainBehindProxy = await login(
      'http://gongyu.example.com/api/auth/login',
      { 'x-forwarded-proto': 'http' },
      behindProxy,
    );
    expect(plainBehindProxy.headers.get('set-cookie')).not.toContain('Secure');

    const forced = createApp({ ...h.deps, config: { ...h.deps.config, secureCookies: true } });
    expect((await login('http://gongyu.example.com/api/auth/login', {}, forced)).headers.get('set-cookie')).toContain(
      'Secure',
    );
  });
});

describe('database durability', () => {
  it(
    ENGINE === 'sqlite'
      ? 'opens the SQLite file in WAL mode (the file header says so) with synchronous=FULL: a commit is on disk before the reply'
      : 'runs every unit of work on PostgreSQL at READ COMMITTED, behind its organisation counter row',
    async () => {
      const settings = await h.db.settings();
      if (ENGINE === 'pg') {
        expect(settings).toMatchObject({ journal: 'wal', isolation: 'read committed' });
        return;
      }
      expect(settings).toEqual({ journal: 'wal', synchronous: 'full', isolation: 'serializable' });
      const dir = mkdtempSync(join(tmpdir(), 'gongyu-db-'));
      const file = join(dir, 'test.sqlite');
      const db = await openDb(file);
      try {
        const header = readFileSync(file).subarray(0, 20);
        expect(header.subarray(0, 15).toString('latin1')).toBe('SQLite format 3');
        // Bytes 18 and 19: file format write and read versions, 2 = WAL.
        expect([header[18], header[19]]).toEqual([2, 2]);
      } finally {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
