import { call, type ListFilters } from '../../lib/api';
import {
  applications,
  type ApplicationRow,
  type ItemRow,
  type NewItemBody,
} from '../../../sync/contract/services/applications';
import type { ApplicationAction } from '../../../sync/rules/services/applications-rules';

export type { ApplicationRow, ItemRow };
/** /onlineAplly's items filters (§2.10: the apartment). */
export type ItemFilters = ListFilters<typeof applications.items>;
/** The applications tab's filters: apartment and status (申请中 is where the dashboard's 在线申请 lands). */
export type ApplicationFilters = ListFilters<typeof applications.list, 'itemId'>;

/** Query key root (invalidate after a change: items show their applying counts). */
export const APPLY_KEY = ['online-apply'] as const;

export const fetchItems = (f: ItemFilters, current: number, size = 10) =>
  call(applications.items, { query: { ...f, current, size } });
export const addItem = (json: NewItemBody) => call(applications.addItem, { json });
export const deleteItem = (itemId: string) => call(applications.deleteItem, { params: { itemId } });

export const fetchApplications = (f: Partial<ApplicationFilters> & { itemId?: string }, current: number, size = 10) =>
  call(applications.list, {
    query: { ...f, status: f.status ? Number(f.status) : undefined, current, size },
  });
export const actOn = (applyId: string, action: ApplicationAction) =>
  call(applications[action], { params: { applyId } });
