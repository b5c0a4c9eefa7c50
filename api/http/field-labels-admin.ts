/** The Chinese names of the request fields of staff accounts and roles (issue 20), part of FIELD_LABELS. */
export const ADMIN_FIELD_LABELS: Record<string, string> = {
  email: '邮箱',
  nickname: '昵称',
  projectIds: '项目',
  userType: '账号类型',
};
