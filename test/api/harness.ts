import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../../api/db/client';
import { createApp } from '../../api/app';
import { seedDemo, DEMO_PASSWORD } from '../../api/seed/demo';
import type { Deps } from '../../api/deps';

export { DEMO_PASSWORD };

export const PHONES = { boss: '13800000001', manager: '13800000002', staff: '13800000003', otherBoss: '13900000001' } as const;

/** A fresh in-memory database with the demo organisations, a movable clock and the app to call through HTTP. */
export async function makeHarness() {
  let clock = Date.parse('2026-11-22T02:00:00Z');
  const db = openDb(':memory:');
  const deps: Deps = {
    db,
    now: () => clock,
    config: { uploadsDir: mkdtempSync(join(tmpdir(), 'gongyu-up-')), secureCookies: false },
    log: () => {},
  };
  await seedDemo(db, clock);
  const app = createApp(deps);

  async function call(method: string, path: string, opts: { token?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body = opts.body;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    }
    const res = await app.request(path, { method, headers, body });
    const text = await res.text();
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: res.status, json, text, headers: res.headers };
  }

  async function login(phone: string, password = DEMO_PASSWORD) {
    const r = await call('POST', '/api/auth/login', { json: { phone, password } });
    if (r.status !== 200) throw new Error(`login ${phone} failed: ${r.text}`);
    return r.json.data.token as string;
  }

  return {
    app,
    db,
    deps,
    call,
    login,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}
