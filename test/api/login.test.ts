import { beforeEach, describe, expect, it } from 'vitest';
import { makeHarness, PHONES, DEMO_PASSWORD, type Harness } from './harness';
import { sessionsOf, setPasswordHash, userByPhone } from './factories/auth';
import { hashPasswordWith } from '../../api/auth/password';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});

const tryLogin = (phone: string, password: string, remember?: boolean) =>
  h.call('POST', '/api/auth/login', { json: { phone, password, ...(remember === undefined ? {} : { remember }) } });

const groupsOf = (menuList: { pkId: number }[]) => menuList.map((g) => g.pkId);

describe('POST /api/auth/login', () => {
  it('signs the boss in with a token and the full menu', async () => {
    const r = await tryLogin(PHONES.boss, DEMO_PASSWORD);
    expect(r.status).toBe(200);
    expect(r.json.code).toBe(200);
    expect(r.json.msg).toBe('登录成功');
    expect(typeof r.json.data.token).toBe('string');
    expect(r.json.data.token.length).toBeGreaterThanOrEqual(32);
    expect(r.json.data.userType).toBe(0);
    expect(r.json.data.nickname).toBe('王老板');
    expect(groupsOf(r.json.data.menuList)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("gives staff only their role's menu: no finance or permission management", async () => {
    const r = await tryLogin(PHONES.staff, DEMO_PASSWORD);
    expect(r.status).toBe(200);
    const groups = groupsOf(r.json.data.menuList);
    expect(groups).toEqual([1, 2, 3, 4]);
    expect(groups).not.toContain(5);
    expect(groups).not.toContain(6);
    expect(r.json.data.menuList[0]).toEqual({ pkId: 1, actionList: [3, 5] });
  });

  it('asks for the account and the password in Chinese', async () => {
    const noPhone = await tryLogin('', DEMO_PASSWORD);
    expect(noPhone.status).toBe(400);
    expect(noPhone.json).toEqual({ code: 400, msg: '请输入账号', data: null });

    const noPassword = await tryLogin(PHONES.boss, '');
    expect(noPassword.status).toBe(400);
    expect(noPassword.json.msg).toBe('请输入密码');
  });

  it('refuses a wrong password and an unknown phone with the same message', async () => {
    const wrong = await tryLogin(PHONES.boss, 'Wrong@2026');
    expect(wrong.status).toBe(401);
    expect(wrong.json.code).toBe(401);
    expect(wrong.json.msg.startsWith('账号或密码错误')).toBe(true);

    const unknown = await tryLogin('13700000009', DEMO_PASSWORD);
    expect(unknown.status).toBe(401);
    expect(unknown.json.msg).toBe(wrong.json.msg);
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const r = await h.call('POST', '/api/auth/login', {
      body: '{"phone": "13800000001", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(r.status).toBe(400);
    expect(r.json.code).toBe(400);
    expect(r.json.msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('login lockout', () => {
  it('locks a phone for 15 minutes after 5 failures, even against the right password', async () => {
    for (let i = 1; i <= 4; i++) expect((await tryLogin(PHONES.staff, 'bad')).status).toBe(401);

    const fifth = await tryLogin(PHONES.staff, 'bad');
    expect(fifth.status).toBe(429);
    expect(fifth.json.msg).toContain('15分钟');

    const sixth = await tryLogin(PHONES.staff, 'bad');
    expect(sixth.status).toBe(429);
    expect(sixth.json.msg).toContain('分钟后再试');

    h.advance(10 * MINUTE);
    const right = await tryLogin(PHONES.staff, DEMO_PASSWORD);
    expect(right.status).toBe(429);
    expect(right.json.msg).toContain('5分钟后再试');

    // Other phones are not affected by the lock.
    expect((await tryLogin(PHONES.manager, DEMO_PASSWORD)).status).toBe(200);

    h.advance(5 * MINUTE + 1);
    expect((await tryLogin(PHONES.staff, DEMO_PASSWORD)).status).toBe(200);
  });

  it('warns about the tries left before locking', async () => {
    const msgs: string[] = [];
    for (let i = 1; i <= 4; i++) msgs.push((await tryLogin(PHONES.boss, 'bad')).json.msg);
    expect(msgs).toEqual([
      '账号或密码错误',
      '账号或密码错误',
      '账号或密码错误，还可尝试2次',
      '账号或密码错误，还可尝试1次',
    ]);
  });

  it('counts failures of unknown phones too', async () => {
    for (let i = 1; i <= 4; i++) expect((await tryLogin('13700000009', 'bad')).status).toBe(401);
    expect((await tryLogin('13700000009', 'bad')).status).toBe(429);
    expect((await tryLogin('13700000009', DEMO_PASSWORD)).status).toBe(429);
  });

  it('does not lock when the failures are spread over more than 15 minutes', async () => {
    for (let i = 0; i < 8; i++) {
      const r = await tryLogin(PHONES.staff, 'bad');
      expect(r.status, `failure ${i + 1}`).toBe(401);
      h.advance(4 * MINUTE);
    }
    expect((await tryLogin(PHONES.staff, DEMO_PASSWORD)).status).toBe(200);
  });

  it('locks on five failures within any 15 minutes, not only counting from the first one', async () => {
    expect((await tryLogin(PHONES.staff, 'bad')).status).toBe(401);
    h.advance(14 * MINUTE);
    for (let i = 0; i < 3; i++) expect((await tryLogin(PHONES.staff, 'bad')).status).toBe(401);
    h.advance(1 * MINUTE);
    // The first failure has aged out; the three recent ones and this one make four.
    expect((await tryLogin(PHONES.staff, 'bad')).status).toBe(401);
    expect((await tryLogin(PHONES.staff, 'bad')).status).toBe(429);
    expect((await tryLogin(PHONES.staff, DEMO_PASSWORD)).status).toBe(429);
  });

  it('forgets earlier failures after a successful login', async () => {
    for (let i = 0; i < 4; i++) await tryLogin(PHONES.staff, 'bad');
    expect((await tryLogin(PHONES.staff, DEMO_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await tryLogin(PHONES.staff, 'bad')).status).toBe(401);
  });
});

describe('disabled accounts', () => {
  it('refuses the login with 403 and ends the sessions the account had', async () => {
    const staffToken = await h.login(PHONES.staff);
    expect((await h.call('GET', '/api/auth/profile', { token: staffToken })).status).toBe(200);

    const boss = await h.login(PHONES.boss);
    const list = await h.call('GET', '/api/admin/staff', { token: boss });
    const staff = list.json.data.records.find((u: { phone: string }) => u.phone === PHONES.staff);
    expect(staff.isUsable).toBe(0);

    const freeze = await h.call('PUT', `/api/admin/staff/${staff.pkId}/usable`, { token: boss, json: { usable: 1 } });
    expect(freeze.status).toBe(200);

    const login = await tryLogin(PHONES.staff, DEMO_PASSWORD);
    expect(login.status).toBe(403);
    expect(login.json.msg).toBe('该账号已被禁用，请联系管理员');
    expect((await h.call('GET', '/api/auth/profile', { token: staffToken })).status).toBe(401);

    const thaw = await h.call('PUT', `/api/admin/staff/${staff.pkId}/usable`, { token: boss, json: { usable: 0 } });
    expect(thaw.status).toBe(200);
    expect((await tryLogin(PHONES.staff, DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('sessions', () => {
  it('logout revokes the token', async () => {
    const token = await h.login(PHONES.manager);
    const out = await h.call('POST', '/api/auth/logout', { token });
    expect(out.status).toBe(200);
    expect(out.json.msg).toBe('已退出登录');

    const after = await h.call('GET', '/api/auth/profile', { token });
    expect(after.status).toBe(401);
    expect(after.json.code).toBe(401);
  });

  it('a plain session ends after 12 hours', async () => {
    const token = await h.login(PHONES.boss);
    h.advance(12 * HOUR - MINUTE);
    expect((await h.call('GET', '/api/auth/profile', { token })).status).toBe(200);
    h.advance(MINUTE);
    expect((await h.call('GET', '/api/auth/profile', { token })).status).toBe(401);
  });

  it('a remembered session lasts 30 days', async () => {
    const r = await tryLogin(PHONES.boss, DEMO_PASSWORD, true);
    const token = r.json.data.token as string;
    expect(r.json.data.expiresAt - h.deps.now()).toBe(30 * DAY);

    h.advance(29 * DAY);
    expect((await h.call('GET', '/api/auth/profile', { token })).status).toBe(200);
    h.advance(DAY);
    expect((await h.call('GET', '/api/auth/profile', { token })).status).toBe(401);
  });

  it('stores passwords as scrypt hashes and session tokens only as hashes', async () => {
    const token = await h.login(PHONES.staff);
    const user = await userByPhone(h.db, PHONES.staff);
    expect(user.passwordHash.startsWith('scrypt$')).toBe(true);
    expect(user.passwordHash).not.toContain(DEMO_PASSWORD);

    const rows = await sessionsOf(h.db, PHONES.staff);
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toBe(token);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('profile and unread messages', () => {
  it('GET /api/auth/profile describes the signed-in account', async () => {
    const token = await h.login(PHONES.staff);
    const r = await h.call('GET', '/api/auth/profile', { token });
    expect(r.status).toBe(200);
    expect(r.json.data).toMatchObject({
      nickname: '小张',
      managerName: '张管家',
      userType: 2,
      phone: PHONES.staff,
      orgName: '示例公寓',
    });
    expect(groupsOf(r.json.data.menuList)).toEqual([1, 2, 3, 4]);
  });

  it('GET /api/messages/unread counts unread messages per user', async () => {
    const staff = await h.call('GET', '/api/messages/unread', { token: await h.login(PHONES.staff) });
    expect(staff.status).toBe(200);
    expect(staff.json.data).toMatchObject({ unreadTotal: 1, sysNum: 1, financeNum: 0 });

    const boss = await h.call('GET', '/api/messages/unread', { token: await h.login(PHONES.boss) });
    expect(boss.json.data.unreadTotal).toBe(0);
  });
});

describe('password hash parameters', () => {
  it('hashes with scrypt N=2^17, and an old-parameter hash logs in once and is rehashed with the current parameters', async () => {
    const params = (hash: string) => hash.split('$').slice(0, 4).join('$');
    const stored = async () => (await userByPhone(h.db, PHONES.staff)).passwordHash;
    expect(params(await stored())).toBe('scrypt$131072$8$1');

    const old = await hashPasswordWith(DEMO_PASSWORD, 16384, 8, 1);
    await setPasswordHash(h.db, PHONES.staff, old);

    expect((await tryLogin(PHONES.staff, 'Wrong@2026')).status).toBe(401);
    expect(await stored()).toBe(old); // a failed login changes nothing

    expect((await tryLogin(PHONES.staff, DEMO_PASSWORD)).status).toBe(200);
    const fresh = await stored();
    expect(fresh).not.toBe(old);
    expect(params(fresh)).toBe('scrypt$131072$8$1');
    expect((await tryLogin(PHONES.staff, DEMO_PASSWORD)).status).toBe(200);
    expect(await stored()).toBe(fresh); // current parameters: left alone
  });
});
