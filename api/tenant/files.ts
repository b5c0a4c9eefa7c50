import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../deps';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { leases } from '../leases/schema';
import { roomScope, visibleApartmentIds } from '../houses/scope';
import { pictures, uploads } from '../uploads/schema';
import { fileUrl, readUpload, storeUpload } from '../uploads/store-upload';
import type { TenantContext } from './auth';
import { TENANT_FILE_RULES } from './file-rules';

type Upload = typeof uploads.$inferSelect;

/** The `purpose` of a tenant page's upload; its `subjectId` is the lease of the link it came through. */
export const TENANT_UPLOAD = 'tenant';

/** The tenant page's address of an upload. */
export const tenantFileUrl = (id: string) => `/api/tenant/files/${id}`;

/** The pictures rows an upload is attached by, under either of its addresses. */
function attachments(db: Reader, f: Upload) {
  return db
    .select({ ownerType: pictures.ownerType, ownerId: pictures.ownerId })
    .from(pictures)
    .where(and(eq(pictures.orgId, f.orgId), inArray(pictures.url, [fileUrl(f.id), tenantFileUrl(f.id)])));
}

/** Stores a tenant's picture (the checks and messages of api/uploads: images only, ≤ 10 MB) under their lease. */
export async function storeTenantUpload(deps: Deps, tenant: TenantContext, file: File) {
  const stored = await storeUpload(deps, { orgId: tenant.orgId, userId: `tenant:${tenant.leaseId}` }, file, {
    purpose: TENANT_UPLOAD,
    subjectId: tenant.leaseId,
  });
  return { id: stored.id, url: tenantFileUrl(stored.id) };
}

/**
 * May the tenant read upload `f`: one they uploaded through their lease's link, or one attached to a record the
 * tenant may see (TENANT_FILE_RULES by the picture's ownerType).
 */
async function mayTenantRead(db: Reader, tenant: TenantContext, f: Upload): Promise<boolean> {
  if (f.purpose === TENANT_UPLOAD && f.subjectId === tenant.leaseId) return true;
  if (f.purpose === 'personal') return false;
  for (const p of await attachments(db, f)) {
    const rule = TENANT_FILE_RULES[p.ownerType];
    if (rule && (await rule(db, tenant, p.ownerId))) return true;
  }
  return false;
}

/** A file the tenant may read; else 404 '文件不存在' (existence not revealed). */
export function readTenantFile(deps: Deps, tenant: TenantContext, id: string) {
  return readUpload(deps, tenant, id, (row) => mayTenantRead(deps.db, tenant, row));
}

/**
 * May staff `user` read a tenant's upload (api/uploads/file-access.ts): once it is attached to a record, when the
 * tenant's lease is of an apartment the user sees. Unattached, it stays the tenant's.
 */
export async function mayStaffReadTenantUpload(db: Reader, user: AuthUser, f: Upload): Promise<boolean> {
  if (!f.subjectId || (await attachments(db, f)).length === 0) return false;
  const [row] = await db
    .select({ id: leases.id })
    .from(leases)
    .where(
      and(
        eq(leases.id, f.subjectId),
        eq(leases.orgId, user.orgId),
        inArray(leases.apartmentId, visibleApartmentIds(db, user)),
        roomScope(db, user, leases.roomId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
