import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { makeHarness, PHONES } from './harness';
import { createApp } from '../../api/app';
import { DEFAULT_VAPID_SUBJECT, vapidDetails } from '../../api/push/vapid';
import { vapidKeyRows } from './factories/auth';

const NO_ENV = {};

describe('VAPID keys', () => {
  it('are made once and answered the same by another app instance on the same database', async () => {
    const h = await makeHarness();
    const token = await h.login(PHONES.boss);
    const first = (await h.call('GET', '/api/push/public-key', { token })).json.data.publicKey;
    const again = createApp(h.deps);
    const res = await again.request('/api/push/public-key', { headers: { authorization: `Bearer ${token}` } });
    expect(((await res.json()) as { data: { publicKey: string } }).data.publicKey).toBe(first);
    expect(await vapidKeyRows(h.db)).toHaveLength(1);
  });

  it('survive a restart: they are kept in the database, nothing of them only in a process', async () => {
    const h = await makeHarness({ empty: true });
    const made = await vapidDetails(h.db, 1, NO_ENV);
    const [kept] = await vapidKeyRows(h.db);
    expect(kept).toMatchObject({ publicKey: made.publicKey, privateKey: made.privateKey });
    expect(await vapidDetails(h.db, 2, NO_ENV)).toEqual(made);
    expect(made.subject).toBe(DEFAULT_VAPID_SUBJECT);
    expect(Buffer.from(made.privateKey, 'base64url')).toHaveLength(32);
    await h.db.close();
  });

  it('made by several API processes at once on a fresh database: one pair, the same for all', async () => {
    const h = await makeHarness({ empty: true });
    const all = await Promise.all([1, 2, 3].map((t) => vapidDetails(h.db, t, NO_ENV)));
    expect(new Set(all.map((d) => d.publicKey)).size).toBe(1);
    expect(await vapidKeyRows(h.db)).toHaveLength(1);
    await h.db.close();
  });

  it('come from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT when set, without touching the table', async () => {
    const h = await makeHarness({ empty: true });
    const env = webpush.generateVAPIDKeys();
    const got = await vapidDetails(h.db, 1, {
      VAPID_PUBLIC_KEY: env.publicKey,
      VAPID_PRIVATE_KEY: env.privateKey,
      VAPID_SUBJECT: 'https://gongyu.example.com',
    });
    expect(got).toEqual({
      subject: 'https://gongyu.example.com',
      publicKey: env.publicKey,
      privateKey: env.privateKey,
    });
    expect(await vapidKeyRows(h.db)).toHaveLength(0);
    // Only one of the pair set: the kept pair is used.
    const kept = await vapidDetails(h.db, 1, { VAPID_PUBLIC_KEY: env.publicKey });
    expect(kept.publicKey).not.toBe(env.publicKey);
    expect(await vapidKeyRows(h.db)).toHaveLength(1);
    await h.db.close();
  });

  it('refuse malformed environment keys', async () => {
    const h = await makeHarness({ empty: true });
    const env = webpush.generateVAPIDKeys();
    await expect(vapidDetails(h.db, 1, { VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: env.privateKey })).rejects.toThrow(
      'VAPID_PUBLIC_KEY 格式不正确',
    );
    await expect(
      vapidDetails(h.db, 1, { VAPID_PUBLIC_KEY: env.publicKey, VAPID_PRIVATE_KEY: env.publicKey }),
    ).rejects.toThrow('VAPID_PRIVATE_KEY 格式不正确');
    await h.db.close();
  });
});
