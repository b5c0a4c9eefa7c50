/**
 * Companies and projects (part 4 §2 "Company list", "Project list", §5, §8): the messages both sides show, and the
 * reason a project cannot be deleted.
 */

/** 1 company (公司), 2 project (项目, its pid the company). */
export const OFFICE_KIND = { company: 1, project: 2 } as const;

export const OFFICE_MSG = {
  /** §5, verbatim. */
  companyNameRequired: '请输入公司名称',
  projectNameRequired: '请输入项目名称',
  companyRequired: '请选择所属公司',
  companyMissing: '公司不存在',
  projectMissing: '项目不存在',
  companyHasProjects: '该公司下还有项目，不能删除',
  /** §8: the question before deleting a company (and a project). */
  deleteQuestion: '确定要删除该条信息吗?',
} as const;

/**
 * Why a project cannot be deleted, or null when it can: rooms (by their effective project) or accounts are still
 * assigned to it. '该项目下还有 3 间房源、2 名员工，请先移出'; a part that is 0 is left out.
 */
export function projectInUse(rooms: number, staff: number): string | null {
  if (!rooms && !staff) return null;
  const parts = [rooms ? `${rooms} 间房源` : '', staff ? `${staff} 名员工` : ''].filter(Boolean);
  return `该项目下还有 ${parts.join('、')}，请先移出`;
}
