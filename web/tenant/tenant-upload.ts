import { tenantCall } from './tenant-api';
import { tenant } from '../../sync/contract/tenant/tenant';

/**
 * Stores a tenant's picture (POST /api/tenant/upload) and answers its address '/api/tenant/files/<id>': the tenant
 * sections pass it to ImageUpload (`uploader={tenantUploader}`); the id is the address's last part.
 */
export async function tenantUploader(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return (await tenantCall(tenant.upload, { body })).url;
}
