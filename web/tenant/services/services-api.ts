import { tenantCall } from '../tenant-api';
import { tenantApplications, type BookBody } from '../../../sync/contract/services/applications-tenant';
import { tenantComplaints, type FileComplaintBody } from '../../../sync/contract/services/complaints';
import type { ApplicationRow, ItemRow } from '../../../sync/contract/services/applications';

export type { ApplicationRow, ItemRow };

export const SERVICES_KEY = ['tenant', 'services'] as const;

export const fetchItems = () => tenantCall(tenantApplications.items);
export const fetchMyApplications = () => tenantCall(tenantApplications.list, { query: { current: 1, size: 50 } });
export const book = (json: BookBody) => tenantCall(tenantApplications.book, { json });
export const cancelMine = (applyId: string) => tenantCall(tenantApplications.cancel, { params: { applyId } });

export const fetchMyComplaints = () => tenantCall(tenantComplaints.list, { query: { current: 1, size: 50 } });
export const fileComplaint = (json: FileComplaintBody) => tenantCall(tenantComplaints.file, { json });
