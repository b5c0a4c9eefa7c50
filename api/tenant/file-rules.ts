import type { Reader } from '../db/store';
import type { TenantContext } from './auth';
import { noticeIsTenants } from '../notices/tenant-notices';
import { itemIsTenants } from '../services/applications/tenant-file-rule';
import { complaintIsTenants } from '../services/complaints/tenant-file-rule';
import { merchantIsTenants, reviewIsTenants } from '../services/merchants/tenant-file-rule';
import { postIsTenants } from '../services/posts/tenant-file-rule';
import { repairIsTenants } from '../repairs/tenant-file-rule';

/** May the tenant see the record `ownerId` a picture is attached to? Scoped by the tenant's lease, room, apartment. */
export type TenantFileRule = (db: Reader, tenant: TenantContext, ownerId: string) => Promise<boolean>;

/**
 * Which attached pictures (the `pictures` table, by its ownerType) a tenant may read through /api/tenant/files/:id,
 * besides the tenant's own uploads. Each area adds one line for the records its tenant pages show:
 * `repair: (db, tenant, id) => …`. A picture of an ownerType not named here is never shown to a tenant.
 */
export const TENANT_FILE_RULES: Readonly<Record<string, TenantFileRule>> = {
  notice: noticeIsTenants,
  application_item: itemIsTenants,
  complaint: complaintIsTenants,
  merchant: merchantIsTenants,
  merchant_avatar: merchantIsTenants,
  merchant_review: reviewIsTenants,
  post: postIsTenants,
  repair: repairIsTenants,
  repair_done: repairIsTenants,
};
