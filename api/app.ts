import { leaseRoutes } from './leases/routes';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { CONTENT_SECURITY_POLICY } from './http/csp';
import type { AppEnv } from './http/env';
import type { Deps } from './deps';
import { AppError } from './http/errors';
import { fail } from './http/reply';
import { operationLog } from './oplog/middleware';
import { requestBodyLimit } from './http/body-limit';
import { authRoutes } from './auth/routes';
import { publicRoutes } from './register/routes';
import { messageRoutes } from './messages/routes';
import { uploadRoutes } from './uploads/routes';
import { houseRoutes } from './houses/routes';
import { adminRoutes } from './admin/routes';
import { templatesRoutes } from './templates/routes';
import { boardRoutes } from './board/routes';
import { settingsRoutes } from './settings/routes';
import { dashboardRoutes } from './dashboard/routes';
import { ownersRoutes } from './owners/routes';
import { syncRoutes } from './sync/routes';
import { pushRoutes } from './push/routes';
import { depositRoutes } from './deposits/routes';
import { paymentRoutes } from './payments/routes';
import { personalRoutes } from './personal/routes';
import { residentRoutes } from './residents/routes';
import { appointmentRoutes } from './appointments/routes';
import { billRoutes } from './bills/routes';
import { bookkeepingRoutes } from './bookkeeping/routes';
import { checkoutRoutes } from './checkout/routes';
import { meterRoutes } from './meters/routes';
import { meterDeviceRoutes } from './meters/devices/routes';
import { meterBillRoutes } from './meters/bill-routes';
import { lockRoutes } from './hardware/locks/routes';
import { simulatorLockRoutes } from './hardware/locks/simulator-routes';
import { simulatingLocks } from './hardware/locks/connector';
import { accessDeviceRoutes } from './hardware/access/routes';
import { gatewayRoutes } from './hardware/gateways/routes';
import { accessPermissionRoutes } from './hardware/access/permission-routes';
import { alarmRoutes } from './hardware/alarms/routes';
import { merchantRoutes } from './services/merchants/routes';
import { merchantCategoryRoutes, merchantTypeRoutes } from './services/merchants/type-routes';
import { postRoutes } from './services/posts/routes';
import { tenantCommunityRoutes } from './services/posts/tenant-routes';
import { repairRoutes, repairTypeRoutes } from './repairs/routes';
import { tenantRepairRoutes } from './repairs/tenant-routes';
import { simulatorDoorRoutes } from './hardware/access/simulator-routes';
import { simulatingDoors } from './hardware/access/connector';
import { tenantRoutes } from './tenant/routes';
import { tenantLinkRoutes } from './tenant/link-routes';
import { noticeRoutes } from './notices/routes';
import { tenantNoticeRoutes } from './notices/tenant-routes';
import { applicationItemRoutes, applicationRoutes } from './services/applications/routes';
import { tenantApplicationRoutes } from './services/applications/tenant-routes';
import { complaintRoutes, tenantComplaintRoutes } from './services/complaints/routes';
import { notifyRoutes } from './notify/routes';
import { tenantInboxRoutes, tenantPushRoutes } from './notify/tenant-routes';

/**
 * The application: feature sub-apps under /api with the envelope and JSON errors; `web` (the built PWA) is mounted
 * at / by the server and left out in API tests.
 */
export function createApp(deps: Deps, web?: Hono<AppEnv>) {
  const api = new Hono<AppEnv>();

  api.use(async (c, next) => {
    c.set('deps', deps);
    const started = performance.now();
    await next();
    deps.log(`${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`);
  });
  api.use(requestBodyLimit());
  api.use(operationLog());

  api.route('/auth', authRoutes());
  api.route('/public', publicRoutes());
  api.route('/messages', messageRoutes());
  api.route('/upload', uploadRoutes());
  api.route('/houses', houseRoutes());
  api.route('/admin', adminRoutes());
  api.route('/templates', templatesRoutes());
  api.route('/board', boardRoutes());
  api.route('/settings', settingsRoutes());
  api.route('/dashboard', dashboardRoutes());
  api.route('/owners', ownersRoutes());
  api.route('/sync', syncRoutes());
  api.route('/push', pushRoutes());
  api.route('/leases', leaseRoutes());
  api.route('/leases', tenantLinkRoutes());
  api.route('/deposits', depositRoutes());
  api.route('/payments', paymentRoutes());
  api.route('/personal', personalRoutes());
  api.route('/residents', residentRoutes());
  api.route('/appointments', appointmentRoutes());
  api.route('/bills', billRoutes());
  api.route('/bookkeeping', bookkeepingRoutes());
  api.route('/checkout', checkoutRoutes());
  api.route('/meters', meterRoutes());
  api.route('/meter-bills', meterBillRoutes());
  api.route('/meter-devices', meterDeviceRoutes());
  api.route('/locks', lockRoutes());
  if (simulatingLocks()) api.route('/simulator/locks', simulatorLockRoutes());
  api.route('/access/devices', accessDeviceRoutes());
  api.route('/access', accessPermissionRoutes());
  api.route('/gateways', gatewayRoutes());
  api.route('/alarms', alarmRoutes());
  api.route('/merchants', merchantRoutes());
  api.route('/merchant-types', merchantTypeRoutes());
  api.route('/merchant-categories', merchantCategoryRoutes());
  api.route('/posts', postRoutes());
  api.route('/tenant/community', tenantCommunityRoutes());
  api.route('/repairs', repairRoutes());
  api.route('/repair-types', repairTypeRoutes());
  api.route('/tenant/repairs', tenantRepairRoutes());
  if (simulatingDoors()) api.route('/simulator/doors', simulatorDoorRoutes());
  api.route('/tenant', tenantRoutes());
  api.route('/notices', noticeRoutes());
  api.route('/tenant/notices', tenantNoticeRoutes());
  api.route('/application-items', applicationItemRoutes());
  api.route('/applications', applicationRoutes());
  api.route('/tenant/applications', tenantApplicationRoutes());
  api.route('/complaints', complaintRoutes());
  api.route('/tenant/complaints', tenantComplaintRoutes());
  api.route('/notify', notifyRoutes());
  api.route('/tenant/inbox', tenantInboxRoutes());
  api.route('/tenant/push', tenantPushRoutes());

  const app = new Hono<AppEnv>();
  app.use(secureHeaders({ contentSecurityPolicy: CONTENT_SECURITY_POLICY }));
  app.use(compress());
  app.route('/api', api);
  if (web) app.route('/', web);
  app.notFound((c) => fail(c, 404, '接口不存在'));
  app.onError((err, c) => {
    if (err instanceof AppError) return fail(c, err.status, err.msg, err.code);
    if (err instanceof HTTPException) {
      const status = err.status;
      const msg = status === 413 ? '上传内容过大' : status < 500 ? '请求格式不正确' : '服务器开小差了，请稍后再试';
      return fail(c, status, msg);
    }
    if (err instanceof SyntaxError) return fail(c, 400, '请求格式不正确');
    deps.log(`ERROR ${c.req.method} ${c.req.path}: ${err.stack ?? err.message}`);
    return fail(c, 500, '服务器开小差了，请稍后再试');
  });
  return app;
}
