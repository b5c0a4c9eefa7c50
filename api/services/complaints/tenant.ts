import { and, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Deps } from '../../deps';
import type { Reader } from '../../db/store';
import { badRequest } from '../../http/errors';
import type { TenantContext } from '../../tenant/auth';
import { fileUrl } from '../../uploads/store-upload';
import type { FileComplaintBody } from '../../../sync/contract/services/complaints';
import { PERMS } from '../../../sync/product/permissions';
import {
  COMPLAINT_KIND_LABEL,
  COMPLAINT_STATUS,
  type ComplaintKind,
} from '../../../sync/rules/services/complaints-rules';
import { SERVICE_PICTURE } from '../applications/pictures';
import { asTenantUrl, notTenantUploads } from '../../tenant/own-uploads';
import { staffTelling } from '../applications/managers';
import { complaints } from './schema';
import { complaintPage } from './list';
import { setPictures } from '../../uploads/attached-pictures';

/** Where the staff told of a new complaint land. */
const STAFF_URL = '/complaintAdvice?status=0';

/** The tenant's own complaints and suggestions (their lease's), newest first, with the replies. */
export const tenantComplaintPage = (db: Reader, t: TenantContext, current: number, size: number) =>
  complaintPage(
    db,
    t.orgId,
    and(eq(complaints.orgId, t.orgId), eq(complaints.leaseId, t.leaseId)),
    current,
    size,
    asTenantUrl,
  );

/** The pictures must be the tenant's own uploads (POST /api/tenant/upload by this lease's link). */
async function ownUploads(db: Reader, t: TenantContext, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if ((await notTenantUploads(db, t, unique)).length) throw badRequest('图片不存在');
  return unique.map(fileUrl);
}

/**
 * A tenant files a complaint or a suggestion (not replied yet) with up to 9 of their own pictures; the apartment's
 * staff of 投诉建议 are told (message centre in the unit, push after).
 */
export async function fileComplaint(deps: Deps, t: TenantContext, body: FileComplaintBody) {
  const { db } = deps;
  const urls = await ownUploads(db, t, body.pictures);
  const tell = await staffTelling(
    deps,
    { orgId: t.orgId, apartmentId: t.apartmentId, perm: PERMS.complaints },
    {
      title: `新的${COMPLAINT_KIND_LABEL[body.kind as ComplaintKind]}`,
      content: `${t.apartmentName} ${t.houseNumber} ${t.tenantName}：${body.title}`,
      url: STAFF_URL,
    },
  );
  const id = await db.write(t.orgId, async (tx) => {
    const id = ulid(tx.now);
    await tx.insert(complaints).values({
      id,
      orgId: t.orgId,
      createdAt: tx.now,
      updatedAt: tx.now,
      apartmentId: t.apartmentId,
      roomId: t.roomId,
      leaseId: t.leaseId,
      tenantName: t.tenantName,
      phone: t.phone,
      kind: body.kind,
      title: body.title,
      content: body.desc,
      status: COMPLAINT_STATUS.unreplied,
    });
    await setPictures(tx, t.orgId, SERVICE_PICTURE.complaint, id, urls);
    await tell.post(tx);
    return id;
  });
  await tell.push(`complaint-${id}`);
  const page = await complaintPage(db, t.orgId, eq(complaints.id, id), 1, 1, asTenantUrl);
  return page.records[0]!;
}
