/** Shared by the merchants and posts API tests (issue 19.6): leases in effect, tenant links, staff granted the screens. */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { TINY_PNG, type Harness } from './harness';
import { issueTenantLink, tenantHeaders } from './factories/tenant';
import { leases } from '../../api/leases/schema';
import { apartments, rooms } from '../../api/houses/schema';
import { signInput } from './lease-helpers';
import { STAFF_PERMS } from '../../api/seed/demo';
import { PERMS } from '../../sync/product/permissions';
import { permKey } from '../../sync/product/menu';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';

/** Leases in effect of an apartment, oldest id first. */
export const liveLeases = (h: Harness, apartmentId: string) =>
  h.db
    .select({ id: leases.id, tenant: leases.tenant })
    .from(leases)
    .where(and(eq(leases.apartmentId, apartmentId), eq(leases.status, LEASE_STATUS.signed), isNull(leases.deletedAt)))
    .orderBy(asc(leases.id));

/**
 * A tenant's caller: the token of a fresh link of the lease, sent as `Authorization: Tenant …`; `upload()` sends a
 * picture through the tenant page (POST /api/tenant/upload) and answers its address (/api/tenant/files/<id>).
 */
export async function tenantOf(h: Harness, boss: string, leaseId: string) {
  const headers = tenantHeaders(await issueTenantLink(h, boss, leaseId));
  const caller = (method: string, path: string, json?: unknown) => h.call(method, path, { headers, json });
  const upload = async () => {
    const body = new FormData();
    body.append('file', new File([TINY_PNG as Uint8Array<ArrayBuffer>], 'p.png'));
    const r = await h.call('POST', '/api/tenant/upload', { headers, body });
    if (r.status !== 200) throw new Error(r.text);
    return r.json.data.url as string;
  };
  return Object.assign(caller, { upload });
}

/** Gives the demo staff role (东湖 only) the 商家信息 and 社区帖子 screens too. */
export async function grantStaffServices(h: Harness, boss: string) {
  const listed = await h.call('GET', '/api/admin/roles', { token: boss });
  const role = (listed.json.data as { pkId: string; roleName: string }[]).find((x) => x.roleName === '管家')!;
  const r = await h.call('PUT', `/api/admin/roles/${role.pkId}/actions`, {
    token: boss,
    json: { actionIds: [...STAFF_PERMS, PERMS.merchants, PERMS.forum].map(permKey) },
  });
  if (r.status !== 200) throw new Error(r.text);
}

/** A tenant of 城南寓所 (the other organisation): a lease signed on a free room of 城南公寓, and its link. */
export async function otherOrgTenant(h: Harness, otherBoss: string) {
  const [apt] = await h.db.select({ id: apartments.id }).from(apartments).where(eq(apartments.name, '城南公寓'));
  const [room] = await h.db
    .select()
    .from(rooms)
    .where(and(eq(rooms.apartmentId, apt!.id), isNull(rooms.deletedAt)))
    .orderBy(asc(rooms.id))
    .limit(1);
  const input = signInput(room!, { rentCost: room!.rentCost || 100000 });
  const signed = await h.call('POST', '/api/leases/sign', { token: otherBoss, json: input });
  if (signed.status !== 200) throw new Error(signed.text);
  return tenantOf(h, otherBoss, input.leaseId);
}
