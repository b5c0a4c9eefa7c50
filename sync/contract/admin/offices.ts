/**
 * Companies and projects of /api/admin (spec part 4 §2 "Company list", "Project list", §3 "Office", §5, §7):
 * the lists with their figures, add, edit and delete. Spread into `admin` (./admin.ts).
 */
import { z } from 'zod';
import { route } from '../route';
import { id, int, ms, nothing, obj, page, pageQuery } from '../kit';
import { OFFICE_MSG } from '../../rules/admin/office-rules';

const text = (max: number, what: string) => z.string().trim().max(max, `${what}不能超过${max}个字`).default('');

/** The fields a company and a project share (part 4 §2 add/edit dialogs). */
const officeFields = {
  address: text(100, '地址'),
  phone: text(20, '电话'),
  privateAccount: text(40, '对私账户'),
  publicAccount: text(40, '对公账户'),
};

const companyBody = z.object({
  name: z
    .string(OFFICE_MSG.companyNameRequired)
    .trim()
    .min(1, OFFICE_MSG.companyNameRequired)
    .max(40, '公司名称不能超过40个字'),
  ...officeFields,
});
export type CompanyInput = z.input<typeof companyBody>;

const projectBody = z.object({
  name: z
    .string(OFFICE_MSG.projectNameRequired)
    .trim()
    .min(1, OFFICE_MSG.projectNameRequired)
    .max(40, '项目名称不能超过40个字'),
  /** The bound company (所属公司). */
  pid: z.string(OFFICE_MSG.companyRequired).trim().min(1, OFFICE_MSG.companyRequired).max(40),
  /** 负责人 (a name, shown in the list). */
  supervisor: text(20, '负责人'),
  ...officeFields,
});
export type ProjectInput = z.input<typeof projectBody>;

const companyQuery = z.object({ officeName: z.string().trim().max(40).optional(), ...pageQuery });
const projectQuery = z.object({
  officeName: z.string().trim().max(40).optional(),
  /** Only the projects of this company. */
  pid: z.string().trim().max(40).optional(),
  ...pageQuery,
});

const companyRow = obj({
  officeId: id,
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  privateAccount: z.string(),
  publicAccount: z.string(),
  gmtCreate: ms,
  /** How many live projects it has (a company with any cannot be deleted). */
  projects: int,
});
export type CompanyRow = z.infer<typeof companyRow>;

const projectRow = obj({
  officeId: id,
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  privateAccount: z.string(),
  publicAccount: z.string(),
  supervisor: z.string(),
  /** The company (所属公司): its id and name. */
  pid: id.nullable(),
  parent: z.string(),
  gmtCreate: ms,
  /** Rooms whose effective project (the room's own, else its apartment's) is this one: type 1 集中式, 2 分散式. */
  centralizedHouse: int,
  dispersionHouse: int,
  /** Accounts bound to the project by account type: 0 老板 (负责人), 1 管理, 2 员工. */
  principal: int,
  management: int,
  employee: int,
  /** Per role, how many of the project's accounts hold it. */
  purview: z.array(obj({ roleName: z.string(), number: int })),
});
export type ProjectRow = z.infer<typeof projectRow>;

export const officeRoutes = {
  companies: route({ method: 'GET', path: '/api/admin/companies', query: companyQuery, reply: page(companyRow) }),
  createCompany: route({
    method: 'POST',
    path: '/api/admin/companies',
    body: companyBody,
    reply: obj({ officeId: id }),
  }),
  updateCompany: route({ method: 'PUT', path: '/api/admin/companies/:id', body: companyBody, reply: nothing }),
  /** Refused while the company has projects. */
  deleteCompany: route({ method: 'DELETE', path: '/api/admin/companies/:id', reply: nothing }),
  projects: route({ method: 'GET', path: '/api/admin/projects', query: projectQuery, reply: page(projectRow) }),
  createProject: route({
    method: 'POST',
    path: '/api/admin/projects',
    body: projectBody,
    reply: obj({ officeId: id }),
  }),
  updateProject: route({ method: 'PUT', path: '/api/admin/projects/:id', body: projectBody, reply: nothing }),
  /** Refused while rooms or accounts are assigned to it, with the numbers. */
  deleteProject: route({ method: 'DELETE', path: '/api/admin/projects/:id', reply: nothing }),
};
