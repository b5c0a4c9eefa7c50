/** The queries and bodies of the room board routes (spec part 1 §2.11, §4). */
import { z } from 'zod';
import { pageQuery } from '../kit';
import { textFilter } from '../list-filters';
import { FILTER_FLAGS, type FilterFlag } from '../../rules/board/board-status';
import { decodeBoardCursor } from '../../rules/board/board-page';
import { TODO_LISTS } from '../../rules/dashboard/todo-lists';

const flag = z.enum(['0', '1'], '筛选条件只能是0或1').optional();

/** Board filters (part 1 §2.11): place filters on apartments, houseNumber (contains) and the 13 flags (any of). */
export const boardQuery = z.object({
  cityId: textFilter(12, '城市编码不正确'),
  districtId: textFilter(12, '区县编码不正确'),
  officeId: textFilter(40, '项目编号不正确'),
  apartmentId: textFilter(40, '公寓编号不正确'),
  houseNumber: textFilter(20, '房间号不能超过20个字'),
  /**
   * The phone's default apartment without a round trip: with no apartmentId, the first apartment in board order (the
   * reply's `apartmentId` names it); ignored with an apartmentId.
   */
  firstApartment: z.enum(['1'], '默认公寓参数不正确').optional(),
  /** A dashboard counter's list (sync/rules/dashboard/todo-lists.ts): exactly the rooms that counter counts. */
  todo: z.enum(TODO_LISTS, '待办类型不正确').optional(),
  ...(Object.fromEntries(FILTER_FLAGS.map((f) => [f, flag])) as Record<FilterFlag, typeof flag>),
  /** The page after this cursor (a reply's `next`); the first page without it. Ignored by /stats. */
  after: z
    .string()
    .max(400, '分页位置不正确')
    .refine((s) => decodeBoardCursor(s) !== null, '分页位置不正确')
    .optional(),
});
export type BoardQuery = z.infer<typeof boardQuery>;

/** /kofang: the vacant rooms of one apartment or all, by room number (contains), paged. */
export const vacantQuery = z.object({
  apartmentId: textFilter(40, '公寓编号不正确'),
  houseNumber: textFilter(20, '房间号不能超过20个字'),
  ...pageQuery,
});
export type VacantQuery = z.infer<typeof vacantQuery>;

const zeroOne = z.union([z.literal(0), z.literal(1)], '状态只能是0或1');
export const rentBody = z.object({ isRent: zeroOne });
export const decorationBody = z.object({ isDecoration: zeroOne });
export const showBody = z.object({ isShow: zeroOne });
export const remarkBody = z.object({ remark: z.string('请输入备注').trim().max(200, '备注不能超过200个字') });
