import { and, eq, inArray } from 'drizzle-orm';
import type { Reader } from '../db/store';
import { uploads } from '../uploads/schema';
import type { TenantContext } from './auth';
import { TENANT_UPLOAD, tenantFileUrl } from './files';

/** The file id of an upload's address, staff (/api/upload/files/<id>) or tenant page (/api/tenant/files/<id>). */
const FILE_ID = /^\/api\/(?:upload|tenant)\/files\/([A-Za-z0-9_-]{24})$/;

/** An upload's address as the tenant page reads it (/api/tenant/files/<id>, api/tenant/file-rules.ts); else as is. */
export const asTenantUrl = (url: string) => {
  const id = FILE_ID.exec(url)?.[1];
  return id ? tenantFileUrl(id) : url;
};

/**
 * The file ids among `fileIds` that are not this tenant's own uploads (POST /api/tenant/upload through their lease's
 * link): a tenant attaches only pictures they uploaded, never another tenant's or the staff's.
 */
export async function notTenantUploads(db: Pick<Reader, 'select'>, tenant: TenantContext, fileIds: readonly string[]) {
  if (!fileIds.length) return [];
  const found = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(
        inArray(uploads.id, [...fileIds]),
        eq(uploads.orgId, tenant.orgId),
        eq(uploads.purpose, TENANT_UPLOAD),
        eq(uploads.subjectId, tenant.leaseId),
      ),
    );
  const have = new Set(found.map((f) => f.id));
  return fileIds.filter((id) => !have.has(id));
}
