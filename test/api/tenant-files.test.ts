/**
 * Tenant uploads and files through HTTP (issue 19.1): a tenant stores pictures through their link (the checks and
 * messages of the staff upload) and reads them back at /api/tenant/files/<id>; no other lease's tenant reads them.
 * Staff read a tenant's upload at /api/upload/files/<id> once it is attached to a record, when they see the lease's
 * apartment: not another organisation, not staff outside the project.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoApartments, loginAll, makeHarness, TINY_PNG, upload, type Harness, type Tokens } from './harness';
import { issueTenantLink, tenantHeaders } from './factories/tenant';
import { addPictureRow } from './factories/leases';
import { leases } from '../../api/leases/schema';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';

let h: Harness;
let t: Tokens;
/** Tenant tokens of two 东湖 leases and one 西城 lease. */
let eastA: string;
let eastB: string;
let westA: string;
const leaseOf: Record<string, typeof leases.$inferSelect> = {};
beforeAll(async () => {
  h = await makeHarness({ runningLeases: true });
  t = await loginAll(h);
  const { east, west } = await demoApartments(h, t.boss);
  const inEffect = (apartmentId: string) =>
    h.db
      .select()
      .from(leases)
      .where(and(eq(leases.apartmentId, apartmentId), eq(leases.status, LEASE_STATUS.signed), isNull(leases.deletedAt)))
      .orderBy(asc(leases.id));
  const [a, b] = await inEffect(east);
  const [w] = await inEffect(west);
  eastA = await issueTenantLink(h, t.boss, a!.id);
  eastB = await issueTenantLink(h, t.boss, b!.id);
  westA = await issueTenantLink(h, t.boss, w!.id);
  Object.assign(leaseOf, { [eastA]: a, [eastB]: b, [westA]: w });
}, 120_000);

const tenantUpload = (token: string | null, bytes: Uint8Array = TINY_PNG, name = 'a.png') => {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  return h.call('POST', '/api/tenant/upload', { body: form, headers: token ? tenantHeaders(token) : {} });
};
const tenantRead = (token: string, url: string) => h.call('GET', url, { headers: tenantHeaders(token) });
const staffRead = (token: string, id: string) => h.call('GET', `/api/upload/files/${id}`, { token });

describe('tenant uploads', () => {
  it('stores a picture and gives it back to its tenant only', async () => {
    const r = await tenantUpload(eastA);
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('上传成功');
    const { id, url } = r.json.data as { id: string; url: string };
    expect(url).toBe(`/api/tenant/files/${id}`);
    const back = await tenantRead(eastA, url);
    expect(back.status).toBe(200);
    expect(back.headers.get('content-type')).toBe('image/png');
    for (const other of [eastB, westA]) {
      const refused = await tenantRead(other, url);
      expect(refused.status).toBe(404);
      expect(refused.json.msg).toBe('文件不存在');
    }
    expect((await h.call('GET', url)).status).toBe(401);
  });

  it('refuses what the staff upload refuses, with its messages, and a dead link', async () => {
    const text = await tenantUpload(eastA, new TextEncoder().encode('#!/bin/sh\n'), 'evil.png');
    expect(text.status).toBe(415);
    expect(text.json.msg).toBe('只能上传 JPG、PNG、GIF 或 WebP 格式的图片');
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(TINY_PNG);
    const over = await tenantUpload(eastA, big, 'big.png');
    expect(over.status).toBe(413);
    expect(over.json.msg).toBe('上传头像图片大小不能超过 10MB!');
    const none = await h.call('POST', '/api/tenant/upload', { body: new FormData(), headers: tenantHeaders(eastA) });
    expect(none.status).toBe(400);
    expect(none.json.msg).toBe('请选择要上传的文件');
    const anonymous = await tenantUpload(null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.msg).toBe('链接已失效，请联系管家获取新链接');
  });

  it('staff read a tenant upload once attached, when they see the lease: not another org, not outside the project', async () => {
    const east = (await tenantUpload(eastA)).json.data as { id: string; url: string };
    const west = (await tenantUpload(westA)).json.data as { id: string; url: string };
    // Not attached yet: the tenant's alone.
    expect((await staffRead(t.boss, east.id)).status).toBe(404);
    const orgId = leaseOf[eastA]!.orgId;
    await addPictureRow(h.db, orgId, { ownerType: 'repair', ownerId: 'R1', url: `/api/upload/files/${east.id}` });
    await addPictureRow(h.db, orgId, { ownerType: 'repair', ownerId: 'R2', url: west.url });
    expect((await staffRead(t.boss, east.id)).status).toBe(200);
    expect((await staffRead(t.staff, east.id)).status).toBe(200);
    expect((await staffRead(t.otherBoss, east.id)).status).toBe(404);
    expect((await staffRead(t.boss, west.id)).status).toBe(200);
    expect((await staffRead(t.staff, west.id)).status).toBe(404);
    // A picture of a kind no tenant rule names is not another tenant's to read, attached or not.
    expect((await tenantRead(eastB, east.url)).status).toBe(404);
  });

  it('a staff upload is not the tenant’s unless a tenant rule says so', async () => {
    const url = await upload(h, t.boss);
    const id = url.split('/').pop()!;
    await addPictureRow(h.db, leaseOf[eastA]!.orgId, { ownerType: 'room', ownerId: leaseOf[eastA]!.roomId, url });
    expect((await tenantRead(eastA, `/api/tenant/files/${id}`)).status).toBe(404);
  });
});
