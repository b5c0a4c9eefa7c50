import { beforeEach, describe, expect, it } from 'vitest';
import { signedIn, type Harness } from './harness';
import { eq } from 'drizzle-orm';
import { postMessages } from '../../api/messages/post';
import { messages } from '../../api/messages/schema';
import { users } from '../../api/auth/schema';
import { clearMessages } from './factories/meters';

let h: Harness, boss: string, manager: string, staff: string, otherBoss: string;
const userOf = async (phone: string) =>
  (await h.db.select({ id: users.id, orgId: users.orgId }).from(users).where(eq(users.phone, phone)).limit(1))[0]!;

/** n messages for the user, one a minute apart (newest last), posted as a job does: titles 'T1' … 'Tn', msgType by `type(i)`. */
async function seed(phone: string, n: number, type: (i: number) => number = () => 0) {
  const u = await userOf(phone);
  for (let i = 1; i <= n; i++) {
    h.advance(60_000);
    const now = h.deps.now();
    await h.db.write(u.orgId, (tx) =>
      postMessages(tx, now, [{ orgId: u.orgId, userId: u.id, msgType: type(i), title: `T${i}`, content: `内容${i}` }]),
    );
  }
}
const list = (token: string, query = '') => h.call('GET', `/api/messages${query}`, { token });
const unread = async (token: string) => (await h.call('GET', '/api/messages/unread', { token })).json.data;

beforeEach(async () => {
  ({ h, boss, manager, staff, otherBoss } = await signedIn());
  await clearMessages(h.db);
});

describe('GET /api/messages', () => {
  it('needs a session; lists only the caller’s messages, newest first, 10 a page', async () => {
    expect((await h.call('GET', '/api/messages')).status).toBe(401);
    await seed('13800000001', 23, (i) => i % 5);
    await seed('13800000003', 2);
    const p1 = await list(boss);
    expect(p1.status).toBe(200);
    expect(p1.json.data).toMatchObject({ total: 23, pages: 3, current: 1, size: 10 });
    expect(p1.json.data.records.map((r: any) => r.title)).toEqual([
      'T23',
      'T22',
      'T21',
      'T20',
      'T19',
      'T18',
      'T17',
      'T16',
      'T15',
      'T14',
    ]);
    expect(Object.keys(p1.json.data.records[0]).sort()).toEqual([
      'content',
      'createTime',
      'gmtCreate',
      'isRead',
      'messageId',
      'msgType',
      'title',
      'url',
    ]);
    expect(p1.json.data.records[0]).toMatchObject({ msgType: 3, content: '内容23', isRead: 0 });
    expect(p1.json.data.records[0].createTime).toMatch(/^2026-11-22 10:23:00$/);
    const p3 = await list(boss, '?current=3');
    expect(p3.json.data.records.map((r: any) => r.title)).toEqual(['T3', 'T2', 'T1']);
    expect((await list(boss, '?current=4')).json.data.records).toEqual([]);
    // Staff and another organisation see only their own.
    expect((await list(staff)).json.data.records.map((r: any) => r.title)).toEqual(['T2', 'T1']);
    expect((await list(otherBoss)).json.data).toMatchObject({ total: 0, records: [] });
    expect((await list(manager)).json.data.total).toBe(0);
  });

  it('filters by type and by read state; refuses bad filters with 400', async () => {
    await seed('13800000001', 10, (i) => i % 5); // types 1,2,3,4,0,1,2,3,4,0
    const finance = await list(boss, '?msgType=0');
    expect(finance.json.data.records.map((r: any) => r.title)).toEqual(['T10', 'T5']);
    const ids = (await list(boss, '?msgType=1')).json.data.records.map((r: any) => r.messageId);
    await h.call('POST', '/api/messages/read', { token: boss, json: { ids } });
    expect((await list(boss, '?isRead=1')).json.data.records.map((r: any) => r.title)).toEqual(['T6', 'T1']);
    expect((await list(boss, '?isRead=0')).json.data.total).toBe(8);
    expect((await list(boss, '?isRead=0&msgType=2')).json.data.total).toBe(2);
    for (const q of ['?msgType=5', '?msgType=x', '?isRead=2', '?current=0', '?size=11']) {
      const r = await list(boss, q);
      expect(r.status, q).toBe(400);
      expect(r.json.msg, q).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});

describe('POST /api/messages/read', () => {
  it('marks chosen messages read and answers the new unread counts; others’ ids are ignored', async () => {
    await seed('13800000001', 4, (i) => (i <= 2 ? 0 : 1));
    await seed('13800000003', 1);
    const mine = (await list(boss)).json.data.records;
    const staffMsg = (await list(staff)).json.data.records[0].messageId;
    expect(await unread(boss)).toMatchObject({ unreadTotal: 4, financeNum: 2, leaseNum: 2 });
    const r = await h.call('POST', '/api/messages/read', { token: boss, json: { ids: [mine[0].messageId, staffMsg] } });
    expect(r.status).toBe(200);
    expect(r.json.data).toMatchObject({ changed: 1, unreadTotal: 3, leaseNum: 1, financeNum: 2 });
    expect((await unread(staff)).unreadTotal).toBe(1);
    // Marking again changes nothing.
    expect(
      (await h.call('POST', '/api/messages/read', { token: boss, json: { ids: [mine[0].messageId] } })).json.data
        .changed,
    ).toBe(0);
  });

  it('{all: true} marks all the caller’s messages read, or all of one type', async () => {
    await seed('13800000001', 6, (i) => i % 3);
    await seed('13800000002', 2);
    let r = await h.call('POST', '/api/messages/read', { token: boss, json: { all: true, msgType: 1 } });
    expect(r.json.data).toMatchObject({ changed: 2, unreadTotal: 4, leaseNum: 0 });
    r = await h.call('POST', '/api/messages/read', { token: boss, json: { all: true } });
    expect(r.json.data).toMatchObject({ changed: 4, unreadTotal: 0 });
    expect((await unread(manager)).unreadTotal).toBe(2);
  });

  it('refuses an empty or malformed body with 400', async () => {
    for (const json of [{}, { ids: [] }, { all: false }, { ids: 'x' }, { all: true, msgType: 9 }]) {
      const r = await h.call('POST', '/api/messages/read', { token: boss, json });
      expect(r.status, JSON.stringify(json)).toBe(400);
      expect(r.json.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await h.call('POST', '/api/messages/read', { json: { all: true } })).status).toBe(401);
  });
});

describe('DELETE /api/messages/:id', () => {
  it('soft-deletes the caller’s own message; another user’s or a deleted one is 404 消息不存在', async () => {
    await seed('13800000001', 2);
    await seed('13800000003', 1);
    const [newest, older] = (await list(boss)).json.data.records;
    const staffMsg = (await list(staff)).json.data.records[0].messageId;
    const r = await h.call('DELETE', `/api/messages/${newest.messageId}`, { token: boss });
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('删除成功');
    expect(r.json.data.unreadTotal).toBe(1);
    expect((await list(boss)).json.data.records.map((x: any) => x.messageId)).toEqual([older.messageId]);
    const [gone] = await h.db
      .select({ deletedAt: messages.deletedAt })
      .from(messages)
      .where(eq(messages.id, newest.messageId));
    expect(gone!.deletedAt).toBe(h.deps.now());
    for (const [token, id] of [
      [boss, newest.messageId],
      [boss, staffMsg],
      [otherBoss, older.messageId],
      [boss, 'nope'],
    ]) {
      const d = await h.call('DELETE', `/api/messages/${id}`, { token });
      expect(d.status).toBe(404);
      expect(d.json.msg).toBe('消息不存在');
    }
    expect((await list(staff)).json.data.total).toBe(1);
    // Deleted messages are not counted unread nor marked by {all: true}.
    expect((await h.call('POST', '/api/messages/read', { token: boss, json: { all: true } })).json.data.changed).toBe(
      1,
    );
  });
});
