import { call, type ListFilters } from '../../lib/api';
import { admin } from '../../../sync/contract/admin/admin';

/** Query key root of /HousingAllocation (invalidate after a move). */
export const ALLOCATION_KEY = ['admin', 'allocation'] as const;

/** /HousingAllocation's filters (part 4 §2: 项目 incl. 全部, 区域, 公寓, 户型, 房间号, 出租状态). */
export type AllocationFilters = ListFilters<typeof admin.allocation>;

export const fetchAllocation = (f: Partial<AllocationFilters>, current: number, size = 10) =>
  call(admin.allocation, { query: { ...f, current, size } });
export type AllocationItem = Awaited<ReturnType<typeof fetchAllocation>>['records'][number];

export const assignRooms = (officeId: string, houseIds: string[]) =>
  call(admin.assign, { json: { officeId, houseIds } });
export type AssignResult = Awaited<ReturnType<typeof assignRooms>>;
