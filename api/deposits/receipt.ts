import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { badRequest } from '../http/errors';
import { uploads } from '../uploads/schema';
import { UPLOAD_URL_RE } from '../owners/photos';

/** The receipt photo (at most one, optional) must be an upload of the user's own org; returns it or ''. */
export function checkReceiptPicture(db: Db, orgId: string, url: string | null | undefined): string {
  const u = (url ?? '').trim();
  if (!u) return '';
  const id = UPLOAD_URL_RE.exec(u)?.[1];
  const found = id ? db.select({ id: uploads.id }).from(uploads).where(and(eq(uploads.orgId, orgId), eq(uploads.id, id))).get() : undefined;
  if (!found) throw badRequest('收款凭证图片不存在或已失效，请重新上传');
  return u;
}
