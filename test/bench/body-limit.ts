/**
 * Issue 13: request bodies have a size limit (api/http/body-limit.ts). Helpers to start the real server as a child
 * process, send large bodies over real HTTP (node:http, chunked or with a Content-Length) and read the server
 * process's resident memory from /proc; the body-limit bench and test/api/body-limit.test.ts use them.
 */
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MB = 1024 * 1024;
/** The status of a request that got no HTTP answer (the connection was cut). */
const NO_ANSWER = 0;
const ROOT = join(import.meta.dirname, '..', '..');

/** A free TCP port on this machine. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  pid: number;
  port: number;
  stop(): Promise<void>;
}

/** Starts `test/bench/server-process.ts` (api/server.ts startServer, fresh data folder) and waits until it listens. */
export async function startServerProcess(): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'body-limit-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/bench/server-process.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', DB_FILE: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 120 s:\n${output}`)), 120_000);
    const onData = (d: Buffer) => {
      output += d.toString();
      if (output.includes('公寓管家已启动')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${output}`));
    });
  });
  child.stdout!.resume();
  child.stderr!.resume();
  // The start line is printed as listen() is called; wait until the port really answers.
  for (let i = 0; ; i++) {
    const answered = await fetch(`http://127.0.0.1:${port}/api/public/regions`).then(
      (r) => r.ok,
      () => false,
    );
    if (answered) break;
    if (i > 600) throw new Error(`server on port ${port} never answered:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    pid: child.pid!,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** The resident memory (VmRSS) of process `pid` in bytes, or 0 when it is gone. */
export function rssOf(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export interface SentBody {
  status: number;
  json: any;
  /** Bytes the client managed to write before the answer came (the server stops reading at its limit). */
  written: number;
}

/**
 * POSTs `bytes` of JSON-looking data to `path` over real HTTP, chunked (no Content-Length) or with a Content-Length,
 * writing one reused 64 KB chunk with back-pressure so the client itself holds no large buffer. Resolves with the
 * answer as soon as it arrives (then stops sending), or with status 0 when the connection was closed without one.
 */
export function sendBody(port: number, path: string, bytes: number, opts: { chunked: boolean }): Promise<SentBody> {
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  chunk.write('{"regName":"', 0);
  return new Promise((resolve) => {
    let written = 0;
    let done = false;
    const finish = (r: SentBody) => {
      if (done) return;
      done = true;
      resolve(r);
      req.destroy();
    };
    const headers: Record<string, string | number> = { 'content-type': 'application/json' };
    if (!opts.chunked) headers['content-length'] = bytes;
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        let json: any = null;
        try {
          json = JSON.parse(text);
        } catch {
          json = text;
        }
        finish({ status: res.statusCode ?? NO_ANSWER, json, written });
      });
      res.on('error', () => finish({ status: res.statusCode ?? NO_ANSWER, json: null, written }));
    });
    if (opts.chunked) req.setHeader('transfer-encoding', 'chunked');
    req.on('error', () => setTimeout(() => finish({ status: NO_ANSWER, json: null, written }), 50));
    const pump = () => {
      while (!done && written < bytes) {
        const n = Math.min(chunk.length, bytes - written);
        written += n;
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) return void req.once('drain', pump);
      }
      if (!done) req.end();
    };
    pump();
  });
}

/**
 * `npm run bench body-limit`: the real server process under 20 parallel 50 MB bodies (chunked, then with a
 * Content-Length) to the public registration route; its RSS sampled every 10 ms during and for 2 s after.
 */
export async function bodyLimitBench() {
  const server = await startServerProcess();
  try {
    await new Promise((r) => setTimeout(r, 1000));
    const idle = rssOf(server.pid);
    console.log(`server process ${server.pid}: idle RSS ${(idle / MB).toFixed(0)} MB`);
    for (const chunked of [true, false]) {
      let peak = rssOf(server.pid);
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 10);
      const started = performance.now();
      const results = await Promise.all(
        Array.from({ length: 20 }, () => sendBody(server.port, '/api/public/register', 50 * MB, { chunked })),
      );
      const took = performance.now() - started;
      const statuses: Record<string, number> = {};
      for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      const sent = results.reduce((s, r) => s + r.written, 0);
      await new Promise((r) => setTimeout(r, 2000));
      clearInterval(sampler);
      const after = rssOf(server.pid);
      console.log(
        `20 parallel 50 MB bodies ${chunked ? 'chunked         ' : 'with Content-Length'}: answers ${JSON.stringify(statuses)} in ${took.toFixed(0)} ms ` +
          `(${(sent / MB).toFixed(0)} MB written by the clients); server RSS peak ${(peak / MB).toFixed(0)} MB, 2 s after ${(after / MB).toFixed(0)} MB ` +
          `(limit 300 MB: ${peak < 300 * MB ? 'held' : 'EXCEEDED'})`,
      );
    }
    const ok = await fetch(`http://127.0.0.1:${server.port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '13800000001', password: 'Demo@2026' }),
    });
    console.log(`a normal login afterwards: HTTP ${ok.status}`);
  } finally {
    await server.stop();
  }
}
