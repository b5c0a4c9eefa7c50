/** Validation rules both sides run identically (spec part 1 §5). */

export const MSG = {
  accountRequired: '请输入账号',
  passwordRequired: '请输入密码',
  phoneRequired: '手机号不能为空',
  phoneInvalid: '请输入正确的手机号',
  nameRequired: '请输入姓名',
  regionRequired: '请选择省市区',
  uploadTooLarge: '上传头像图片大小不能超过 10MB!',
} as const;

/** Mainland mobile number: 11 digits, starting 1, second digit 3, 4, 5, 7 or 8 (part 1 §5, the shared rule). */
export const PHONE_RE = /^1[34578]\d{9}$/;

/** Returns the Chinese message for a bad phone, or null when it is fine. */
export function checkPhone(value: string | undefined | null): string | null {
  const v = (value ?? '').trim();
  if (!v) return MSG.phoneRequired;
  return PHONE_RE.test(v) ? null : MSG.phoneInvalid;
}

/** The address of a stored upload ('/api/upload/files/<24-character id>'); the id is the first group. */
export const UPLOAD_URL_RE = /^\/api\/upload\/files\/([A-Za-z0-9_-]{24})$/;

/** Upload limit for avatars, receipts and other single images (part 1 §5, part 4 §5). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
