import { beforeEach, describe, expect, it } from 'vitest';
import { makeHarness, PHONES, DEMO_PASSWORD, type Harness } from './harness';
import { verifyPassword } from '../../api/auth/password';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

let h: Harness;
/** Password checks made (calls of the scrypt verify the login uses). */
let checks = 0;
beforeEach(async () => {
  h = await makeHarness();
  checks = 0;
  h.deps.verifyPassword = (password, stored) => {
    checks++;
    return verifyPassword(password, stored);
  };
  // The client address comes from X-Forwarded-For only behind a trusted proxy (TRUST_PROXY=1).
  h.deps.config.trustProxy = true;
});

/**
 * For tests of the budgets, which need many attempts but not the slow hash: the check compares with the demo password
 * (the throttle under test is unchanged; the burst tests above keep the real scrypt).
 */
const quickChecks = () => {
  h.deps.verifyPassword = async (password) => {
    checks++;
    return password === DEMO_PASSWORD;
  };
};

const loginFrom = (ip: string, phone: string, password: string) =>
  h.call('POST', '/api/auth/login', { json: { phone, password }, headers: { 'x-forwarded-for': `10.9.9.9, ${ip}` } });

const partner = (n: number) => ({
  regName: '陈先生',
  regPhone: `135000000${String(n).padStart(2, '0')}`,
  locProvince: '33',
  locCity: '3301',
  locDistrict: '330106',
});
const registerFrom = (ip: string | null, n: number, headers: Record<string, string> = {}) =>
  h.call('POST', '/api/public/register', {
    json: partner(n),
    headers: ip ? { 'x-forwarded-for': ip, ...headers } : headers,
  });

describe('a burst of parallel logins', () => {
  it('checks at most 5 passwords of 30 sent together; the right one at the end is refused and the lock holds', async () => {
    const passwords = [...Array.from({ length: 29 }, (_, i) => `Wrong@${i}`), DEMO_PASSWORD];
    const replies = await Promise.all(passwords.map((p) => loginFrom('1.1.1.1', PHONES.staff, p)));

    expect(checks).toBeLessThanOrEqual(5);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(0);
    expect(replies.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(25);
    expect(replies[29]!.status).toBe(429);
    expect(replies[29]!.json.msg).toBe('登录失败次数过多，账号已锁定，请15分钟后再试');
    expect(replies[29]!.headers.get('retry-after')).toBe('900');

    // The lock holds for this client afterwards, the right password included, and nothing more is checked.
    const after = checks;
    const again = await loginFrom('1.1.1.1', PHONES.staff, DEMO_PASSWORD);
    expect(again.status).toBe(429);
    expect(checks).toBe(after);
  });

  it('a right password early in the burst logs in but does not forgive the burst: its failures keep counting', async () => {
    const passwords = [DEMO_PASSWORD, ...Array.from({ length: 29 }, (_, i) => `Wrong@${i}`)];
    const replies = await Promise.all(passwords.map((p) => loginFrom('1.1.1.1', PHONES.staff, p)));

    expect(checks).toBeLessThanOrEqual(5);
    expect(replies[0]!.status).toBe(200);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(25);
    // The four wrong ones checked with it still count: the next failure locks this client out.
    const next = await loginFrom('1.1.1.1', PHONES.staff, 'Wrong@x');
    expect(next.status).toBe(429);
    expect((await loginFrom('1.1.1.1', PHONES.staff, DEMO_PASSWORD)).status).toBe(429);
  });
});

describe('one client cannot lock a phone out for others', () => {
  it("another client's right password passes after a short delay; the failing client stays locked", async () => {
    for (let i = 0; i < 4; i++) expect((await loginFrom('6.6.6.6', PHONES.manager, 'bad')).status).toBe(401);
    expect((await loginFrom('6.6.6.6', PHONES.manager, 'bad')).status).toBe(429);

    const soon = await loginFrom('7.7.7.7', PHONES.manager, DEMO_PASSWORD);
    expect(soon.status).toBe(429);
    expect(soon.json.msg).toBe('尝试过于频繁，请5秒后再试');
    expect(soon.headers.get('retry-after')).toBe('5');

    h.advance(5 * SECOND);
    expect((await loginFrom('7.7.7.7', PHONES.manager, DEMO_PASSWORD)).status).toBe(200);
    // The attacker's client is still locked for this phone, even with the right password.
    const attacker = await loginFrom('6.6.6.6', PHONES.manager, DEMO_PASSWORD);
    expect(attacker.status).toBe(429);
    expect(attacker.json.msg).toContain('分钟后再试');
  });

  it('failures from many clients make the delay grow (5 s, 10 s, 20 s …), never a long lock', async () => {
    quickChecks();
    for (let i = 1; i <= 5; i++) expect((await loginFrom(`8.8.8.${i}`, PHONES.boss, 'bad')).status).toBe(401);
    const waits: string[] = [];
    for (let i = 6; i <= 8; i++) {
      const refused = await loginFrom(`8.8.8.${i}`, PHONES.boss, 'bad');
      expect(refused.status).toBe(429);
      waits.push(refused.json.msg);
      h.advance(Number(refused.headers.get('retry-after')) * SECOND);
      expect((await loginFrom(`8.8.8.${i}`, PHONES.boss, 'bad')).status).toBe(401);
    }
    expect(waits).toEqual(['尝试过于频繁，请5秒后再试', '尝试过于频繁，请10秒后再试', '尝试过于频繁，请20秒后再试']);
    h.advance(40 * SECOND);
    expect((await loginFrom('9.9.9.9', PHONES.boss, DEMO_PASSWORD)).status).toBe(200);
    // The owner's login ends the delay for everyone.
    expect((await loginFrom('8.8.8.9', PHONES.boss, 'bad')).status).toBe(401);
  });
});

describe('per-client budgets', () => {
  beforeEach(quickChecks);

  it('refuses a client after 20 failed logins in 15 minutes with 429 and Retry-After; other clients are fine', async () => {
    const phones = ['13700000001', '13700000002', '13700000003', '13700000004', '13700000005'];
    for (const phone of phones)
      for (let i = 0; i < 4; i++) expect((await loginFrom('2.2.2.2', phone, 'bad')).status).toBe(401);

    const refused = await loginFrom('2.2.2.2', PHONES.boss, DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.json.msg).toBe('当前网络登录失败次数过多，请15分钟后再试');
    expect(refused.headers.get('retry-after')).toBe('900');
    expect((await loginFrom('3.3.3.3', PHONES.boss, DEMO_PASSWORD)).status).toBe(200);

    h.advance(15 * MINUTE);
    expect((await loginFrom('2.2.2.2', PHONES.boss, DEMO_PASSWORD)).status).toBe(200);
  });

  it('successful logins from one client are not limited', async () => {
    for (let i = 0; i < 25; i++) expect((await loginFrom('4.4.4.4', PHONES.staff, DEMO_PASSWORD)).status).toBe(200);
  });

  it('takes 10 registrations per client per hour: the 11th is 429, another client is fine', async () => {
    for (let n = 1; n <= 10; n++) expect((await registerFrom('5.5.5.5', n)).status).toBe(200);
    const eleventh = await registerFrom('5.5.5.5', 11);
    expect(eleventh.status).toBe(429);
    expect(eleventh.json).toEqual({ code: 429, msg: '注册过于频繁，请60分钟后再试', data: null });
    expect(eleventh.headers.get('retry-after')).toBe('3600');
    expect((await registerFrom('5.5.5.6', 11)).status).toBe(200);

    h.advance(HOUR);
    expect((await registerFrom('5.5.5.5', 12)).status).toBe(200);
  });

  it('believes X-Forwarded-For only with TRUST_PROXY: without it, spoofed addresses share one budget', async () => {
    h.deps.config.trustProxy = false;
    for (let n = 1; n <= 10; n++) expect((await registerFrom(`5.5.5.${n}`, n)).status).toBe(200);
    expect((await registerFrom('5.5.5.99', 11)).status).toBe(429);
  });
});
