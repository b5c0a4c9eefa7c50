/**
 * Requests to the bench's server over real HTTP as a browser sends them (`accept-encoding: gzip, br`), reading the
 * bytes that came over the wire before decoding them: GET/POST with the time to the last byte, and the login.
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface Reply {
  status: number;
  /** Milliseconds from sending the request to the reply's last byte. */
  ms: number;
  /** Bytes of the body as sent (compressed when the server compressed it). */
  wire: number;
  /** Bytes of the decoded body. */
  bytes: number;
  encoding: string;
  json: any;
}

export const ENCODINGS = 'gzip, br';

function decode(body: Buffer, encoding: string): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/** One request to `base` + `path`; the reply's JSON body decoded. */
export function call(base: string, method: 'GET' | 'POST' | 'PUT', path: string, token?: string, body?: unknown) {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise<Reply>((resolve, reject) => {
    const started = performance.now();
    const req = request(
      url,
      {
        method,
        headers: {
          'accept-encoding': ENCODINGS,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
        },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (d: Buffer) => parts.push(d));
        res.on('error', reject);
        res.on('end', () => {
          const ms = performance.now() - started;
          const raw = Buffer.concat(parts);
          const encoding = String(res.headers['content-encoding'] ?? 'identity');
          const text = decode(raw, encoding);
          let json: any = null;
          try {
            json = JSON.parse(text.toString('utf8'));
          } catch {
            json = null;
          }
          resolve({ status: res.statusCode ?? 0, ms, wire: raw.length, bytes: text.length, encoding, json });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A GET whose reply must be a success: its reply, or throws with what came back. */
export async function get(base: string, path: string, token: string): Promise<Reply> {
  const r = await call(base, 'GET', path, token);
  if (r.status !== 200 || r.json?.code !== 200)
    throw new Error(`GET ${path}: HTTP ${r.status} ${JSON.stringify(r.json)}`);
  return r;
}

/** Signs in and returns the session token. */
export async function login(base: string, phone: string, password: string): Promise<string> {
  const r = await call(base, 'POST', '/api/auth/login', undefined, { phone, password });
  const token = r.json?.data?.token as string | undefined;
  if (!token) throw new Error(`login ${phone}: HTTP ${r.status} ${JSON.stringify(r.json)}`);
  return token;
}
