import { createApp } from '../../api/app';
import { DEMO_PASSWORD } from '../../api/seed/demo';
import type { Deps } from '../../api/deps';
import { verifyPassword } from '../../api/auth/password';
import { freshDatabase, scratchDir, SEED_CLOCK } from '../support/databases';
import { checkReply } from './contract-check';

export { DEMO_PASSWORD };

/**
 * The real scrypt check (api/auth/password.ts), its answers kept for this worker: every harness's demo accounts share
 * the one stored hash of the seeded template, so the quarter-second check runs once per password tried, not at every
 * login of every test. A changed password is a new stored hash and is checked afresh.
 */
const verified = new Map<string, Promise<boolean>>();
function rememberedVerify(password: string, stored: string): Promise<boolean> {
  const key = `${stored}\u0000${password}`;
  let answer = verified.get(key);
  if (!answer) verified.set(key, (answer = verifyPassword(password, stored)));
  return answer;
}

export const PHONES = {
  boss: '13800000001',
  manager: '13800000002',
  staff: '13800000003',
  otherBoss: '13900000001',
} as const;

/**
 * A fresh database of this run's engine (SQLite or PostgreSQL, test/support/databases.ts) with the demo
 * organisations, a movable clock and the app to call through HTTP. `runningLeases`: also the running-lease demo of
 * `npm start` (api/seed/running-leases.ts). `empty`: migrated, nothing seeded.
 */
export async function makeHarness(opts: { runningLeases?: boolean; empty?: boolean } = {}) {
  let clock = SEED_CLOCK;
  const now = () => clock;
  const db = await freshDatabase(opts.empty ? null : opts.runningLeases ? 'running' : 'demo', { now });
  const deps: Deps = {
    db,
    now,
    config: {
      uploadsDir: scratchDir(),
      secureCookies: false,
      allowInsecurePushEndpoints: true,
    },
    log: () => {},
    verifyPassword: rememberedVerify,
  };
  const app = createApp(deps);

  async function call(
    method: string,
    path: string,
    opts: { token?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
  ) {
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
    checkReply(method, path, { status: res.status, json, headers: res.headers });
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

export type Harness = Awaited<ReturnType<typeof makeHarness>>;
export type Tokens = Record<keyof typeof PHONES, string>;

/** Session tokens of the four demo accounts: boss, manager and staff of 示例公寓, the boss of 城南寓所. */
export async function loginAll(h: Harness): Promise<Tokens> {
  const [boss, manager, staff, otherBoss] = await Promise.all([
    h.login(PHONES.boss),
    h.login(PHONES.manager),
    h.login(PHONES.staff),
    h.login(PHONES.otherBoss),
  ]);
  return { boss, manager, staff, otherBoss };
}

/** The id of the apartment called `name` among those the token's user may see (GET /api/houses/apartments). */
export async function apartmentId(h: Harness, token: string, name: string): Promise<string> {
  const r = await h.call('GET', '/api/houses/apartments', { token });
  const apt = (r.json.data as { apartmentId: string; name: string }[]).find((a) => a.name === name);
  if (!apt) throw new Error(`no apartment ${name}`);
  return apt.apartmentId;
}

/** The ids of the two demo apartments of 示例公寓, 东湖公寓 (east) and 西城公寓 (west). */
export async function demoApartments(h: Harness, token: string) {
  const [east, west] = await Promise.all([apartmentId(h, token, '东湖公寓'), apartmentId(h, token, '西城公寓')]);
  return { east, west };
}

/** A fresh harness, the tokens of the four demo accounts and the ids of the two demo apartments of 示例公寓. */
export async function signedIn(): Promise<{ h: Harness; east: string; west: string } & Tokens> {
  const h = await makeHarness();
  const tokens = await loginAll(h);
  return { h, ...tokens, ...(await demoApartments(h, tokens.boss)) };
}

/** A real 1×1 PNG. */
export const TINY_PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** Uploads TINY_PNG through POST /api/upload/uploadfile and returns its url. */
export async function upload(h: Harness, token: string, fileName = 'a.png'): Promise<string> {
  const form = new FormData();
  form.append('file', new File([TINY_PNG as Uint8Array<ArrayBuffer>], fileName));
  const r = await h.call('POST', '/api/upload/uploadfile', { token, body: form });
  if (r.status !== 200) throw new Error(r.text);
  return r.json.data[0] as string;
}

/** A fresh 24-character file id, as the device makes it for an offline upload (18 random bytes, base64url). */
export function newFileId(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64url');
}

/**
 * Posts `bytes` (TINY_PNG by default) to POST /api/upload/uploadfile with the optional form fields `fileId` and
 * `purpose`; returns the raw reply (status and envelope), so callers can assert refusals too.
 */
export function uploadWith(
  h: Harness,
  token: string,
  opts: { fileId?: string; purpose?: 'personal'; bytes?: Uint8Array; name?: string } = {},
) {
  const form = new FormData();
  form.append('file', new File([(opts.bytes ?? TINY_PNG) as Uint8Array<ArrayBuffer>], opts.name ?? 'a.png'));
  if (opts.fileId !== undefined) form.append('fileId', opts.fileId);
  if (opts.purpose) form.append('purpose', opts.purpose);
  return h.call('POST', '/api/upload/uploadfile', { token, body: form });
}
