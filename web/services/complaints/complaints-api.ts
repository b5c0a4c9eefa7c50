import { call, type ListFilters } from '../../lib/api';
import { complaints, type ComplaintRow } from '../../../sync/contract/services/complaints';

export type { ComplaintRow };
/** /complaintAdvice's filters: apartment, replied or not. */
export type ComplaintFilters = ListFilters<typeof complaints.list>;

export const COMPLAINTS_KEY = ['complaints'] as const;

export const fetchComplaints = (f: ComplaintFilters, current: number, size = 10) =>
  call(complaints.list, { query: { ...f, status: f.status ? Number(f.status) : undefined, current, size } });
export const replyComplaint = (complaintId: string, reply: string) =>
  call(complaints.reply, { params: { complaintId }, json: { reply } });
export const removeComplaint = (complaintId: string) => call(complaints.remove, { params: { complaintId } });
