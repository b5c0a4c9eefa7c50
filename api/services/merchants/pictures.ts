/**
 * The pictures of merchants, reviews and posts (the `pictures` table through api/uploads/attached-pictures.ts; ownerType 'merchant', 'merchant_avatar',
 * 'merchant_review', 'post'). Stored under the staff address of the upload (/api/upload/files/<id>); a tenant reads
 * the same file at /api/tenant/files/<id> (asTenantUrl), which api/tenant/file-rules.ts allows per ownerType.
 */

const FILE_ID = /\/files\/([A-Za-z0-9_-]{24})$/;
/** The upload id an address names (either address), or ''. */
export const fileIdOf = (url: string) => FILE_ID.exec(url)?.[1] ?? '';

export const MSG_PICTURE_MISSING = '图片不存在';

/** The staff address of an upload named by either address. */
export const staffUrl = (url: string) => `/api/upload/files/${fileIdOf(url)}`;
