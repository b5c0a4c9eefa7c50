import { beforeEach, describe, expect, it } from 'vitest';
import { makeHarness, PHONES, DEMO_PASSWORD, type Harness } from './harness';
import { userByPhone } from './factories/auth';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});

const change = (token: string, oldPassword: string, newPassword: string) =>
  h.call('POST', '/api/auth/password', { token, json: { oldPassword, newPassword } });
const profile = (token: string) => h.call('GET', '/api/auth/profile', { token });
const tryLogin = (phone: string, password: string) => h.call('POST', '/api/auth/login', { json: { phone, password } });

describe('POST /api/auth/password', () => {
  it('refuses a wrong old password with 原密码不正确 and keeps the password', async () => {
    const token = await h.login(PHONES.manager);
    const r = await change(token, 'Wrong@2026', 'Newpass2027');
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ code: 400, msg: '原密码不正确', data: null });
    expect((await tryLogin(PHONES.manager, DEMO_PASSWORD)).status).toBe(200);
  });

  it('states the rule for a weak new password: 8 to 32 characters with letters and digits', async () => {
    const token = await h.login(PHONES.manager);
    for (const weak of ['abc123', 'abcdefghij', '1234567890', 'abcd 12345']) {
      const r = await change(token, DEMO_PASSWORD, weak);
      expect(r.status, weak).toBe(400);
      expect(r.json.msg, weak).toBe('新密码至少8位，需包含字母和数字');
    }
    const long = await change(token, DEMO_PASSWORD, `a1${'x'.repeat(31)}`);
    expect(long.status).toBe(400);
    expect(long.json.msg).toBe('新密码不能超过32位');
    const same = await change(token, DEMO_PASSWORD, DEMO_PASSWORD);
    expect(same.json.msg).toBe('新密码不能与原密码相同');
    const missing = await h.call('POST', '/api/auth/password', { token, json: { newPassword: 'Newpass2027' } });
    expect(missing.status).toBe(400);
    expect(missing.json.msg).toBe('请输入原密码');
    expect((await tryLogin(PHONES.manager, DEMO_PASSWORD)).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const r = await h.call('POST', '/api/auth/password', {
      json: { oldPassword: DEMO_PASSWORD, newPassword: 'Newpass2027' },
    });
    expect(r.status).toBe(401);
  });

  it('changes the password, ends the other sessions and keeps the current one', async () => {
    const [current, phone2, tablet] = await Promise.all([
      h.login(PHONES.manager),
      h.login(PHONES.manager),
      h.login(PHONES.manager),
    ]);
    const bossToken = await h.login(PHONES.boss);
    const before = (await userByPhone(h.db, PHONES.manager)).passwordHash;

    const r = await change(current, DEMO_PASSWORD, 'Newpass2027');
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('密码已修改，其他设备已退出登录');

    expect((await profile(phone2)).status).toBe(401);
    expect((await profile(tablet)).status).toBe(401);
    expect((await profile(current)).status).toBe(200);
    expect((await profile(bossToken)).status).toBe(200); // another user's sessions are untouched

    const after = (await userByPhone(h.db, PHONES.manager)).passwordHash;
    expect(after).not.toBe(before);
    expect(after.startsWith('scrypt$131072$8$1$')).toBe(true);

    const old = await tryLogin(PHONES.manager, DEMO_PASSWORD);
    expect(old.status).toBe(401);
    const fresh = await tryLogin(PHONES.manager, 'Newpass2027');
    expect(fresh.status).toBe(200);
    expect((await profile(fresh.json.data.token)).status).toBe(200);
  });
});
