import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Reader, Tx } from '../db/store';
import { conflict } from '../http/errors';
import { pageOf } from '../http/reply';
import { apartments } from '../houses/schema';
import { offices } from './schema';
import { addOffice, editOffice, officeOf, officePage, removeOffice } from './office-rows';
import { accountsByProject, roomsByProject } from './project-counts';
import { OFFICE_KIND, projectInUse } from '../../sync/rules/admin/office-rules';
import type { ProjectInput, ProjectRow } from '../../sync/contract/admin/offices';

/**
 * 项目设置 (part 4 §2 "Project list"): the projects, 10 a page, by a part of their name and their company, each
 * with its company's name, its rooms by type (集中式 / 分散式, by the rooms' effective project), its accounts by
 * type and by role.
 */
export async function listProjects(
  db: Reader,
  orgId: string,
  f: { officeName?: string; pid?: string; current: number; size: number },
) {
  const { rows, total } = await officePage(db, orgId, OFFICE_KIND.project, f);
  const ids = rows.map((r) => r.id);
  const companyIds = [...new Set(rows.map((r) => r.pid).filter((p): p is string => !!p))];
  const [houses, accounts, companies] = await Promise.all([
    roomsByProject(db, orgId, ids),
    accountsByProject(db, ids),
    companyIds.length
      ? db
          .select({ id: offices.id, name: offices.name })
          .from(offices)
          .where(and(eq(offices.orgId, orgId), inArray(offices.id, companyIds)))
      : [],
  ]);
  const companyName = new Map(companies.map((c) => [c.id, c.name]));
  const records: ProjectRow[] = rows.map((o) => {
    const h = houses.get(o.id);
    const a = accounts.get(o.id)!;
    return {
      officeId: o.id,
      name: o.name,
      address: o.address,
      phone: o.phone,
      privateAccount: o.privateAccount,
      publicAccount: o.publicAccount,
      supervisor: o.supervisor,
      pid: o.pid,
      parent: (o.pid && companyName.get(o.pid)) || '',
      gmtCreate: o.createdAt,
      centralizedHouse: h?.centralized ?? 0,
      dispersionHouse: h?.dispersed ?? 0,
      principal: a.principal,
      management: a.management,
      employee: a.employee,
      purview: a.purview,
    };
  });
  return pageOf(records, total, f.current, f.size);
}

type ProjectFields = Required<ProjectInput>;

/** The bound company must be a live company of the org (else 404 '公司不存在'). */
const companyOf = (orgId: string, input: ProjectFields) => (tx: Tx) =>
  officeOf(tx, orgId, input.pid, OFFICE_KIND.company);

/** 添加项目, bound to a company of the org. */
export const createProject = (db: Db, now: number, orgId: string, input: ProjectFields) =>
  addOffice(db, now, orgId, OFFICE_KIND.project, input, companyOf(orgId, input));

/** 编辑项目 (its company may change). */
export const updateProject = (db: Db, now: number, orgId: string, id: string, input: ProjectFields) =>
  editOffice(db, now, orgId, OFFICE_KIND.project, id, input, companyOf(orgId, input));

/**
 * 删除项目: refused while rooms (by their effective project) or accounts are assigned to it, with the numbers
 * ('该项目下还有 N 间房源、M 名员工，请先移出'). An apartment still naming it as its project (its rooms all moved
 * elsewhere) is left without one.
 */
export const deleteProject = (db: Db, now: number, orgId: string, id: string) =>
  removeOffice(db, now, orgId, OFFICE_KIND.project, id, async (tx) => {
    const houses = (await roomsByProject(tx, orgId, [id])).get(id)?.total ?? 0;
    const staff = (await accountsByProject(tx, [id])).get(id)!.total;
    const reason = projectInUse(houses, staff);
    if (reason) throw conflict(reason);
    await tx
      .update(apartments)
      .set({ projectId: null, updatedAt: now })
      .where(and(eq(apartments.orgId, orgId), eq(apartments.projectId, id)));
  });
