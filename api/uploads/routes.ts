import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../http/env';
import { fail, ok } from '../http/reply';
import { badRequest } from '../http/errors';
import { requireAuth } from '../auth/middleware';
import { readUpload, storeUpload } from './store-upload';
import { mayReadUpload } from './file-access';
import { MAX_UPLOAD_BYTES, MSG } from '../../sync/rules/common/validators';

export function uploadRoutes() {
  const app = new Hono<AppEnv>();

  app.post(
    '/uploadfile',
    requireAuth(),
    bodyLimit({ maxSize: MAX_UPLOAD_BYTES + 64 * 1024, onError: (c) => fail(c, 413, MSG.uploadTooLarge) }),
    async (c) => {
      const form = await c.req.formData().catch(() => null);
      const file = form?.get('file');
      if (!(file instanceof File)) throw badRequest('请选择要上传的文件');
      const fileId = form?.get('fileId');
      const purpose = form?.get('purpose') === 'personal' ? 'personal' : '';
      const stored = await storeUpload(c.var.deps, { orgId: c.var.user.orgId, userId: c.var.user.id }, file, {
        fileId: typeof fileId === 'string' && fileId ? fileId : undefined,
        purpose,
      });
      return ok(c, [stored.url], '上传成功');
    },
  );

  app.get('/files/:id{[A-Za-z0-9_-]{24}}', requireAuth({ allowCookie: true }), async (c) => {
    const user = c.var.user;
    const { bytes, mime } = await readUpload(c.var.deps, user, c.req.param('id'), (row) =>
      mayReadUpload(c.var.deps.db, user, row),
    );
    return c.body(bytes, 200, {
      'Content-Type': mime,
      'Cache-Control': 'private, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return app;
}
