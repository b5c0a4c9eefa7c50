/**
 * The contract of the tenant page's own routes (issue 19.1): the session made from the personal link and what the
 * tenant sees of the lease. Every route but `session` answers 401 '链接已失效，请联系管家获取新链接' when the link
 * no longer works. Other areas keep their tenant routes' contracts beside this file.
 */
import { z } from 'zod';
import { fileReply, route } from '../route';
import { PICTURE_TYPES } from '../uploads/uploads';
import { date, fen, id, int, ms, obj } from '../kit';
import { TENANT_MSG } from '../../rules/tenant/tenant-link';

const sessionBody = z.object({
  token: z.string(TENANT_MSG.noLink).trim().min(20, TENANT_MSG.dead).max(100, TENANT_MSG.dead),
});

/** The lease as its tenant sees it: room, dates, rent and deposit, and what is left to pay. */
const tenantMe = obj({
  leaseId: id,
  leaseCode: z.string(),
  tenantName: z.string(),
  apartmentName: z.string(),
  /** '东湖公寓 3层 301'. */
  houseName: z.string(),
  houseNumber: z.string(),
  startDate: date,
  endDate: date,
  statusText: z.string(),
  rentCost: fen,
  depositCost: fen,
  /** Months paid per period (付N). */
  payment: int,
  /** Unpaid valid bills: their total and how many are overdue. */
  unpaidTotal: fen,
  unpaidCount: int,
  overdueCount: int,
  /** When the link stops working. */
  linkExpiresAt: ms,
});
export type TenantMe = z.infer<typeof tenantMe>;

export const tenant = {
  session: route({ method: 'POST', path: '/api/tenant/session', body: sessionBody, reply: obj({ expiresAt: ms }) }),
  me: route({ method: 'GET', path: '/api/tenant/me', reply: tenantMe }),
  /**
   * Stores one picture of the tenant (multipart/form-data `file`; images only, ≤ 10 MB, the messages of
   * /api/upload/uploadfile). `id` is what the other tenant routes take; `url` is '/api/tenant/files/<id>'.
   */
  upload: route({
    method: 'POST',
    path: '/api/tenant/upload',
    reply: obj({ id, url: z.string().regex(/^\/api\/tenant\/files\/[A-Za-z0-9_-]{24}$/) }),
  }),
  /** A picture the tenant uploaded, or one attached to something the tenant may see (api/tenant/file-rules.ts). */
  file: route({ method: 'GET', path: '/api/tenant/files/:id{[A-Za-z0-9_-]{24}}', reply: fileReply(...PICTURE_TYPES) }),
};
