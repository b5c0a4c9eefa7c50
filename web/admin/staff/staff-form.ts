import type { NewStaff } from '../../../sync/contract/admin/staff';
import { checkEmail, checkStaffPassword, STAFF_MSG } from '../../../sync/rules/admin/staff-rules';
import { checkPhone } from '../../../sync/rules/common/validators';
import { USER_TYPE } from '../../../sync/product/accounts';

/** A new staff account as the form holds it (part 4 §2 create-staff fields). */
export interface StaffDraft {
  name: string;
  phone: string;
  nickname: string;
  email: string;
  password: string;
  userType: 1 | 2 | null;
  projectIds: string[];
  roleIds: string[];
  picture: string[];
}

export const emptyStaff = (projectIds: string[] = []): StaffDraft => ({
  name: '',
  phone: '',
  nickname: '',
  email: '',
  password: '',
  userType: 2,
  projectIds,
  roleIds: [],
  picture: [],
});

/**
 * The account to send, or the form's first message (the server's own words, in the order of the fields): 姓名, the
 * phone rule, the email ('请输入邮箱地址' / '请输入正确的邮箱地址'), '请输入用户密码' and the password rule, the type,
 * and a project for a 员工 (who sees only the apartments of their projects).
 */
export function staffOf(d: StaffDraft): NewStaff | string {
  const name = d.name.trim();
  if (!name) return STAFF_MSG.nameRequired;
  const problem = checkPhone(d.phone) ?? checkEmail(d.email) ?? checkStaffPassword(d.password);
  if (problem) return problem;
  if (d.userType === null) return STAFF_MSG.typeRequired;
  if (d.userType === USER_TYPE.staff && !d.projectIds.length) return STAFF_MSG.projectRequired;
  return {
    name,
    phone: d.phone.trim(),
    nickname: d.nickname.trim(),
    email: d.email.trim(),
    password: d.password,
    userType: d.userType,
    projectIds: d.projectIds,
    roleIds: d.roleIds,
    picture: d.picture[0] ?? null,
  };
}
