import { call } from '../../lib/api';
import { tenantLink } from '../../../sync/contract/tenant/tenant-link';

/** The react-query key of a lease's tenant-link status. */
export const tenantLinkKey = (leaseId: string) => ['leases', 'tenant-link', leaseId] as const;

export const fetchTenantLink = (leaseId: string) => call(tenantLink.status, { params: { leaseId } });
export const issueTenantLink = (leaseId: string) => call(tenantLink.issue, { params: { leaseId } });
export const revokeTenantLink = (leaseId: string) => call(tenantLink.revoke, { params: { leaseId } });
