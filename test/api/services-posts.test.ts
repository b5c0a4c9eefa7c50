/**
 * Community posts through HTTP (issue 19.6; /communityForum and the tenant page's 社区): a tenant posts with a picture
 * and it waits for review, invisible to the others; 未通过 needs a note; approved, the apartment's other tenants see
 * it, like it, unlike it and comment; a post for every community reaches the other apartment's tenants, one for this
 * community does not; a tenant deletes only their own post and comment; the operator sees comments and likes and
 * deletes them; another organisation, staff outside the apartment and a tenant of another organisation are refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { demoApartments, loginAll, makeHarness, type Harness, type Tokens } from './harness';
import { POST_REVIEW } from '../../sync/rules/services/posts-rules';
import { grantStaffServices, liveLeases, otherOrgTenant, tenantOf } from './services-posts-helpers';

let h: Harness;
let tk: Tokens;
let east: string;
let west: string;
let A: Awaited<ReturnType<typeof tenantOf>>;
let B: Awaited<ReturnType<typeof tenantOf>>;
let W: Awaited<ReturnType<typeof tenantOf>>;
let names: { a: string; b: string };
beforeAll(async () => {
  h = await makeHarness({ runningLeases: true });
  tk = await loginAll(h);
  ({ east, west } = await demoApartments(h, tk.boss));
  const [a, b] = await liveLeases(h, east);
  const [w] = await liveLeases(h, west);
  [A, B, W] = await Promise.all([a!, b!, w!].map((l) => tenantOf(h, tk.boss, l.id)));
  names = { a: a!.tenant, b: b!.tenant };
}, 120_000);

const call = (method: string, path: string, json?: unknown, token = tk.boss) => h.call(method, path, { token, json });
const postList = async (query = '', token = tk.boss) => {
  const r = await call('GET', `/api/posts?size=100&${query}`, undefined, token);
  expect(r.status, r.text).toBe(200);
  return r.json.data.records as any[];
};
const feed = async (tenant: typeof A, query = '') =>
  (await tenant('GET', `/api/tenant/community/posts?size=100&${query}`)).json.data.records as any[];

describe('community posts', () => {
  it('lists the demo posts in every review state, filtered by apartment, status and date', async () => {
    const all = await postList();
    expect(new Set(all.map((p) => p.isVerify))).toEqual(new Set([0, 1, 2]));
    const rejected = all.find((p) => p.isVerify === 2)!;
    expect(rejected).toMatchObject({ auditFailureState: '含广告信息', verifierName: '店长' });
    expect((await postList('isVerify=0')).every((p) => p.isVerify === 0)).toBe(true);
    expect((await postList(`apartmentId=${west}`)).every((p) => p.gyId === west)).toBe(true);
    expect(await postList('startDate=2000-01-01&endDate=2000-01-02')).toEqual([]);
    expect((await call('GET', '/api/posts?startDate=2026-02-02&endDate=2026-02-01')).status).toBe(400);
    expect(all.find((p) => p.commentCount === 2 && p.likeCount === 1)).toBeTruthy();
  });

  it('a post waits for review; approved, its apartment sees, likes and comments it; each deletes only their own', async () => {
    const photo = await A.upload();
    const notMine = await B('POST', '/api/tenant/community/posts', { content: 'x', picture: [photo] });
    expect(notMine.json.msg).toBe('图片不存在');
    const made = await A('POST', '/api/tenant/community/posts', { content: '楼下新开了一家面馆', picture: [photo] });
    expect(made.status).toBe(200);
    expect(made.json.msg).toBe('发布成功，等待审核');
    const id = made.json.data.pkId as string;
    expect((await feed(A, 'mine=1')).find((p) => p.pkId === id)).toMatchObject({
      isVerify: 0,
      mine: 1,
      picture: [photo],
    });
    expect((await feed(B)).map((p) => p.pkId)).not.toContain(id);
    expect((await B('POST', `/api/tenant/community/posts/${id}/like`)).status).toBe(404);
    expect((await B('GET', photo)).status).toBe(404);

    const row = (await postList('isVerify=0')).find((p) => p.pkId === id)!;
    expect(row).toMatchObject({ gyId: east, userName: names.a, descDetail: '楼下新开了一家面馆', isRange: 1 });
    expect(row.picture[0]).toMatch(/^\/api\/upload\/files\//);
    const noNote = await call('POST', `/api/posts/${id}/review`, { status: POST_REVIEW.rejected });
    expect(noNote.status).toBe(400);
    expect(noNote.json.msg).toBe('请填写未通过原因');
    expect(
      (await call('POST', `/api/posts/${id}/review`, { status: POST_REVIEW.rejected, note: '图片不清晰' })).status,
    ).toBe(200);
    expect((await feed(A, 'mine=1')).find((p) => p.pkId === id)).toMatchObject({
      isVerify: 2,
      auditFailureState: '图片不清晰',
    });
    expect((await feed(B)).map((p) => p.pkId)).not.toContain(id);
    expect((await call('POST', `/api/posts/${id}/review`, { status: POST_REVIEW.approved })).status).toBe(200);
    const approved = (await postList()).find((p) => p.pkId === id)!;
    expect(approved).toMatchObject({ isVerify: 1, auditFailureState: '' });
    expect(approved.verifierName).not.toBe('');

    expect((await B('GET', photo)).status).toBe(200);
    expect((await W('GET', photo)).status).toBe(404);
    // The apartment's other tenant sees it, likes it (twice is still one), unlikes and likes again, comments.
    expect((await feed(B)).find((p) => p.pkId === id)).toMatchObject({ mine: 0, liked: 0, likeCount: 0 });
    expect((await B('POST', `/api/tenant/community/posts/${id}/like`)).json.data.likeCount).toBe(1);
    expect((await B('POST', `/api/tenant/community/posts/${id}/like`)).json.data.likeCount).toBe(1);
    expect((await B('DELETE', `/api/tenant/community/posts/${id}/like`)).json.data.likeCount).toBe(0);
    expect((await B('POST', `/api/tenant/community/posts/${id}/like`)).json.data.likeCount).toBe(1);
    const said = await B('POST', `/api/tenant/community/posts/${id}/comments`, { content: '好吃吗？' });
    h.advance(1000);
    const answer = await A('POST', `/api/tenant/community/posts/${id}/comments`, {
      content: '很好吃',
      replyTo: said.json.data.id,
    });
    const seen = (await feed(B)).find((p) => p.pkId === id)!;
    expect(seen).toMatchObject({ liked: 1, likeCount: 1 });
    expect(seen.comments.map((c: any) => [c.fromUserName, c.toUserName, c.commentInfo, c.mine])).toEqual([
      [names.b, '', '好吃吗？', 1],
      [names.a, names.b, '很好吃', 0],
    ]);
    // 西城's tenant does not see a post for this community only.
    expect((await feed(W)).map((p) => p.pkId)).not.toContain(id);
    expect((await W('POST', `/api/tenant/community/posts/${id}/comments`, { content: 'x' })).status).toBe(404);

    // Only one's own: B may not delete A's post or comment.
    expect((await B('DELETE', `/api/tenant/community/posts/${id}`)).status).toBe(403);
    expect((await B('DELETE', `/api/tenant/community/comments/${answer.json.data.id}`)).status).toBe(403);
    expect((await B('DELETE', `/api/tenant/community/comments/${said.json.data.id}`)).status).toBe(200);

    // The operator sees the comments and likes and deletes them; then the post.
    const comments = (await call('GET', `/api/posts/${id}/comments`)).json.data.records as any[];
    expect(comments.map((c) => c.commentInfo)).toEqual(['很好吃']);
    await call('DELETE', `/api/posts/${id}/comments/${comments[0].id}`);
    const likes = (await call('GET', `/api/posts/${id}/likes`)).json.data.records as any[];
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({ userName: names.b, isPraise: 1 });
    await call('DELETE', `/api/posts/${id}/likes/${likes[0].id}`);
    expect((await feed(B)).find((p) => p.pkId === id)).toMatchObject({ likeCount: 0, comments: [] });
    expect((await call('DELETE', `/api/posts/${id}`)).status).toBe(200);
    expect((await feed(A, 'mine=1')).map((p) => p.pkId)).not.toContain(id);
  });

  it('a post for every community reaches the other apartment; its author deletes it', async () => {
    const made = await A('POST', '/api/tenant/community/posts', { content: '周末跳蚤市场', isRange: 0 });
    const id = made.json.data.pkId as string;
    await call('POST', `/api/posts/${id}/review`, { status: POST_REVIEW.approved });
    expect((await feed(W)).find((p) => p.pkId === id)).toMatchObject({ isRange: 0, gyName: '东湖公寓' });
    expect((await A('DELETE', `/api/tenant/community/posts/${id}`)).status).toBe(200);
    expect((await feed(W)).map((p) => p.pkId)).not.toContain(id);
    expect((await postList()).map((p) => p.pkId)).not.toContain(id);
  });

  it('refuses another organisation, staff outside the apartment, and a tenant of another organisation', async () => {
    const westPost = (await postList(`apartmentId=${west}`))[0]!;
    expect((await call('GET', '/api/posts', undefined, tk.staff)).status).toBe(403);
    expect(await postList('', tk.otherBoss)).toEqual([]);
    for (const [method, path] of [
      ['GET', `/api/posts/${westPost.pkId}/comments`],
      ['GET', `/api/posts/${westPost.pkId}/likes`],
      ['POST', `/api/posts/${westPost.pkId}/review`],
      ['DELETE', `/api/posts/${westPost.pkId}`],
    ] as const) {
      const r = await call(
        method,
        path,
        method === 'POST' ? { status: POST_REVIEW.approved } : undefined,
        tk.otherBoss,
      );
      expect(r.status, `${method} ${path}`).toBe(404);
    }
    await grantStaffServices(h, tk.boss);
    const staffSees = await postList('', tk.staff);
    expect(staffSees.length).toBeGreaterThan(0);
    expect(staffSees.every((p) => p.gyId === east)).toBe(true);
    expect(
      (await call('POST', `/api/posts/${westPost.pkId}/review`, { status: POST_REVIEW.approved }, tk.staff)).status,
    ).toBe(404);

    // A tenant of 城南寓所 sees none of 示例公寓's posts and reaches none.
    const O = await otherOrgTenant(h, tk.otherBoss);
    expect(await feed(O)).toEqual([]);
    expect((await O('POST', `/api/tenant/community/posts/${westPost.pkId}/like`)).status).toBe(404);
    expect((await O('DELETE', `/api/tenant/community/posts/${westPost.pkId}`)).status).toBe(404);
    expect((await O('GET', '/api/tenant/community/merchants')).json.data.records).toEqual([]);
    // A revoked link gets nothing.
    const [w] = await liveLeases(h, west);
    await call('DELETE', `/api/leases/${w!.id}/tenant-link`);
    expect((await W('GET', '/api/tenant/community/posts')).status).toBe(401);
  });
});
