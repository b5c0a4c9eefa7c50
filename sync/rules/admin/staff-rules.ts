/** Staff accounts and roles (spec part 4 §2 "Staff accounts", "Role list", §4, §5, §6): the rules both sides run. */
import { checkNewPassword, PASSWORD_MSG } from '../auth/password-rule';
import { USER_TYPE } from '../../product/accounts';

/** isUsable of a staff account (part 4 §3, §4). */
export const STAFF_STATUS = { usable: 0, frozen: 1 } as const;
export const STAFF_STATUS_NAME: Record<number, string> = { 0: '正常', 1: '冻结' };

/** The account types a staff account may be created with (part 4 §6: 1 管理, 2 员工; the boss is never created). */
export const STAFF_TYPE_NAME: Record<number, string> = { 1: '管理', 2: '员工' };
/** Role types (part 4 §3). */
export const ROLE_TYPE_NAME: Record<number, string> = { 1: '管理', 2: '员工' };

/** A role name should stay within this many characters: a hint, not enforced (part 4 §5). */
export const ROLE_NAME_HINT = 10;

export const STAFF_MSG = {
  nameRequired: '请输入姓名',
  emailRequired: '请输入邮箱地址',
  emailInvalid: '请输入正确的邮箱地址',
  passwordRequired: '请输入用户密码',
  passwordWeak: '用户密码至少8位，需包含字母和数字',
  passwordTooLong: '用户密码不能超过32位',
  typeRequired: '请选择员工类型',
  projectRequired: '请选择所属项目',
  phoneTaken: '该手机号已被使用，请换一个手机号',
  pictureGone: '头像图片不存在或已失效，请重新上传',
  bossFrozen: '不能冻结老板账号',
  selfFrozen: '不能冻结自己的账号',
  bossRoles: '不能修改老板账号的角色',
  selfRoles: '不能修改自己的角色',
  roleNameTaken: '角色名称已存在',
} as const;

/** The refusal of deleting a role that accounts still hold. */
export const roleInUse = (holders: number) => `该角色下还有 ${holders} 名员工，不能删除，请先为他们更换角色`;

const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** The message for a bad email, or null (part 4 §5: required, and a valid address). */
export function checkEmail(value: string | undefined | null): string | null {
  const v = (value ?? '').trim();
  if (!v) return STAFF_MSG.emailRequired;
  return v.length <= 60 && EMAIL_RE.test(v) ? null : STAFF_MSG.emailInvalid;
}

/** The message for a bad new account's password, or null: the product's password rule (8–32, letters and digits). */
export function checkStaffPassword(value: string | undefined | null): string | null {
  const msg = checkNewPassword(value ?? '');
  if (msg === PASSWORD_MSG.newRequired) return STAFF_MSG.passwordRequired;
  if (msg === PASSWORD_MSG.tooLong) return STAFF_MSG.passwordTooLong;
  return msg ? STAFF_MSG.passwordWeak : null;
}

/** Whether an account's 冻结 / 解冻 is offered: never for a boss. */
export const mayFreeze = (u: { userType: number }) => u.userType !== USER_TYPE.boss;

/** Whether 修改角色 is offered (part 4 §6: hidden when the stored userType is 2; a boss holds everything). */
export const mayChangeRoles = (u: { userType: number }) => u.userType === USER_TYPE.manager;
