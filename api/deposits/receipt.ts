import { and, eq } from 'drizzle-orm';
import type { Reader } from '../db/store';
import { badRequest } from '../http/errors';
import { uploads } from '../uploads/schema';
import { UPLOAD_URL_RE } from '../../sync/rules/common/validators';

/** The receipt photo (at most one, optional) must be an upload of the user's own org; returns it or ''. */
export async function checkReceiptPicture(db: Reader, orgId: string, url: string | null | undefined): Promise<string> {
  const u = (url ?? '').trim();
  if (!u) return '';
  const id = UPLOAD_URL_RE.exec(u)?.[1];
  const [found] = id
    ? await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.orgId, orgId), eq(uploads.id, id)))
        .limit(1)
    : [];
  if (!found) throw badRequest('收款凭证图片不存在或已失效，请重新上传');
  return u;
}
