import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Current scrypt cost: N = 2^17, r = 8, p = 1 (about 128 MiB and a quarter of a second per hash). Hashes made with
 * older parameters still verify (the parameters travel in the hash string) and are rehashed at the next login.
 */
const N = 2 ** 17;
const R = 8;
const P = 1;
const KEYLEN = 32;

/** scrypt needs 128 · N · r bytes (plus a little); node's default cap is 32 MiB, so the cap is set from the cost. */
const maxmemFor = (n: number, r: number) => 128 * n * r * 2;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEYLEN, { N: n, r, p, maxmem: maxmemFor(n, r) }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

const format = (n: number, r: number, p: number, salt: Buffer, key: Buffer) =>
  `scrypt$${n}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;

/** scrypt with a random salt; the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return format(N, R, P, salt, await derive(password, salt, N, R, P));
}

/** The same, with given (older) parameters: for tests of the rehash and nothing else. */
export async function hashPasswordWith(password: string, n: number, r: number, p: number): Promise<string> {
  const salt = randomBytes(16);
  return format(n, r, p, salt, await derive(password, salt, n, r, p));
}

const MAX_N = 2 ** 20;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !hash) return false;
  const [cost, block, par] = [Number(n), Number(r), Number(p)];
  // A stored hash is trusted data, but a corrupt one must not make the server allocate gigabytes.
  if (!(cost > 1 && cost <= MAX_N && block >= 1 && block <= 32 && par >= 1 && par <= 16)) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), cost, block, par);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** True when a stored hash was made with weaker parameters than the current ones (rehash it at the next login). */
export function needsRehash(stored: string): boolean {
  const [alg, n, r, p] = stored.split('$');
  return alg !== 'scrypt' || Number(n) < N || Number(r) < R || Number(p) < P;
}

/** A hash no password matches, used to spend the same time when the account does not exist. */
export const DUMMY_HASH = format(N, R, P, Buffer.alloc(16), Buffer.alloc(KEYLEN));
