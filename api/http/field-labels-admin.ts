/**
 * The Chinese names of the request fields of staff accounts, roles, companies and projects and the operation log
 * (issue 20), part of FIELD_LABELS.
 */
export const ADMIN_FIELD_LABELS: Record<string, string> = {
  account: '操作人',
  accountType: '账号类型',
  areaId: '区域',
  context: '操作内容',
  email: '邮箱',
  nickname: '昵称',
  officeName: '名称',
  operationType: '操作类型',
  pid: '所属公司',
  privateAccount: '对私账户',
  publicAccount: '对公账户',
  reconDate: '结算日期',
  projectIds: '项目',
  supervisor: '负责人',
  terminal: '终端',
  userType: '账号类型',
};
