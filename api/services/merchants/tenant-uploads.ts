import type { Reader } from '../../db/store';
import type { TenantContext } from '../../tenant/auth';
import { notTenantUploads } from '../../tenant/own-uploads';
import { fileIdOf, MSG_PICTURE_MISSING } from './pictures';

/** '图片不存在' unless every address names a picture this tenant uploaded (POST /api/tenant/upload); else null. */
export async function tenantUploadsRefusal(db: Pick<Reader, 'select'>, tenant: TenantContext, urls: readonly string[]) {
  const ids = [...new Set(urls.map(fileIdOf))];
  if (ids.includes('')) return MSG_PICTURE_MISSING;
  return (await notTenantUploads(db, tenant, ids)).length ? MSG_PICTURE_MISSING : null;
}
