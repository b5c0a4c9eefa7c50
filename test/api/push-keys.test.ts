import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { makeHarness, PHONES } from './harness';
import { createApp } from '../../api/app';
import { openDb } from '../../api/db/client';
import { pushVapidKeys } from '../../api/push/schema';
import { DEFAULT_VAPID_SUBJECT, vapidDetails } from '../../api/push/vapid';

const NO_ENV = {};

describe('VAPID keys', () => {
  it('are made once and answered the same by another app instance on the same database', async () => {
    const h = await makeHarness();
    const token = await h.login(PHONES.boss);
    const first = (await h.call('GET', '/api/push/public-key', { token })).json.data.publicKey;
    const again = createApp(h.deps);
    const res = await again.request('/api/push/public-key', { headers: { authorization: `Bearer ${token}` } });
    expect(((await res.json()) as { data: { publicKey: string } }).data.publicKey).toBe(first);
    expect(h.db.select().from(pushVapidKeys).all()).toHaveLength(1);
  });

  it('survive a restart (the database file opened again)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'gongyu-push-')), 'app.db');
    const before = openDb(file);
    const made = vapidDetails(before, 1, NO_ENV);
    before.$client.close();
    const after = openDb(file);
    expect(vapidDetails(after, 2, NO_ENV)).toEqual(made);
    expect(made.subject).toBe(DEFAULT_VAPID_SUBJECT);
    expect(Buffer.from(made.privateKey, 'base64url')).toHaveLength(32);
    after.$client.close();
  });

  it('come from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT when set, without touching the table', () => {
    const db = openDb(':memory:');
    const env = webpush.generateVAPIDKeys();
    const got = vapidDetails(db, 1, { VAPID_PUBLIC_KEY: env.publicKey, VAPID_PRIVATE_KEY: env.privateKey, VAPID_SUBJECT: 'https://gongyu.example.com' });
    expect(got).toEqual({ subject: 'https://gongyu.example.com', publicKey: env.publicKey, privateKey: env.privateKey });
    expect(db.select().from(pushVapidKeys).all()).toHaveLength(0);
    // Only one of the pair set: the kept pair is used.
    const kept = vapidDetails(db, 1, { VAPID_PUBLIC_KEY: env.publicKey });
    expect(kept.publicKey).not.toBe(env.publicKey);
    expect(db.select().from(pushVapidKeys).all()).toHaveLength(1);
  });

  it('refuse malformed environment keys', () => {
    const db = openDb(':memory:');
    const env = webpush.generateVAPIDKeys();
    expect(() => vapidDetails(db, 1, { VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: env.privateKey })).toThrow('VAPID_PUBLIC_KEY 格式不正确');
    expect(() => vapidDetails(db, 1, { VAPID_PUBLIC_KEY: env.publicKey, VAPID_PRIVATE_KEY: env.publicKey })).toThrow('VAPID_PRIVATE_KEY 格式不正确');
  });
});
