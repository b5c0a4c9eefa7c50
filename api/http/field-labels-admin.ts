/**
 * The Chinese names of the request fields of staff accounts, roles, companies and projects (issue 20), part of
 * FIELD_LABELS.
 */
export const ADMIN_FIELD_LABELS: Record<string, string> = {
  areaId: '区域',
  email: '邮箱',
  nickname: '昵称',
  officeName: '名称',
  pid: '所属公司',
  privateAccount: '对私账户',
  publicAccount: '对公账户',
  projectIds: '项目',
  supervisor: '负责人',
  userType: '账号类型',
};
