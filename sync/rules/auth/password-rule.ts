/** The rule for a new password, checked by the 修改密码 screen and by the server alike. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;

export const PASSWORD_MSG = {
  oldRequired: '请输入原密码',
  oldWrong: '原密码不正确',
  newRequired: '请输入新密码',
  weak: '新密码至少8位，需包含字母和数字',
  tooLong: '新密码不能超过32位',
  mismatch: '两次输入的新密码不一致',
  same: '新密码不能与原密码相同',
} as const;

/** The Chinese message for a new password that breaks the rule, or null: 8–32 characters with letters and digits. */
export function checkNewPassword(value: string): string | null {
  if (!value) return PASSWORD_MSG.newRequired;
  if (value.length > PASSWORD_MAX) return PASSWORD_MSG.tooLong;
  if (value.length < PASSWORD_MIN || !/[A-Za-z]/.test(value) || !/\d/.test(value) || /\s/.test(value))
    return PASSWORD_MSG.weak;
  return null;
}
