/**
 * The staff accounts of /api/admin (spec part 4 §2 "Staff accounts", §3 "Staff user", §5, §6): the list, a new
 * account, freeze / unfreeze, its roles and its projects. Spread into `admin` (./admin.ts).
 */
import { z } from 'zod';
import { route } from '../route';
import { id, int, ms, nothing, obj, page, pageQuery } from '../kit';
import { checkPhone, UPLOAD_URL_RE } from '../../rules/common/validators';
import { checkEmail, checkStaffPassword, STAFF_MSG } from '../../rules/admin/staff-rules';

const staffQuery = z.object({
  name: z.string().trim().max(30).optional(),
  phone: z.string().trim().max(11).optional(),
  /** 0 usable, 1 frozen. */
  status: z.coerce.number().int().min(0).max(1).optional(),
  /** Only the accounts of this project (the project screen's 管理员工). */
  officeId: z.string().max(40).optional(),
  ...pageQuery,
});
export type StaffQuery = z.infer<typeof staffQuery>;

const ids = z.array(z.string().max(40)).max(50);

/** A new staff account (part 4 §2 create-staff fields); the projects stand for the old form's shop (门店). */
const newStaff = z
  .object({
    name: z.string(STAFF_MSG.nameRequired).trim().min(1, STAFF_MSG.nameRequired).max(20, '姓名不能超过20个字'),
    phone: z
      .string('手机号不能为空')
      .trim()
      .superRefine((v, ctx) => {
        const msg = checkPhone(v);
        if (msg) ctx.addIssue({ code: 'custom', message: msg });
      }),
    nickname: z.string().trim().max(20, '昵称不能超过20个字').default(''),
    email: z
      .string(STAFF_MSG.emailRequired)
      .trim()
      .superRefine((v, ctx) => {
        const msg = checkEmail(v);
        if (msg) ctx.addIssue({ code: 'custom', message: msg });
      }),
    password: z.string(STAFF_MSG.passwordRequired).superRefine((v, ctx) => {
      const msg = checkStaffPassword(v);
      if (msg) ctx.addIssue({ code: 'custom', message: msg });
    }),
    /** 1 管理, 2 员工. */
    userType: z.union([z.literal(1), z.literal(2)], STAFF_MSG.typeRequired),
    /** An upload of the org ('/api/upload/files/<id>'), or none. */
    picture: z.string().regex(UPLOAD_URL_RE, STAFF_MSG.pictureGone).nullish(),
    /** The projects (门店) the account works in; a 员工 (type 2) must have one, it sees only their apartments. */
    projectIds: ids.default([]),
    roleIds: ids.default([]),
  })
  .refine((s) => s.userType !== 2 || s.projectIds.length > 0, {
    message: STAFF_MSG.projectRequired,
    path: ['projectIds'],
  });
export type NewStaff = z.input<typeof newStaff>;

const staffRow = obj({
  pkId: id,
  name: z.string(),
  phone: z.string(),
  nickname: z.string(),
  email: z.string().nullable(),
  picture: z.string().nullable(),
  /** 0 boss, 1 管理, 2 员工. */
  userType: int,
  /** The names of the account's roles, joined by '、'. */
  roleName: z.string(),
  roleIds: z.array(id),
  /** 职能范围: the names of its projects joined by '、' ('全部项目' for a boss, or a manager bound to none). */
  range: z.string(),
  projectIds: z.array(id),
  /** 负责房源: the rooms of its projects (every room of the org for '全部项目'). */
  house: int,
  createTime: ms,
  /** 0 usable, 1 frozen. */
  isUsable: int,
});
export type StaffRow = z.infer<typeof staffRow>;

export const staffRoutes = {
  staff: route({ method: 'GET', path: '/api/admin/staff', query: staffQuery, reply: page(staffRow) }),
  /** A new account: its password hashed, its roles and projects bound. */
  createStaff: route({ method: 'POST', path: '/api/admin/staff', body: newStaff, reply: obj({ pkId: id }) }),
  /** Freeze (1) or unfreeze (0) an account; freezing ends its sessions. */
  usable: route({
    method: 'PUT',
    path: '/api/admin/staff/:id/usable',
    body: z.object({ usable: z.union([z.literal(0), z.literal(1)], '状态不正确') }),
    reply: nothing,
  }),
  /** Binds the account to these roles of the organisation (replacing the previous set). */
  staffRoles: route({
    method: 'PUT',
    path: '/api/admin/staff/:id/roles',
    body: z.object({ roleIds: ids }),
    reply: nothing,
  }),
  /** Puts the account in these projects of the organisation (replacing the previous set). */
  staffProjects: route({
    method: 'PUT',
    path: '/api/admin/staff/:id/projects',
    body: z.object({ projectIds: ids }),
    reply: nothing,
  }),
};
