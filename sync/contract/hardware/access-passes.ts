/**
 * The contract of visitor passes (/tempAuthorization; issue 18.4) and of the simulated door's QR scanner (the route
 * other checks use: exactly this shape). A pass's QR payload is sync/rules/hardware/visitor-pass.ts.
 */
import { z } from 'zod';
import { route } from '../route';
import { id, ms, nothing, obj, page, pageQuery } from '../kit';
import { textFilter } from '../list-filters';
import { ACCESS_MSG } from '../../rules/hardware/access-rules';
import { MSG, PHONE_RE } from '../../rules/common/validators';

const passRow = obj({
  passId: id,
  apartmentId: id,
  apartmentName: z.string(),
  visitorName: z.string(),
  visitorPhone: z.string(),
  validFrom: ms,
  validTo: ms,
  createdByName: z.string(),
  createTime: ms,
  /** waiting (not yet), valid, expired, revoked. */
  state: z.enum(['waiting', 'valid', 'expired', 'revoked']),
  /** The QR code's text while the pass may still open a door, else ''. */
  payload: z.string(),
});
export type PassRow = z.infer<typeof passRow>;

const passListQuery = z.object({ apartmentId: textFilter(40, '公寓不正确'), ...pageQuery });
export type PassListQuery = z.infer<typeof passListQuery>;

const newPassBody = z.object({
  apartmentId: z.string(ACCESS_MSG.selectApartment).trim().min(1, ACCESS_MSG.selectApartment).max(40),
  visitorName: z.string('请输入访客姓名').trim().min(1, '请输入访客姓名').max(20, '访客姓名不能超过20个字'),
  visitorPhone: z
    .string()
    .trim()
    .refine((v) => v === '' || PHONE_RE.test(v), MSG.phoneInvalid)
    .default(''),
  validFrom: ms,
  validTo: ms,
});
export type NewPassBody = z.infer<typeof newPassBody>;

const scanBody = z.object({ payload: z.string('请扫描通行码').trim().min(1, '请扫描通行码').max(200, '通行码无效') });
const scanReply = obj({ opened: z.boolean(), reason: z.string() });

export const accessPasses = {
  list: route({ method: 'GET', path: '/api/access/passes', query: passListQuery, reply: page(passRow) }),
  create: route({ method: 'POST', path: '/api/access/passes', body: newPassBody, reply: passRow }),
  revoke: route({ method: 'DELETE', path: '/api/access/passes/:passId', reply: nothing }),
  /** The simulated door unit's QR scanner: anyone at the door, no login (ACCESS_DRIVER=simulator only). */
  scan: route({ method: 'POST', path: '/api/simulator/doors/:sn/scan', body: scanBody, reply: scanReply }),
};
