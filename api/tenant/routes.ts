import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { badRequest, unauthorized } from '../http/errors';
import { secureCookie } from '../auth/secure-cookie';
import { tenant } from '../../sync/contract/tenant/tenant';
import { TENANT_MSG } from '../../sync/rules/tenant/tenant-link';
import { findTenant, requireTenant, TENANT_COOKIE } from './auth';
import { tenantMe } from './me';
import { readTenantFile, storeTenantUpload } from './files';
import { tenantBills } from './bills';
import { payTenantBills, refreshTenantPayment } from './pay-bills';
import { tenantLockPassword } from './lock';
import { driverContext } from '../payments/routes';
import { arrearsFreeze } from '../hardware/locks/arrears-freeze';
import { tenantBillRoutes } from '../../sync/contract/tenant/tenant-bills';

/**
 * The tenant page's own routes under /api/tenant (contract sync/contract/tenant/tenant.ts): the session made from the
 * personal link (an HttpOnly cookie holding the token, path /api/tenant, SameSite=Lax) and the tenant's lease. Other
 * areas mount their tenant sub-apps beside this one, each behind requireTenant().
 */
export function tenantRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/session', validate('json', tenant.session.body), async (c) => {
    const { db, now } = c.var.deps;
    const { token } = c.req.valid('json');
    const found = await findTenant(db, now(), token);
    if (!found) throw unauthorized(TENANT_MSG.dead);
    setCookie(c, TENANT_COOKIE, token, {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/tenant',
      secure: secureCookie(c),
      expires: new Date(found.expiresAt),
    });
    return ok(c, { expiresAt: found.expiresAt });
  });
  app.get('/me', requireTenant(), async (c) => ok(c, await tenantMe(c.var.deps.db, c.var.deps.now(), c.var.tenant)));
  app.get('/bills', requireTenant(), async (c) =>
    ok(c, await tenantBills(c.var.deps.db, c.var.deps.now(), c.var.tenant)),
  );
  app.post('/bills/pay', requireTenant(), validate('json', tenantBillRoutes.pay.body), async (c) =>
    ok(c, await payTenantBills(driverContext(c), c.var.tenant, c.req.valid('json'))),
  );
  app.post('/bills/refresh', requireTenant(), validate('json', tenantBillRoutes.refresh.body), async (c) => {
    const out = await refreshTenantPayment(driverContext(c), c.var.tenant, c.req.valid('json').orderNo);
    // Arrears paid: a lock frozen for them opens again (as after the operator's refresh).
    if (out.applied) await arrearsFreeze(c.var.deps, { orgId: c.var.tenant.orgId, unfreezeOnly: true });
    return ok(c, out, out.status === 'paid' ? '支付成功' : '尚未支付');
  });
  app.get('/lock', requireTenant(), async (c) =>
    ok(c, await tenantLockPassword(c.var.deps.db, c.var.deps.now(), c.var.tenant)),
  );
  // The body's limit (10 MB + multipart slack, the message of /api/upload/uploadfile) is api/http/body-limit.ts's.
  app.post('/upload', requireTenant(), async (c) => {
    const file = (await c.req.formData().catch(() => null))?.get('file');
    if (!(file instanceof File)) throw badRequest('请选择要上传的文件');
    return ok(c, await storeTenantUpload(c.var.deps, c.var.tenant, file), '上传成功');
  });
  app.get('/files/:id{[A-Za-z0-9_-]{24}}', requireTenant(), async (c) => {
    const { bytes, mime } = await readTenantFile(c.var.deps, c.var.tenant, c.req.param('id'));
    return c.body(bytes, 200, {
      'Content-Type': mime,
      'Cache-Control': 'private, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return app;
}
