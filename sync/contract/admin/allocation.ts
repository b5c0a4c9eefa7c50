/**
 * House-to-project assignment (spec part 4 §2 "House-to-project assignment", issue 20.3): the rooms of the
 * organisation with the project they belong to, and moving a set of rooms into a project. Spread into `admin`
 * (./admin.ts). The area filter is the apartment's district (区域, the board's district choices).
 */
import { z } from 'zod';
import { route } from '../route';
import { id, int, obj, page, pageQuery } from '../kit';

export const ALLOCATION_MSG = {
  projectRequired: '请选择项目',
  roomsRequired: '请选择房间',
  tooMany: '每次最多设置500间',
} as const;

const allocationQuery = z.object({
  /** The effective project (room's own, else its apartment's); 0 or absent: all. */
  officeId: z.string().max(40).optional(),
  /** The apartment's district code (区域). */
  areaId: z.string().max(20).optional(),
  apartmentId: z.string().max(40).optional(),
  templateId: z.string().max(40).optional(),
  houseNumber: z.string().trim().max(20).optional(),
  /** 0 not rented, 1 rented. */
  isRent: z.coerce.number().int().min(0).max(1).optional(),
  ...pageQuery,
});
export type AllocationQuery = z.infer<typeof allocationQuery>;

const allocationRow = obj({
  houseId: id,
  apartmentId: id,
  apartmentName: z.string(),
  /** 1 集中式, 2 分散式 (the room's type). */
  apartmentType: int,
  houseNumber: z.string(),
  /** The room's template name ('' when none). */
  houseType: z.string(),
  /** 'N室N厅N卫'. */
  roomType: z.string(),
  isRent: int,
  /** The room's area in m², or null. */
  area: z.number().nullable(),
  /** The apartment's district and business district. */
  location: z.string(),
  /** The effective project, or null (none). */
  officeId: id.nullable(),
  officeName: z.string(),
});
export type AllocationRow = z.infer<typeof allocationRow>;

/** The project first: with neither chosen, '请选择项目' is the message (then '请选择房间'). */
const assignBody = z.object({
  officeId: z.string(ALLOCATION_MSG.projectRequired).min(1, ALLOCATION_MSG.projectRequired).max(40),
  houseIds: z
    .array(z.string().min(1).max(40), ALLOCATION_MSG.roomsRequired)
    .min(1, ALLOCATION_MSG.roomsRequired)
    .max(500, ALLOCATION_MSG.tooMany),
});
export type AssignInput = z.infer<typeof assignBody>;

export const allocationRoutes = {
  allocation: route({
    method: 'GET',
    path: '/api/admin/house-allocation',
    query: allocationQuery,
    reply: page(allocationRow),
  }),
  /** Moves the rooms into the project: how many moved (were elsewhere) and how many were already there. */
  assign: route({
    method: 'PUT',
    path: '/api/admin/house-allocation',
    body: assignBody,
    reply: obj({ moved: int, unchanged: int, officeName: z.string() }),
  }),
};
