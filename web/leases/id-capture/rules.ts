import { MAX_UPLOAD_BYTES, MSG } from '../../../sync/validators';

/** Up to 3 ID photos (picture type 1) per tenant (spec part 2 §3 pictures, §5 upload limits). */
export const MAX_ID_PHOTOS = 3;
export const ID_PICTURE_TYPE = 1;

export const ID_CAPTURE_MSG = {
  tooMany: '最多上传3张证件照片',
  tooLarge: MSG.uploadTooLarge,
  badType: '请选择 JPG、PNG 或 WebP 格式的图片',
  unreadable: '图片无法读取，请换一张',
  cameraFailed: '无法打开摄像头，请检查权限或选择图片上传',
  removeConfirm: '确定要删除这张证件照片吗?',
} as const;

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The Chinese message for a picked file that cannot be used, or null. */
export function checkIdImageFile(file: { type: string; size: number }): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) return ID_CAPTURE_MSG.badType;
  if (file.size > MAX_UPLOAD_BYTES) return ID_CAPTURE_MSG.tooLarge;
  return null;
}

/** How many of `picked` files still fit next to `have` photos. */
export const roomFor = (have: number, picked: number) => Math.max(0, Math.min(picked, MAX_ID_PHOTOS - have));

/** What the overlay asks for, by how many photos there already are: 人像面 first, then 国徽面. */
export function shotPrompt(have: number): string {
  if (have === 0) return '第1张：身份证人像面';
  if (have === 1) return '第2张：身份证国徽面';
  return `第${have + 1}张：其他证件照片`;
}
