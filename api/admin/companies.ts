import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Reader, Tx } from '../db/store';
import { conflict } from '../http/errors';
import { pageOf } from '../http/reply';
import { offices } from './schema';
import { addOffice, editOffice, officePage, removeOffice } from './office-rows';
import { OFFICE_KIND, OFFICE_MSG } from '../../sync/rules/admin/office-rules';
import type { CompanyInput, CompanyRow } from '../../sync/contract/admin/offices';

/** 公司设置 (part 4 §2 "Company list"): the companies, 10 a page, newest first, with how many projects each has. */
export async function listCompanies(
  db: Reader,
  orgId: string,
  f: { officeName?: string; current: number; size: number },
) {
  const { rows, total } = await officePage(db, orgId, OFFICE_KIND.company, f);
  const projects = await projectsOf(
    db,
    orgId,
    rows.map((r) => r.id),
  );
  const records: CompanyRow[] = rows.map((o) => ({
    officeId: o.id,
    name: o.name,
    address: o.address,
    phone: o.phone,
    privateAccount: o.privateAccount,
    publicAccount: o.publicAccount,
    gmtCreate: o.createdAt,
    projects: projects.get(o.id) ?? 0,
  }));
  return pageOf(records, total, f.current, f.size);
}

/** How many live projects each of these companies has. */
async function projectsOf(db: Reader | Tx, orgId: string, companyIds: string[]) {
  if (!companyIds.length) return new Map<string, number>();
  const rows = await db
    .select({ pid: offices.pid, n: count() })
    .from(offices)
    .where(
      and(
        eq(offices.orgId, orgId),
        eq(offices.kind, OFFICE_KIND.project),
        isNull(offices.deletedAt),
        inArray(offices.pid, companyIds),
      ),
    )
    .groupBy(offices.pid);
  return new Map(rows.map((r) => [r.pid!, Number(r.n)]));
}

type CompanyFields = Required<CompanyInput>;

/** 添加公司. */
export const createCompany = (db: Db, now: number, orgId: string, input: CompanyFields) =>
  addOffice(db, now, orgId, OFFICE_KIND.company, input);

/** 编辑公司: name, address, phone and the two accounts. */
export const updateCompany = (db: Db, now: number, orgId: string, id: string, input: CompanyFields) =>
  editOffice(db, now, orgId, OFFICE_KIND.company, id, input);

/** 删除公司: refused while it has projects ('该公司下还有项目，不能删除'). */
export const deleteCompany = (db: Db, now: number, orgId: string, id: string) =>
  removeOffice(db, now, orgId, OFFICE_KIND.company, id, async (tx) => {
    if ((await projectsOf(tx, orgId, [id])).get(id)) throw conflict(OFFICE_MSG.companyHasProjects);
  });
