import { call, type ListFilters } from '../../lib/api';
import { oplog } from '../../../sync/contract/admin/oplog';
import { admin } from '../../../sync/contract/admin/admin';

/** Query key root of /logsInfor. */
export const OPLOG_KEY = ['admin', 'logs'] as const;

/** /logsInfor's filters (part 4 §2, §7: account, context, phone, officeId, time range, types, terminal). */
export type LogFilters = ListFilters<typeof oplog.logs>;

/** A page of the operation log (the export reads 100 at a time). */
export const fetchLogs = (f: Partial<LogFilters>, current: number, size = 10) =>
  call(oplog.logs, { query: { ...f, current, size } });
export type LogItem = Awaited<ReturnType<typeof fetchLogs>>['records'][number];

/** The projects (branches) of the filter. */
export const fetchBranches = () => call(admin.offices, { query: { kind: 2 } });
