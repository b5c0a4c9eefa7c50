import { beforeEach, describe, expect, it } from 'vitest';
import { PHONES, signedIn, type Harness } from './harness';
import { userByPhone, withdrawPermission } from './factories/leases';

interface Entry {
  indexEnterId: number;
  name: string;
  url: string;
}

let h: Harness, boss: string, manager: string, staff: string, otherBoss: string;
beforeEach(async () => ({ h, boss, manager, staff, otherBoss } = await signedIn()));

const ids = (rows: Entry[]) => rows.map((e) => e.indexEnterId);
const chosen = async (token: string) => ids((await h.call('GET', '/api/dashboard/quick-entries', { token })).json.data);
const save = (token: string, json: unknown) => h.call('PUT', '/api/dashboard/quick-entries', { token, json });

describe('quick entries', () => {
  it('need a session', async () => {
    expect((await h.call('GET', '/api/dashboard/quick-entries')).status).toBe(401);
    expect((await h.call('GET', '/api/dashboard/quick-entries/options')).status).toBe(401);
    expect((await save('', { ids: '1' })).status).toBe(401);
  });

  it('the demo users start with their default entries, each one they may open', async () => {
    expect(await chosen(boss)).toEqual([2, 13, 15, 16, 1, 19]);
    expect(await chosen(manager)).toEqual([2, 4, 5, 6, 11, 14]);
    expect(await chosen(staff)).toEqual([2, 3, 4, 8, 9, 11]);
    expect(await chosen(otherBoss)).toEqual([]);
    const r = await h.call('GET', '/api/dashboard/quick-entries', { token: staff });
    expect(r.json.data[0]).toEqual({ indexEnterId: 2, name: '房态总览', url: '/jizhongHome' });
  });

  it('options list only what the user may open', async () => {
    const all = ids((await h.call('GET', '/api/dashboard/quick-entries/options', { token: boss })).json.data);
    const mine = ids((await h.call('GET', '/api/dashboard/quick-entries/options', { token: staff })).json.data);
    expect(all.length).toBeGreaterThan(mine.length);
    // Staff: board, vacant rooms, leases, meters, door access, repairs, messages — no finance, no apartment setup.
    expect(mine).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18]);
    for (const no of [1, 13, 14, 15, 16, 17, 19]) expect(mine).not.toContain(no);
  });

  it('saves ids joined by underscore in the chosen order, dropping unknown ids and those the user may not open', async () => {
    const r = await save(staff, { ids: '11_1_2_13_999_11' });
    expect(r.status).toBe(200);
    expect(ids(r.json.data)).toEqual([11, 2]);
    expect(await chosen(staff)).toEqual([11, 2]);
    // Another user's choice is untouched.
    expect(await chosen(manager)).toEqual([2, 4, 5, 6, 11, 14]);
    // The empty choice clears.
    expect((await save(staff, { ids: '' })).status).toBe(200);
    expect(await chosen(staff)).toEqual([]);
  });

  it('a saved entry whose permission was later withdrawn is no longer shown', async () => {
    await save(staff, { ids: '2_11' });
    await withdrawPermission(h.db, (await userByPhone(h.db, PHONES.boss)).orgId, '管家', 4, 18);
    expect(await chosen(staff)).toEqual([2]);
  });

  it('refuses a malformed list or too many entries with a Chinese message', async () => {
    for (const bad of [{ ids: '1,2' }, { ids: '1__2' }, { ids: 'a' }]) {
      const r = await save(boss, bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.json.msg).toBe('快捷入口参数格式不正确');
    }
    const missing = await save(boss, {});
    expect(missing.status).toBe(400);
    expect(missing.json.msg).toBe('快捷入口参数格式不正确');
    const many = await save(boss, { ids: '1_2_3_4_5_6_7_8_9_10_11_12_13' });
    expect(many.status).toBe(400);
    expect(many.json.msg).toBe('快捷入口最多选择12个');
    expect(await chosen(boss)).toEqual([2, 13, 15, 16, 1, 19]);
  });
});

describe('bulletins', () => {
  const list = async (token: string) =>
    (await h.call('GET', '/api/dashboard/bulletins', { token })).json.data as {
      id: string;
      title: string;
      content: string;
      author: string;
    }[];
  const post = (token: string, json: unknown) => h.call('POST', '/api/dashboard/bulletins', { token, json });

  it('every user of the org reads the latest bulletins; another org sees none of them', async () => {
    const rows = await list(staff);
    expect(rows.map((b) => b.title)).toEqual([
      '冬季消防安全检查',
      '西城公寓业主直租房源上线',
      '关于 12 月抄表安排的通知',
    ]);
    expect(rows[0].author).toBe('王老板');
    expect(await list(otherBoss)).toEqual([]);
    expect((await h.call('GET', '/api/dashboard/bulletins')).status).toBe(401);
  });

  it('holders of the notices permission [4,19] publish; staff may not', async () => {
    const denied = await post(staff, { title: '试试' });
    expect(denied.status).toBe(403);
    const r = await post(manager, { title: '  本周例会改到周四  ', content: '下午三点，三楼会议室。' });
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('发布成功');
    h.advance(1000);
    const rows = await list(staff);
    expect(rows[0]).toMatchObject({
      id: r.json.data.id,
      title: '本周例会改到周四',
      content: '下午三点，三楼会议室。',
      author: '李店长',
    });
  });

  it('shows the 10 latest, newest first', async () => {
    for (let i = 1; i <= 11; i++) {
      h.advance(1000);
      expect((await post(boss, { title: `公告${i}` })).status).toBe(200);
    }
    const rows = await list(boss);
    expect(rows).toHaveLength(10);
    expect(rows.map((b) => b.title)).toEqual([
      '公告11',
      '公告10',
      '公告9',
      '公告8',
      '公告7',
      '公告6',
      '公告5',
      '公告4',
      '公告3',
      '公告2',
    ]);
  });

  it('validates title and content', async () => {
    const cases: [unknown, string][] = [
      [{}, '请输入公告标题'],
      [{ title: '   ' }, '请输入公告标题'],
      [{ title: '题'.repeat(51) }, '公告标题不能超过50个字'],
      [{ title: '好', content: '字'.repeat(501) }, '公告内容不能超过500个字'],
    ];
    for (const [json, msg] of cases) {
      const r = await post(boss, json);
      expect(r.status, msg).toBe(400);
      expect(r.json.msg).toBe(msg);
    }
    expect((await post(boss, { title: '题'.repeat(50), content: '字'.repeat(500) })).status).toBe(200);
  });

  it('deletes within the org only; staff may not delete', async () => {
    const [first] = await list(boss);
    expect((await h.call('DELETE', `/api/dashboard/bulletins/${first.id}`, { token: staff })).status).toBe(403);
    const other = await h.call('DELETE', `/api/dashboard/bulletins/${first.id}`, { token: otherBoss });
    expect(other.status).toBe(404);
    expect(other.json.msg).toBe('公告不存在');
    const r = await h.call('DELETE', `/api/dashboard/bulletins/${first.id}`, { token: manager });
    expect(r.status).toBe(200);
    expect((await list(boss)).map((b) => b.id)).not.toContain(first.id);
    expect((await h.call('DELETE', `/api/dashboard/bulletins/${first.id}`, { token: boss })).status).toBe(404);
  });
});
