import { call, type ListFilters } from '../lib/api';
import { admin } from '../../sync/contract/admin/admin';
import type { CompanyInput, ProjectInput } from '../../sync/contract/admin/offices';

/** Query key root of the company and project screens (invalidate after a change: the selectors read offices too). */
export const OFFICES_KEY = ['admin', 'offices'] as const;

/** /companySet's filters (part 4 §2: 公司名称). */
export type CompanyFilters = ListFilters<typeof admin.companies>;
/** /itemSetting's filters (part 4 §2: 项目名称, 所属公司). */
export type ProjectFilters = ListFilters<typeof admin.projects>;

export const fetchCompanies = (f: Partial<CompanyFilters>, current: number, size = 10) =>
  call(admin.companies, { query: { ...f, current, size } });
export type CompanyItem = Awaited<ReturnType<typeof fetchCompanies>>['records'][number];
export const createCompany = (json: CompanyInput) => call(admin.createCompany, { json });
export const updateCompany = (id: string, json: CompanyInput) => call(admin.updateCompany, { params: { id }, json });
export const deleteCompany = (id: string) => call(admin.deleteCompany, { params: { id } });

export const fetchProjectPage = (f: Partial<ProjectFilters>, current: number, size = 10) =>
  call(admin.projects, { query: { ...f, current, size } });
export type ProjectItem = Awaited<ReturnType<typeof fetchProjectPage>>['records'][number];
export const createProject = (json: ProjectInput) => call(admin.createProject, { json });
export const updateProject = (id: string, json: ProjectInput) => call(admin.updateProject, { params: { id }, json });
export const deleteProject = (id: string) => call(admin.deleteProject, { params: { id } });

/** Every company of the org, for the project screen's filter and dialog. */
export const fetchCompanyOptions = () => call(admin.offices, { query: { kind: 1 } });
