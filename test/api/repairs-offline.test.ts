/**
 * A manager takes (受理) and completes (完成, with a photo) repairs from a phone with no signal (issue 19.2): the
 * unfinished repairs of the user's apartments arrive in the sync pull (a finished one as a tombstone), the queued
 * 'repair.accept' / 'repair.complete' are judged by the server when the phone syncs — applied once (a replay is a
 * duplicate), the tenant told; refused with a Chinese reason when the tenant cancelled meanwhile, when the work's photo
 * is not uploaded yet, for a repair outside the user's apartments, or without 报修管理.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { demoApartments, loginAll, makeHarness, newFileId, uploadWith, type Harness, type Tokens } from './harness';
import { mutation, staffWith } from './sync-helpers';
import { issueTenantLink, tenantHeaders } from './factories/tenant';
import { tenantMessages } from '../../api/notify/schema';
import { repairs } from '../../api/repairs/schema';
import { REPAIR_MSG, REPAIR_STATUS } from '../../sync/rules/repairs/repair-status';
import { NO_PERMISSION } from '../../sync/protocol/protocol';
import { PERMS } from '../../sync/product/permissions';
import { leases } from '../../api/leases/schema';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';

let h: Harness;
let tk: Tokens;
let east: string;
let west: string;
let tenant: Record<string, string>;
beforeAll(async () => {
  h = await makeHarness({ runningLeases: true });
  tk = await loginAll(h);
  ({ east, west } = await demoApartments(h, tk.boss));
  const [lease] = await h.db
    .select({ id: leases.id })
    .from(leases)
    .where(and(eq(leases.apartmentId, east), eq(leases.status, LEASE_STATUS.signed), isNull(leases.deletedAt)))
    .orderBy(asc(leases.id))
    .limit(1);
  tenant = tenantHeaders(await issueTenantLink(h, tk.boss, lease!.id));
}, 120_000);

const call = (method: string, path: string, token: string, json?: unknown) => h.call(method, path, { token, json });
const pull = async (token: string, cursor = 0) =>
  (await call('GET', `/api/sync/pull?cursor=${cursor}`, token)).json.data as {
    cursor: number;
    changes: { repairs?: any[] };
  };
const push = async (token: string, ...ms: ReturnType<typeof mutation>[]) =>
  (await call('POST', '/api/sync/push', token, { clientId: 'phone', mutations: ms })).json.data.results as {
    status: string;
    reason?: string;
  }[];
/** A new request of the tenant (东湖). */
async function fileRepair(tdesc: string) {
  const [type] = (await h.call('GET', '/api/tenant/repairs/types', { headers: tenant })).json.data;
  const r = await h.call('POST', '/api/tenant/repairs', { headers: tenant, json: { typeId: type.id, tdesc } });
  expect(r.status).toBe(200);
  return r.json.data.id as string;
}
const statusOf = async (id: string) => (await h.db.select().from(repairs).where(eq(repairs.id, id)))[0]!.status;

describe('repairs offline', () => {
  it('pulls the unfinished repairs of the user’s apartments; a finished one leaves as a tombstone', async () => {
    const first = await pull(tk.manager);
    const rows = first.changes.repairs!;
    const live = rows.filter((r) => !r.deleted);
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((r) => r.status === REPAIR_STATUS.applying || r.status === REPAIR_STATUS.accepted)).toBe(true);
    expect(live[0]).toMatchObject({ houseNumber: expect.any(String), typeName: expect.any(String) });
    // The demo's finished ones come as tombstones.
    expect(rows.some((r) => r.deleted === true)).toBe(true);
    // Staff of 东湖 pull none of 西城's.
    const staff = (await pull(tk.staff)).changes.repairs ?? [];
    expect(staff.filter((r) => !r.deleted).every((r) => r.apartmentId === east)).toBe(true);
    expect((await pull(tk.otherBoss)).changes.repairs ?? []).toEqual([]);
    // A new request arrives with the next pull; completing it sends its tombstone.
    const id = await fileRepair('离线前的报修');
    const next = await pull(tk.manager, first.cursor);
    expect(next.changes.repairs!.find((r) => r.id === id)).toMatchObject({
      status: REPAIR_STATUS.applying,
      tdesc: '离线前的报修',
    });
    const photo = newFileId();
    expect((await uploadWith(h, tk.manager, { fileId: photo })).status).toBe(200);
    expect(await push(tk.manager, mutation('repair.complete', { repairId: id, photoFileIds: [photo] }))).toMatchObject([
      { status: 'applied' },
    ]);
    const after = await pull(tk.manager, next.cursor);
    expect(after.changes.repairs!.find((r) => r.id === id)).toMatchObject({ deleted: true });
  });

  it('takes and completes a repair queued offline: applied once, the tenant told', async () => {
    const id = await fileRepair('水管漏水');
    const photo = newFileId();
    const accept = mutation('repair.accept', { repairId: id });
    const complete = mutation('repair.complete', { repairId: id, note: '已换水管', photoFileIds: [photo] });
    // The photo has not reached the server yet: the completion waits (rejected with a reason to retry).
    expect(await push(tk.manager, accept, complete)).toMatchObject([
      { status: 'applied' },
      { status: 'rejected', reason: REPAIR_MSG.photoMissing },
    ]);
    expect(await statusOf(id)).toBe(REPAIR_STATUS.accepted);
    expect((await uploadWith(h, tk.manager, { fileId: photo })).status).toBe(200);
    const again = mutation('repair.complete', { repairId: id, note: '已换水管', photoFileIds: [photo] });
    expect(await push(tk.manager, accept, again)).toMatchObject([{ status: 'duplicate' }, { status: 'applied' }]);
    expect(await statusOf(id)).toBe(REPAIR_STATUS.completed);
    const detail = (await call('GET', `/api/repairs/${id}`, tk.manager)).json.data;
    expect(detail).toMatchObject({ completeNote: '已换水管', donePhotos: [{ url: `/api/upload/files/${photo}` }] });
    const inbox = await h.db
      .select()
      .from(tenantMessages)
      .where(eq(tenantMessages.url, `/tenant?s=repairs&id=${id}`));
    expect(inbox.map((m) => m.title).sort()).toEqual(['您的报修已受理', '您的报修已完成'].sort());
  });

  it('is rejected when the tenant cancelled meanwhile, outside the user’s apartments, or without 报修管理', async () => {
    const id = await fileRepair('门铃坏了');
    expect((await h.call('POST', `/api/tenant/repairs/${id}/cancel`, { headers: tenant })).status).toBe(200);
    expect(await push(tk.manager, mutation('repair.accept', { repairId: id }))).toEqual([
      { id: expect.any(String), status: 'rejected', reason: REPAIR_MSG.tenantCancelled },
    ]);
    const westOpen = (await call('GET', `/api/repairs?apartmentId=${west}&open=1`, tk.boss)).json.data.records[0];
    expect(await push(tk.staff, mutation('repair.accept', { repairId: westOpen.id }))).toMatchObject([
      { status: 'rejected', reason: REPAIR_MSG.notFound },
    ]);
    expect(await push(tk.otherBoss, mutation('repair.accept', { repairId: westOpen.id }))).toMatchObject([
      { status: 'rejected', reason: REPAIR_MSG.notFound },
    ]);
    const meterOnly = await staffWith(h, '13700000071', [PERMS.devices]);
    expect(await push(meterOnly, mutation('repair.accept', { repairId: westOpen.id }))).toMatchObject([
      { status: 'rejected', reason: NO_PERMISSION },
    ]);
    expect((await pull(meterOnly)).changes.repairs ?? []).toEqual([]);
  });
});
