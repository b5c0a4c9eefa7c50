import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAll, makeHarness, PHONES, upload, type Harness, type Tokens } from './harness';
import { apartments, rooms } from '../../api/houses/schema';
import { roomTemplates } from '../../api/templates/schema';
import { offices, roles } from '../../api/admin/schema';
import { users } from '../../api/auth/schema';
import { contractTemplates } from '../../api/settings/schema';
import { bulletins } from '../../api/dashboard/schema';
import { messages } from '../../api/messages/schema';
import { owners } from '../../api/owners/schema';
import { bills, leases, leaseTenants } from '../../api/leases/schema';
import { depositOrders } from '../../api/deposits/schema';
import { appointments } from '../../api/appointments/schema';
import { locks } from '../../api/hardware/locks/schema';
import { gateways } from '../../api/hardware/gateways/schema';
import { hardwareAlarms } from '../../api/hardware/alarms/schema';
import { merchantReviews, merchants, shopCategories, shopGenres } from '../../api/services/merchants/schema';
import { communityPosts, postComments, postLikes } from '../../api/services/posts/schema';
import { MERCHANT_STATUS } from '../../sync/rules/services/merchants-rules';
import { POST_REVIEW } from '../../sync/rules/services/posts-rules';
import { repairs, repairTypes } from '../../api/repairs/schema';
import { notices } from '../../api/notices/schema';
import { accessDevices, accessPasses } from '../../api/hardware/access/schema';
import { meterReadings, meters } from '../../api/meters/schema';
import { pictures, uploads } from '../../api/uploads/schema';
import { addContractTemplates } from './factories/leases';
import { addRefundApplication } from './factories/finance-refunds';
import { ledgerEntries } from '../../api/ledger/schema';
import { applicationItems, onlineApplications } from '../../api/services/applications/schema';
import { complaints } from '../../api/services/complaints/schema';
import { APPLY_STATE, OWNER_STATUS } from '../../sync/rules/owners/owner-review';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { TEMPLATE_STATUS } from '../../sync/rules/settings/settings';
import { OPERATE } from '../../sync/rules/houses/room-plan';

/**
 * The route sweep: every API route the app serves refuses a request without a session (401), except the few that are
 * public by design; and every route that takes an id in its path refuses (404 or 403) an id of another organisation
 * and, for staff, an id outside their projects. A new route is swept automatically; a new public one must be named
 * here, and a new route with a path parameter must say in ID_ROUTES what kind of thing the parameter names.
 */
const PUBLIC = new Set<string>([
  'POST /api/auth/login',
  'GET /api/public/regions',
  'POST /api/public/register',
  // The payment sandbox's page: the QR code's link, opened by the payer's phone.
  'GET /api/payments/sandbox/:tradeNo',
  'POST /api/payments/sandbox/:tradeNo/pay',
  // The simulated lock's keypad (anyone at the door) and the simulator's hand on a lock (LOCK_DRIVER=simulator only).
  'POST /api/simulator/locks/:sn/keypad',
  'POST /api/simulator/locks/:sn/state',
  // The simulator's hand on a door device or gateway (ACCESS_DRIVER=simulator only).
  'POST /api/simulator/doors/:sn/state',
  // The simulated door's QR scanner: anyone at the door (ACCESS_DRIVER=simulator only).
  'POST /api/simulator/doors/:sn/scan',
  // The tenant page's session, made from the personal link's token (issue 19.1).
  'POST /api/tenant/session',
]);

/** What a path parameter names. `null`: not an id of an organisation's data (an enum, a public route's token). */
type Kind =
  | 'apartment'
  | 'room'
  | 'template'
  | 'role'
  | 'company'
  | 'project'
  | 'staffUser'
  | 'contractTemplate'
  | 'bulletin'
  | 'message'
  | 'owner'
  | 'ownerApplication'
  | 'lease'
  | 'leasePicture'
  | 'deposit'
  | 'resident'
  | 'appointment'
  | 'receipt'
  | 'refundApplication'
  | 'ledgerEntry'
  | 'meter'
  | 'reading'
  | 'lock'
  | 'gateway'
  | 'accessDevice'
  | 'pass'
  | 'alarm'
  | 'merchant'
  | 'merchantReview'
  | 'merchantGenre'
  | 'merchantCategory'
  | 'post'
  | 'postComment'
  | 'postLike'
  | 'repair'
  | 'notice'
  | 'repairType'
  | 'file'
  | 'applicationItem'
  | 'application'
  | 'complaint';

/** Every route with a path parameter: parameter → kind. The sweep fails on a route missing here. */
const ID_ROUTES: Record<string, Record<string, Kind | null>> = {
  'DELETE /api/messages/:id': { id: 'message' },
  'GET /api/upload/files/:id{[A-Za-z0-9_-]{24}}': { id: 'file' },
  'GET /api/houses/apartments/:id': { id: 'apartment' },
  'PUT /api/houses/apartments/:id/floors': { id: 'apartment' },
  'PUT /api/houses/apartments/:id': { id: 'apartment' },
  'PUT /api/admin/roles/:id/actions': { id: 'role' },
  'DELETE /api/admin/roles/:id': { id: 'role' },
  'PUT /api/admin/staff/:id/usable': { id: 'staffUser' },
  'PUT /api/admin/staff/:id/roles': { id: 'staffUser' },
  'PUT /api/admin/staff/:id/projects': { id: 'staffUser' },
  'PUT /api/admin/companies/:id': { id: 'company' },
  'DELETE /api/admin/companies/:id': { id: 'company' },
  'PUT /api/admin/projects/:id': { id: 'project' },
  'DELETE /api/admin/projects/:id': { id: 'project' },
  'GET /api/templates/rooms/:houseId': { houseId: 'room' },
  'PUT /api/templates/rooms/:houseId': { houseId: 'room' },
  'PUT /api/templates/rooms/:houseId/template': { houseId: 'room' },
  'GET /api/templates/:id': { id: 'template' },
  'PUT /api/templates/:id': { id: 'template' },
  'DELETE /api/templates/:id': { id: 'template' },
  'PUT /api/board/houses/:id/rent': { id: 'room' },
  'PUT /api/board/houses/:id/decoration': { id: 'room' },
  'PUT /api/board/houses/:id/show': { id: 'room' },
  'PUT /api/board/houses/:id/remark': { id: 'room' },
  'GET /api/settings/house-defaults/:apartmentId': { apartmentId: 'apartment' },
  'PUT /api/settings/house-defaults/:apartmentId': { apartmentId: 'apartment' },
  'PUT /api/settings/house-defaults/:apartmentId/items': { apartmentId: 'apartment' },
  'PUT /api/settings/house-defaults/:apartmentId/intro': { apartmentId: 'apartment' },
  'PUT /api/settings/house-defaults/:apartmentId/facility': { apartmentId: 'apartment' },
  'PUT /api/settings/contract-templates/:id/status': { id: 'contractTemplate' },
  'GET /api/settings/finance/:kind': { kind: null },
  'PUT /api/settings/finance/:kind': { kind: null },
  'GET /api/settings/meter-prices/:apartmentId': { apartmentId: 'apartment' },
  'PUT /api/settings/meter-prices/:apartmentId': { apartmentId: 'apartment' },
  'GET /api/settings/meter-receipt/:apartmentId': { apartmentId: 'apartment' },
  'PUT /api/settings/meter-receipt/:apartmentId': { apartmentId: 'apartment' },
  'GET /api/settings/device/:apartmentId': { apartmentId: 'apartment' },
  'PUT /api/settings/device/:apartmentId': { apartmentId: 'apartment' },
  'GET /api/settings/service-line/:apartmentId': { apartmentId: 'apartment' },
  'PUT /api/settings/service-line/:apartmentId': { apartmentId: 'apartment' },
  'DELETE /api/dashboard/bulletins/:id': { id: 'bulletin' },
  'GET /api/owners/rooms/:houseId': { houseId: 'ownerApplication' },
  'PUT /api/owners/rooms/:houseId': { houseId: 'ownerApplication' },
  'GET /api/owners/owners/:id': { id: 'owner' },
  'POST /api/owners/owners/:id/check': { id: 'owner' },
  'POST /api/owners/applications/:houseId/check': { houseId: 'ownerApplication' },
  'GET /api/leases/:leaseId/contract/verify': { leaseId: 'lease' },
  'POST /api/leases/:leaseId/confirm': { leaseId: 'lease' },
  'GET /api/leases/:leaseId/contract': { leaseId: 'lease' },
  'GET /api/leases/:leaseId/contract/text': { leaseId: 'lease' },
  'GET /api/leases/:leaseId/contract.pdf': { leaseId: 'lease' },
  'POST /api/leases/:leaseId/pictures': { leaseId: 'lease' },
  'DELETE /api/leases/:leaseId/pictures/:pid': { leaseId: 'lease', pid: 'leasePicture' },
  'GET /api/leases/:leaseId': { leaseId: 'lease' },
  'GET /api/deposits/:id': { id: 'deposit' },
  'POST /api/deposits/:id/collect': { id: 'deposit' },
  'POST /api/deposits/:id/revoke': { id: 'deposit' },
  'GET /api/payments/sandbox/:tradeNo': { tradeNo: null },
  'POST /api/payments/sandbox/:tradeNo/pay': { tradeNo: null },
  'GET /api/residents/:id': { id: 'resident' },
  'POST /api/residents/:id/move-out': { id: 'resident' },
  'DELETE /api/residents/:id': { id: 'resident' },
  'PUT /api/appointments/:id/remark': { id: 'appointment' },
  'GET /api/bills/receipts/:receiptNumber': { receiptNumber: 'receipt' },
  'GET /api/bills/receipts/:receiptNumber/pdf': { receiptNumber: 'receipt' },
  'POST /api/finance/refunds/:id/approve': { id: 'refundApplication' },
  'POST /api/finance/refunds/:id/pay': { id: 'refundApplication' },
  'POST /api/finance/refunds/:id/reject': { id: 'refundApplication' },
  'GET /api/finance/ledger/:id': { id: 'ledgerEntry' },
  'PUT /api/meters/:meterId/start': { meterId: 'meter' },
  'GET /api/meters/:meterId/readings': { meterId: 'meter' },
  'DELETE /api/meter-devices/:meterId': { meterId: 'meter' },
  'POST /api/meter-devices/:meterId/read': { meterId: 'meter' },
  'POST /api/meter-devices/:meterId/power': { meterId: 'meter' },
  'POST /api/meter-devices/:meterId/replace': { meterId: 'meter' },
  'POST /api/meter-devices/reviews/:readingId/accept': { readingId: 'reading' },
  'POST /api/meter-devices/reviews/:readingId/reject': { readingId: 'reading' },
  'DELETE /api/locks/:lockId': { lockId: 'lock' },
  'POST /api/locks/:lockId/open': { lockId: 'lock' },
  'GET /api/locks/:lockId/users': { lockId: 'lock' },
  'POST /api/locks/:lockId/freeze': { lockId: 'lock' },
  'POST /api/locks/:lockId/password': { lockId: 'lock' },
  'POST /api/simulator/locks/:sn/keypad': { sn: null },
  'POST /api/simulator/locks/:sn/state': { sn: null },
  'POST /api/simulator/doors/:sn/state': { sn: null },
  'POST /api/simulator/doors/:sn/scan': { sn: null },
  'DELETE /api/access/passes/:passId': { passId: 'pass' },
  'POST /api/access/devices/:deviceId/open': { deviceId: 'accessDevice' },
  'POST /api/alarms/:alarmId/handle': { alarmId: 'alarm' },
  'PUT /api/merchants/:merchantId': { merchantId: 'merchant' },
  'POST /api/merchants/:merchantId/status': { merchantId: 'merchant' },
  'DELETE /api/merchants/:merchantId': { merchantId: 'merchant' },
  'GET /api/merchants/:merchantId/reviews': { merchantId: 'merchant' },
  'DELETE /api/merchants/:merchantId/reviews/:reviewId': { merchantId: 'merchant', reviewId: 'merchantReview' },
  'DELETE /api/merchant-types/:genreId': { genreId: 'merchantGenre' },
  'PUT /api/merchant-categories/:categoryId': { categoryId: 'merchantCategory' },
  'DELETE /api/merchant-categories/:categoryId': { categoryId: 'merchantCategory' },
  'POST /api/posts/:postId/review': { postId: 'post' },
  'DELETE /api/posts/:postId': { postId: 'post' },
  'GET /api/posts/:postId/comments': { postId: 'post' },
  'DELETE /api/posts/:postId/comments/:commentId': { postId: 'post', commentId: 'postComment' },
  'GET /api/posts/:postId/likes': { postId: 'post' },
  'DELETE /api/posts/:postId/likes/:likeId': { postId: 'post', likeId: 'postLike' },
  // Tenant routes (a tenant link, not a staff session): refusals in test/api/services-{merchants,posts}.test.ts.
  'GET /api/tenant/community/merchants/:merchantId/reviews': { merchantId: null },
  'POST /api/tenant/community/merchants/:merchantId/reviews': { merchantId: null },
  'DELETE /api/tenant/community/posts/:postId': { postId: null },
  'POST /api/tenant/community/posts/:postId/comments': { postId: null },
  'DELETE /api/tenant/community/comments/:commentId': { commentId: null },
  'POST /api/tenant/community/posts/:postId/like': { postId: null },
  'DELETE /api/tenant/community/posts/:postId/like': { postId: null },
  'GET /api/repairs/:repairId': { repairId: 'repair' },
  'POST /api/notices/:noticeId/recall': { noticeId: 'notice' },
  'DELETE /api/notices/:noticeId': { noticeId: 'notice' },
  'POST /api/repairs/:repairId/accept': { repairId: 'repair' },
  'POST /api/repairs/:repairId/complete': { repairId: 'repair' },
  'POST /api/repairs/:repairId/cancel': { repairId: 'repair' },
  'PUT /api/repair-types/:typeId': { typeId: 'repairType' },
  'DELETE /api/repair-types/:typeId': { typeId: 'repairType' },
  // A tenant route: no staff session reaches it (401); a tenant of another lease is refused in test/api/repairs.test.ts.
  'POST /api/tenant/repairs/:repairId/cancel': { repairId: null },
  'PUT /api/access/devices/:deviceId': { deviceId: 'accessDevice' },
  'DELETE /api/access/devices/:deviceId': { deviceId: 'accessDevice' },
  'PUT /api/gateways/:gatewayId': { gatewayId: 'gateway' },
  'DELETE /api/gateways/:gatewayId': { gatewayId: 'gateway' },
  'GET /api/gateways/:gatewayId/devices': { gatewayId: 'gateway' },
  'GET /api/leases/:leaseId/tenant-link': { leaseId: 'lease' },
  'POST /api/leases/:leaseId/tenant-link': { leaseId: 'lease' },
  'DELETE /api/leases/:leaseId/tenant-link': { leaseId: 'lease' },
  'DELETE /api/application-items/:itemId': { itemId: 'applicationItem' },
  'POST /api/applications/:applyId/approve': { applyId: 'application' },
  'POST /api/applications/:applyId/reject': { applyId: 'application' },
  'POST /api/applications/:applyId/cancel': { applyId: 'application' },
  // A tenant route: staff sessions get 401; another lease's tenant is refused in test/api/services-applications.test.ts.
  'POST /api/tenant/applications/:applyId/cancel': { applyId: null },
  'POST /api/complaints/:complaintId/reply': { complaintId: 'complaint' },
  'DELETE /api/complaints/:complaintId': { complaintId: 'complaint' },
  // A tenant route: staff sessions get 401; another lease's message is refused in test/api/notify-tenant.test.ts.
  'POST /api/tenant/inbox/:messageId/read': { messageId: null },
  // A tenant page route (a tenant link, not a staff session): test/api/tenant-files.test.ts.
  'GET /api/tenant/files/:id{[A-Za-z0-9_-]{24}}': { id: null },
};

/**
 * GET routes that take the id of what they read in the query (refused 400 without it): query parameter → kind. Swept
 * like the path ids. Every GET route that refuses the boss 400 without a query must be here or in QUERY_NOT_IDS.
 */
const QUERY_ID_ROUTES: Record<string, Record<string, Kind>> = {
  'GET /api/templates': { apartmentId: 'apartment' },
  'GET /api/templates/defaults': { apartmentId: 'apartment' },
  'GET /api/templates/rooms': { apartmentId: 'apartment' },
  'GET /api/leases/defaults': { houseId: 'room' },
  'GET /api/payments/config': { houseId: 'room' },
  'GET /api/payments/lease-config': { leaseId: 'lease' },
  'GET /api/bills/plans': { leaseId: 'lease' },
  'GET /api/bookkeeping': { leaseId: 'lease' },
  'GET /api/bookkeeping/entries': { leaseId: 'lease' },
  'GET /api/bookkeeping/entries/lease': { leaseId: 'lease' },
  'GET /api/checkout/preview': { leaseId: 'lease' },
  'GET /api/checkout': { leaseId: 'lease' },
  'GET /api/meter-bills/items': { apartmentId: 'apartment' },
  'GET /api/locks/rooms': { apartmentId: 'apartment' },
  'GET /api/gateways/options': { apartmentId: 'apartment' },
  'GET /api/locks/managers': { apartmentId: 'apartment' },
  'GET /api/access/apartment-doors': { apartmentId: 'apartment' },
  'GET /api/notices/rooms': { apartmentId: 'apartment' },
  'GET /api/notices/managers': { apartmentId: 'apartment' },
};
/** GET routes whose required query is not an id of an organisation's data. */
// The meter tabs need a meter type (the apartment of /rooms is swept in test/api/meter-devices.test.ts).
const QUERY_NOT_IDS = new Set([
  // The notices' device picker needs its tab (its apartment is swept in test/api/notices.test.ts).
  'GET /api/notices/devices',
  'GET /api/houses/locations',
  'GET /api/access/devices',
  'GET /api/meter-devices',
  'GET /api/meter-devices/rooms',
]);

/**
 * A body each write route accepts (so that the sweep reaches the id, not the validation); ids in a body are of the
 * same organisation and apartment as the path's. An id route missing here is sent `{}`; the sweep fails on a 400.
 */
const BODIES: Record<string, object | ((ids: Record<Kind, string>) => object)> = {
  'POST /api/finance/refunds/:id/pay': { paymentWay: 3, payDate: '2026-11-22' },
  'POST /api/finance/refunds/:id/reject': { reason: '扫测' },
  'PUT /api/houses/apartments/:id/floors': {
    floorData: [{ floor: 1, houses: [{ houseNumber: '199', operate: OPERATE.add }] }],
  },
  'PUT /api/admin/roles/:id/actions': { actionIds: ['1.3'] },
  'PUT /api/admin/staff/:id/usable': { usable: 1 },
  'PUT /api/admin/staff/:id/roles': (ids) => ({ roleIds: [ids.role] }),
  'PUT /api/admin/staff/:id/projects': { projectIds: [] },
  'PUT /api/admin/companies/:id': { name: '扫测' },
  'PUT /api/admin/projects/:id': (ids) => ({ name: '扫测', pid: ids.company }),
  'PUT /api/templates/rooms/:houseId/template': (ids) => ({ templateId: ids.template }),
  'PUT /api/board/houses/:id/rent': { isRent: 1 },
  'PUT /api/board/houses/:id/decoration': { isDecoration: 1 },
  'PUT /api/board/houses/:id/show': { isShow: 0 },
  'PUT /api/board/houses/:id/remark': { remark: '扫测' },
  'PUT /api/settings/house-defaults/:apartmentId/items': { items: [{ itemType: 1, item: '扫测费', cost: 100 }] },
  'PUT /api/settings/house-defaults/:apartmentId/facility': { facility: [] },
  'PUT /api/settings/contract-templates/:id/status': { status: TEMPLATE_STATUS.disabled },
  'PUT /api/settings/meter-prices/:apartmentId': { rows: [{ category: 1, unitPrice: 500, useAble: 1 }] },
  'PUT /api/settings/meter-receipt/:apartmentId': { receiptDay: 5 },
  'PUT /api/settings/device/:apartmentId': { doorLock: 0, freezeSwitch: 1 },
  'PUT /api/settings/service-line/:apartmentId': { line: '0571-88888888' },
  'PUT /api/owners/rooms/:houseId': {
    name: '扫测',
    identityCard: '11010519491231002X',
    phone: '13812345678',
    receivingCard: '6222021202000012345',
    ifbankCard: 0,
    sfzPicture: [],
    yhkPicture: [],
    fczPicture: [],
  },
  'POST /api/owners/owners/:id/check': { status: OWNER_STATUS.passed },
  'POST /api/owners/applications/:houseId/check': { status: APPLY_STATE.passed },
  'POST /api/leases/:leaseId/pictures': (ids) => ({ url: `/api/upload/files/${ids.file}`, type: 0 }),
  'PUT /api/appointments/:id/remark': { remark: '扫测' },
  'PUT /api/meters/:meterId/start': { value: 1 },
  'POST /api/meter-devices/:meterId/power': { controlType: 0 },
  'POST /api/meter-devices/:meterId/replace': { devSn: '', startValue: 0 },
  'POST /api/locks/:lockId/open': { reason: '维修' },
  'POST /api/locks/:lockId/freeze': { frozen: 1, uids: ['T'] },
  'POST /api/locks/:lockId/password': { passwordType: 3, startTime: 1, endTime: 2 },
  'PUT /api/access/devices/:deviceId': { name: '扫测', ncuSn: 'N1', netSn: 'N2' },
  'PUT /api/gateways/:gatewayId': { name: '扫测' },
  'PUT /api/merchants/:merchantId': (ids) => ({
    apartmentId: ids.apartment,
    shopName: '扫测',
    genreId: ids.merchantGenre,
    deliveryMoney: 0,
    distance: 0,
  }),
  'POST /api/merchants/:merchantId/status': { status: MERCHANT_STATUS.revoked },
  'PUT /api/merchant-categories/:categoryId': (ids) => ({ name: '扫测', classify: ids.merchantGenre }),
  'POST /api/posts/:postId/review': { status: POST_REVIEW.approved },
  'POST /api/repairs/:repairId/complete': (ids) => ({ photoFileIds: [ids.file] }),
  'POST /api/repairs/:repairId/cancel': { reason: '扫测' },
  'PUT /api/repair-types/:typeId': (ids) => ({ apartmentId: ids.apartment, name: '扫测' }),
  'POST /api/complaints/:complaintId/reply': { reply: '扫测' },
};

/**
 * GET routes that do not answer 200 to the organisation's own boss for the sweep's ids, with what they answer instead
 * (the demo's leases are signed on paper). A stranger must not be told the same: that would reveal the id exists.
 */
const OWNER_REFUSALS: Record<string, string> = {
  'GET /api/leases/:leaseId/contract/verify': '该租约没有电子合同',
};

let h: Harness;
let t: Tokens;
beforeAll(async () => {
  h = await makeHarness({ runningLeases: true });
  t = await loginAll(h);
}, 120_000);

const routes = () => {
  const seen = new Set<string>();
  return h.app.routes
    .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.endsWith('*'))
    .map((r) => `${r.method} ${r.path}`)
    .filter((k) => !seen.has(k) && (seen.add(k), true));
};

const PARAM = /:([A-Za-z]+)(\{(?:[^{}]|\{[^}]*\})*\})?/g;
const paramsOf = (path: string) => [...path.matchAll(PARAM)].map((m) => m[1]!);

const first = <T>(rows: T[], what: string): T => {
  if (!rows[0]) throw new Error(`the demo has no ${what}`);
  return rows[0];
};

/**
 * One id of each kind belonging to the demo organisation 示例公寓 and, where the kind lives in an apartment, to
 * 西城公寓: outside the demo staff's projects (东湖 only), and of course outside 城南寓所.
 */
async function westIds(): Promise<Record<Kind, string>> {
  const db = h.db;
  const [west] = await db.select().from(apartments).where(eq(apartments.name, '西城公寓')).limit(1);
  const orgId = west!.orgId;
  const aptId = west!.id;
  const room = first(
    await db
      .select({ id: rooms.id })
      .from(rooms)
      .where(and(eq(rooms.apartmentId, aptId), isNull(rooms.deletedAt)))
      .orderBy(asc(rooms.id))
      .limit(1),
    'room',
  );
  const template = first(
    await db.select({ id: roomTemplates.id }).from(roomTemplates).where(eq(roomTemplates.apartmentId, aptId)).limit(1),
    'template',
  );
  const role = first(
    await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.orgId, orgId), isNull(roles.deletedAt)))
      .limit(1),
    'role',
  );
  // The company of 西城公寓's project, and that project (outside the demo staff's 东湖).
  const project = first(
    await db
      .select({ id: offices.id, pid: offices.pid })
      .from(offices)
      .where(eq(offices.id, west!.projectId!))
      .limit(1),
    'project',
  );
  const staffUser = first(
    await db.select({ id: users.id }).from(users).where(eq(users.phone, PHONES.staff)).limit(1),
    'staff',
  );
  // A lease in effect (status 1), so that its check-out preview and bill plans answer its boss.
  const lease = first(
    await db
      .select({ id: leases.id })
      .from(leases)
      .where(and(eq(leases.apartmentId, aptId), eq(leases.status, LEASE_STATUS.signed), isNull(leases.deletedAt)))
      .orderBy(asc(leases.id))
      .limit(1),
    'lease in effect',
  );
  // A photo of that lease, uploaded and attached by the organisation's boss through the API.
  const url = await upload(h, t.boss);
  const added = await h.call('POST', `/api/leases/${lease.id}/pictures`, { token: t.boss, json: { url, type: 0 } });
  const [picture] = await db
    .select({ id: pictures.id })
    .from(pictures)
    .where(eq(pictures.ownerId, lease.id))
    .orderBy(asc(pictures.id))
    .limit(1);
  if (!picture) throw new Error(`no lease picture (${added.status} ${added.text})`);
  const file = first(
    await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.orgId, orgId)).limit(1),
    'upload',
  );
  const rowTime = { createdAt: h.deps.now(), updatedAt: h.deps.now() };
  await addContractTemplates(db, [
    {
      id: 'SWEEPCONTRACTTEMPLATE01',
      orgId,
      ...rowTime,
      seq: 901,
      number: 'HT901',
      sceneType: 1,
      name: '扫测合同',
      fileId: file.id,
      fileMime: 'application/pdf',
    },
  ]);
  const contractTemplate = first(
    await db
      .select({ id: contractTemplates.id })
      .from(contractTemplates)
      .where(eq(contractTemplates.orgId, orgId))
      .limit(1),
    'contract template',
  );
  const bulletin = first(
    await db.select({ id: bulletins.id }).from(bulletins).where(eq(bulletins.orgId, orgId)).limit(1),
    'bulletin',
  );
  const [manager] = await db.select({ id: users.id }).from(users).where(eq(users.phone, PHONES.manager)).limit(1);
  const message = first(
    await db.select({ id: messages.id }).from(messages).where(eq(messages.userId, manager!.id)).limit(1),
    'message',
  );
  const westRooms = db.select({ id: rooms.id }).from(rooms).where(eq(rooms.apartmentId, aptId));
  const owner = first(
    await db
      .select({ id: owners.id, roomId: owners.roomId })
      .from(owners)
      .where(and(eq(owners.orgId, orgId), inArray(owners.roomId, westRooms), isNull(owners.deletedAt)))
      .limit(1),
    'owner',
  );
  const westLeases = db.select({ id: leases.id }).from(leases).where(eq(leases.apartmentId, aptId));
  const resident = first(
    await db
      .select({ id: leaseTenants.id })
      .from(leaseTenants)
      .where(inArray(leaseTenants.leaseId, westLeases))
      .limit(1),
    'resident',
  );
  const receipt = first(
    await db
      .select({ n: bills.receiptNumber })
      .from(bills)
      .where(and(inArray(bills.leaseId, westLeases), ne(bills.receiptNumber, '')))
      .limit(1),
    'receipt',
  );
  const ledgerEntry = first(
    await db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.apartmentId, aptId), eq(ledgerEntries.kind, 'cash')))
      .limit(1),
    'ledger entry',
  );
  const deposit = first(
    await db.select({ id: depositOrders.id }).from(depositOrders).where(eq(depositOrders.apartmentId, aptId)).limit(1),
    'deposit order',
  );
  const appointment = first(
    await db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.apartmentId, aptId), isNull(appointments.deletedAt)))
      .limit(1),
    'appointment',
  );
  const meter = first(
    await db.select({ id: meters.id }).from(meters).where(eq(meters.apartmentId, aptId)).limit(1),
    'meter',
  );
  const reading = first(
    await db.select({ id: meterReadings.id }).from(meterReadings).where(eq(meterReadings.apartmentId, aptId)).limit(1),
    'meter reading',
  );
  const lock = first(
    await db.select({ id: locks.id }).from(locks).where(eq(locks.apartmentId, aptId)).limit(1),
    'lock',
  );
  const gateway = first(
    await db.select({ id: gateways.id }).from(gateways).where(eq(gateways.apartmentId, aptId)).limit(1),
    'gateway',
  );
  const accessDevice = first(
    await db
      .select({ id: accessDevices.id })
      .from(accessDevices)
      .where(and(eq(accessDevices.apartmentId, aptId), eq(accessDevices.devType, 1)))
      .limit(1),
    'door device',
  );
  const pass = first(
    await db.select({ id: accessPasses.id }).from(accessPasses).where(eq(accessPasses.apartmentId, aptId)).limit(1),
    'visitor pass',
  );
  const alarm = first(
    await db
      .select({ id: hardwareAlarms.id })
      .from(hardwareAlarms)
      .where(eq(hardwareAlarms.apartmentId, aptId))
      .limit(1),
    'alarm',
  );
  const notice = first(
    await db.select({ id: notices.id }).from(notices).where(eq(notices.apartmentId, aptId)).limit(1),
    'notice',
  );
  const repair = first(
    await db.select({ id: repairs.id }).from(repairs).where(eq(repairs.apartmentId, aptId)).limit(1),
    'repair',
  );
  // Online application items, bookings and complaints of 西城 (api/services/{applications,complaints}/seed.ts).
  const applicationItem = first(
    await db
      .select({ id: applicationItems.id })
      .from(applicationItems)
      .where(eq(applicationItems.apartmentId, aptId))
      .limit(1),
    'application item',
  );
  const application = first(
    await db
      .select({ id: onlineApplications.id })
      .from(onlineApplications)
      .where(eq(onlineApplications.apartmentId, aptId))
      .limit(1),
    'online application',
  );
  const complaint = first(
    await db.select({ id: complaints.id }).from(complaints).where(eq(complaints.apartmentId, aptId)).limit(1),
    'complaint',
  );
  const repairType = first(
    await db.select({ id: repairTypes.id }).from(repairTypes).where(eq(repairTypes.apartmentId, aptId)).limit(1),
    'repair type',
  );
  // Merchants and posts of 西城 (api/services/*/seed.ts); types and categories are the organisation's.
  const merchant = first(
    await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.apartmentId, aptId)).limit(1),
    'merchant',
  );
  const merchantReview = first(
    await db
      .select({ id: merchantReviews.id })
      .from(merchantReviews)
      .where(eq(merchantReviews.merchantId, merchant.id))
      .limit(1),
    'merchant review',
  );
  const [merchantGenre] = await db.select({ id: shopGenres.id }).from(shopGenres).where(eq(shopGenres.orgId, orgId));
  const [merchantCategory] = await db
    .select({ id: shopCategories.id })
    .from(shopCategories)
    .where(eq(shopCategories.orgId, orgId));
  const post = first(
    await db
      .select({ id: communityPosts.id })
      .from(communityPosts)
      .innerJoin(postComments, eq(postComments.postId, communityPosts.id))
      .where(eq(communityPosts.apartmentId, aptId))
      .limit(1),
    'post with comments',
  );
  const postComment = first(
    await db.select({ id: postComments.id }).from(postComments).where(eq(postComments.postId, post.id)).limit(1),
    'comment',
  );
  const postLike = first(
    await db.select({ id: postLikes.id }).from(postLikes).where(eq(postLikes.postId, post.id)).limit(1),
    'like',
  );
  // A refund application of that lease (test/api/factories/finance-refunds.ts).
  const refundApplication = await addRefundApplication(db, lease.id, h.deps.now());
  return {
    refundApplication,
    ledgerEntry: ledgerEntry.id,
    merchant: merchant.id,
    merchantReview: merchantReview.id,
    merchantGenre: merchantGenre!.id,
    merchantCategory: merchantCategory!.id,
    post: post.id,
    postComment: postComment.id,
    postLike: postLike.id,
    notice: notice.id,
    repair: repair.id,
    applicationItem: applicationItem.id,
    application: application.id,
    complaint: complaint.id,
    repairType: repairType.id,
    alarm: alarm.id,
    pass: pass.id,
    gateway: gateway.id,
    accessDevice: accessDevice.id,
    lock: lock.id,
    apartment: aptId,
    room: room.id,
    template: template.id,
    role: role.id,
    company: project.pid!,
    project: project.id,
    staffUser: staffUser.id,
    contractTemplate: contractTemplate.id,
    bulletin: bulletin.id,
    message: message.id,
    owner: owner.id,
    ownerApplication: owner.roomId!,
    lease: lease.id,
    leasePicture: picture.id,
    deposit: deposit.id,
    resident: resident.id,
    appointment: appointment.id,
    receipt: receipt.n,
    meter: meter.id,
    reading: reading.id,
    file: file.id,
  };
}

const fill = (path: string, ids: Record<string, string>, kinds: Record<string, Kind | null>) =>
  path.replace(PARAM, (_, name: string) => {
    const kind = kinds[name];
    return kind ? ids[kind]! : name === 'kind' ? '1' : 'T'.repeat(20);
  });

describe('route sweep', () => {
  it('every API route without a session answers 401, but the public ones', async () => {
    const open: string[] = [];
    for (const key of routes()) {
      const [method, path] = key.split(' ');
      const url = path!.replace(PARAM, (p) => (p.includes('{24}') ? 'A'.repeat(24) : '01ARZ3NDEKTSV4RRFFQ69G5FAV'));
      const r = await h.call(method!, url, method === 'GET' || method === 'DELETE' ? {} : { json: {} });
      if (r.status !== 401) open.push(`${key} → ${r.status}`);
    }
    expect(open.filter((o) => !PUBLIC.has(o.split(' → ')[0]!))).toEqual([]);
    expect(routes().length).toBeGreaterThan(100);
  });

  it('every GET route without a path parameter answers the boss without a server error', async () => {
    const failed: string[] = [];
    const asked: string[] = [];
    for (const key of routes().filter((k) => k.startsWith('GET ') && !paramsOf(k).length && !PUBLIC.has(k))) {
      const r = await h.call('GET', key.slice(4), { token: t.boss });
      if (r.status === 400) asked.push(key);
      if (r.status >= 500) failed.push(`${key} → ${r.status} ${r.text.slice(0, 100)}`);
    }
    expect(failed).toEqual([]);
    expect(
      asked.filter((k) => !QUERY_ID_ROUTES[k] && !QUERY_NOT_IDS.has(k)),
      'GET routes needing a query missing from QUERY_ID_ROUTES',
    ).toEqual([]);
  });

  it('every route with a path parameter says what the parameter names', () => {
    const missing: string[] = [];
    for (const key of routes()) {
      const params = paramsOf(key);
      if (!params.length) continue;
      const kinds = ID_ROUTES[key];
      if (!kinds || params.some((p) => !(p in kinds))) missing.push(key);
    }
    expect(missing).toEqual([]);
    const stale = Object.keys(ID_ROUTES).filter((k) => !routes().includes(k));
    expect(stale).toEqual([]);
  });

  it('every route taking an id answers 404 (or 403) for another organisation’s id and for staff outside their projects', async () => {
    const ids = await westIds();
    const idRoutes = routes().filter((k) => !PUBLIC.has(k) && Object.values(ID_ROUTES[k] ?? {}).some((kind) => kind));
    // The ids are real: the organisation's boss reads them (GET routes), so a refusal below is about who asks.
    const unreadable: string[] = [];
    for (const key of idRoutes.filter((k) => k.startsWith('GET '))) {
      const r = await h.call('GET', fill(key.slice(4), ids, ID_ROUTES[key]!), { token: t.boss });
      const expected = OWNER_REFUSALS[key];
      if (expected ? r.json?.msg !== expected : r.status !== 200)
        unreadable.push(`${key} → ${r.status} ${r.text.slice(0, 80)}`);
    }
    const withQuery = (key: string) =>
      `${key.slice(4)}?${new URLSearchParams(Object.entries(QUERY_ID_ROUTES[key]!).map(([p, kind]) => [p, ids[kind]])).toString()}`;
    for (const key of Object.keys(QUERY_ID_ROUTES)) {
      const r = await h.call('GET', withQuery(key), { token: t.boss });
      if (r.status !== 200) unreadable.push(`${key} → ${r.status} ${r.text.slice(0, 80)}`);
    }
    expect(unreadable).toEqual([]);

    const leaks: string[] = [];
    for (const [who, token] of [
      ['城南寓所 boss', t.otherBoss],
      ['staff (东湖 only)', t.staff],
    ] as const) {
      for (const key of idRoutes) {
        const [method, path] = key.split(' ') as [string, string];
        const url = fill(path, ids, ID_ROUTES[key]!);
        const given = BODIES[key];
        const body =
          method === 'GET' || method === 'DELETE'
            ? {}
            : { json: (typeof given === 'function' ? given(ids) : given) ?? {} };
        const r = await h.call(method, url, { token, ...body });
        const told = OWNER_REFUSALS[key] !== undefined && r.json?.msg === OWNER_REFUSALS[key];
        if ((r.status !== 404 && r.status !== 403) || told)
          leaks.push(`${who}: ${key} → ${r.status} ${r.text.slice(0, 100)}`);
      }
      for (const key of Object.keys(QUERY_ID_ROUTES)) {
        const r = await h.call('GET', withQuery(key), { token });
        if (r.status !== 404 && r.status !== 403) leaks.push(`${who}: ${key}?… → ${r.status} ${r.text.slice(0, 100)}`);
      }
    }
    expect(leaks).toEqual([]);
  }, 120_000);

  it('and the other way round: 示例公寓 s boss is refused 城南寓所 s apartment and rooms', async () => {
    const [south] = await h.db.select().from(apartments).where(eq(apartments.name, '城南公寓')).limit(1);
    const [room] = await h.db
      .select({ id: rooms.id })
      .from(rooms)
      .where(eq(rooms.apartmentId, south!.id))
      .orderBy(asc(rooms.id))
      .limit(1);
    // Other ids a body names (a template) are a made-up one: the room is refused first or the template is not found.
    const known: Partial<Record<Kind, string>> = { apartment: south!.id, room: room!.id };
    const ids = new Proxy(known, { get: (o, k: Kind) => o[k] ?? '01ARZ3NDEKTSV4RRFFQ69G5FAV' }) as Record<Kind, string>;
    const own = (kinds: Record<string, Kind | null | undefined>) =>
      Object.values(kinds).every((k) => k === 'apartment' || k === 'room');
    const leaks: string[] = [];
    for (const key of routes().filter(
      (k) => ID_ROUTES[k] && Object.values(ID_ROUTES[k]!).some((x) => x) && own(ID_ROUTES[k]!),
    )) {
      const [method, path] = key.split(' ') as [string, string];
      const given = BODIES[key];
      const body =
        method === 'GET' || method === 'DELETE'
          ? {}
          : { json: (typeof given === 'function' ? given(ids) : given) ?? {} };
      const r = await h.call(method, fill(path, ids, ID_ROUTES[key]!), { token: t.boss, ...body });
      if (r.status !== 404 && r.status !== 403) leaks.push(`${key} → ${r.status} ${r.text.slice(0, 100)}`);
    }
    for (const key of Object.keys(QUERY_ID_ROUTES).filter((k) => own(QUERY_ID_ROUTES[k]!))) {
      const q = new URLSearchParams(Object.entries(QUERY_ID_ROUTES[key]!).map(([p, kind]) => [p, ids[kind]]));
      const r = await h.call('GET', `${key.slice(4)}?${q}`, { token: t.boss });
      if (r.status !== 404 && r.status !== 403) leaks.push(`${key}?… → ${r.status} ${r.text.slice(0, 100)}`);
    }
    expect(leaks).toEqual([]);
  });
});
