import { MAX_UPLOAD_BYTES } from '../../../sync/rules/common/validators';

/** Up to 3 ID photos (picture type 1) per tenant (spec part 2 §3 pictures, §5 upload limits). */
export const MAX_ID_PHOTOS = 3;
/** The upload limit (10 MB), applied to the JPEG that is uploaded, not to the picked original. */
export const MAX_ID_PHOTO_BYTES = MAX_UPLOAD_BYTES;

export const ID_CAPTURE_MSG = {
  tooMany: '最多上传3张证件照片',
  tooLarge: '证件照片不能超过10MB',
  badType: '请选择 JPG、PNG 或 WebP 格式的图片',
  unreadable: '图片无法读取，请换一张',
  cameraFailed: '无法打开摄像头，请检查权限或选择图片上传',
  removeConfirm: '确定要删除这张证件照片吗?',
} as const;

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The message for a picked file of a type that cannot be used, or null. Checked before decoding. */
export function checkIdImageType(file: { type: string }): string | null {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase()) ? null : ID_CAPTURE_MSG.badType;
}

/** The message for an encoded ID photo over 10 MB, or null. */
export function checkIdJpegSize(jpeg: { size: number }): string | null {
  return jpeg.size > MAX_ID_PHOTO_BYTES ? ID_CAPTURE_MSG.tooLarge : null;
}

/**
 * A picked picture made ready for upload: the type is checked first, then the picture is re-encoded (downscaled JPEG,
 * encode.ts fileToJpeg) and the size of that JPEG is checked — so a 12 MB phone photo is accepted once it shrinks.
 * Gives the JPEG, or the message to show.
 */
export async function prepareIdPhoto<B extends { type: string; size: number }>(
  file: B,
  encode: (file: B) => Promise<Blob>,
): Promise<{ jpeg: Blob } | { problem: string }> {
  const badType = checkIdImageType(file);
  if (badType) return { problem: badType };
  let jpeg: Blob;
  try {
    jpeg = await encode(file);
  } catch {
    return { problem: ID_CAPTURE_MSG.unreadable };
  }
  const tooLarge = checkIdJpegSize(jpeg);
  return tooLarge ? { problem: tooLarge } : { jpeg };
}

/** How many of `picked` files still fit next to `have` photos. */
export const roomFor = (have: number, picked: number) => Math.max(0, Math.min(picked, MAX_ID_PHOTOS - have));

/** What the overlay asks for, by how many photos there already are: 人像面 first, then 国徽面. */
export function shotPrompt(have: number): string {
  if (have === 0) return '第1张：身份证人像面';
  if (have === 1) return '第2张：身份证国徽面';
  return `第${have + 1}张：其他证件照片`;
}
