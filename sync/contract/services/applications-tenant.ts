/**
 * The tenant page's online applications (服务 → 在线申请; issue 19.2/19.6): the items of the tenant's apartment, their
 * own applications, booking and cancelling while applying. Every route is the lease's (requireTenant).
 */
import { z } from 'zod';
import { route } from '../route';
import { ms, nothing, page, pageQuery } from '../kit';
import { APPLICATION_MSG } from '../../rules/services/applications-rules';
import { applicationRow, itemRow } from './applications';

const bookBody = z.object({
  applyInfoId: z.string(APPLICATION_MSG.selectItem).trim().min(1, APPLICATION_MSG.selectItem).max(40),
  startTime: ms,
  endTime: ms,
  reason: z.string('请输入申请理由').trim().min(1, '请输入申请理由').max(200, '申请理由不能超过200个字'),
});
export type BookBody = z.infer<typeof bookBody>;

export const tenantApplications = {
  /** The bookable items of the tenant's apartment (not yet past their last date), with their pictures. */
  items: route({ method: 'GET', path: '/api/tenant/applications/items', reply: z.array(itemRow) }),
  list: route({
    method: 'GET',
    path: '/api/tenant/applications',
    query: z.object(pageQuery),
    reply: page(applicationRow),
  }),
  book: route({ method: 'POST', path: '/api/tenant/applications', body: bookBody, reply: applicationRow }),
  cancel: route({ method: 'POST', path: '/api/tenant/applications/:applyId/cancel', reply: nothing }),
};
