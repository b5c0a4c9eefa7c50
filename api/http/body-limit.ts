import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fail } from './reply';
import { MAX_UPLOAD_BYTES, MSG } from '../../sync/rules/common/validators';
import { SETTINGS_MSG } from '../../sync/rules/settings/settings';
import { MAX_TEMPLATE_BYTES } from '../settings/store-template-file';

const MB = 1024 * 1024;

/** The limit of every request body not named in ROUTE_LIMITS (JSON forms: the largest real one is a few KB). */
export const DEFAULT_BODY_LIMIT = 1 * MB;
/**
 * POST /api/sync/push: a batch of up to PUSH_LIMIT (500) mutations. The largest is an electronic 'lease.sign'
 * (contract text, 20 fees, 23 photo ids, a 2,000-character remark): 19.5 KB measured, so 500 of them are 9.8 MB.
 */
export const SYNC_PUSH_BODY_LIMIT = 10 * MB;
/**
 * The bulk forms: the floor editor (at most 100 floors of 297 room rows: 2.4 MB; rebuilding 100 floors of 99 rooms is
 * 1.6 MB) and utility bills for up to 10,000 meters (1.4 MB).
 */
export const BULK_BODY_LIMIT = 4 * MB;
/** Multipart slack over the file limit (boundaries, field headers, the fileId and purpose fields). */
const MULTIPART_SLACK = 64 * 1024;

export const tooLarge = (bytes: number) => `请求内容过大，不能超过 ${bytes / MB}MB`;

interface RouteLimit {
  path: string | RegExp;
  maxBytes: number;
  msg: string;
}

/** Routes whose bodies are larger than a JSON form: uploads keep their file limit, sync push and bulk forms theirs. */
export const ROUTE_LIMITS: readonly RouteLimit[] = [
  { path: '/api/upload/uploadfile', maxBytes: MAX_UPLOAD_BYTES + MULTIPART_SLACK, msg: MSG.uploadTooLarge },
  { path: '/api/tenant/upload', maxBytes: MAX_UPLOAD_BYTES + MULTIPART_SLACK, msg: MSG.uploadTooLarge },
  {
    path: '/api/settings/contract-templates/file',
    maxBytes: MAX_TEMPLATE_BYTES + MULTIPART_SLACK,
    msg: SETTINGS_MSG.templateFileTooLarge,
  },
  { path: '/api/sync/push', maxBytes: SYNC_PUSH_BODY_LIMIT, msg: tooLarge(SYNC_PUSH_BODY_LIMIT) },
  { path: '/api/houses/apartments', maxBytes: BULK_BODY_LIMIT, msg: tooLarge(BULK_BODY_LIMIT) },
  { path: /^\/api\/houses\/apartments\/[^/]+\/floors$/, maxBytes: BULK_BODY_LIMIT, msg: tooLarge(BULK_BODY_LIMIT) },
  { path: '/api/meter-bills', maxBytes: BULK_BODY_LIMIT, msg: tooLarge(BULK_BODY_LIMIT) },
];

const limiter = ({ maxBytes, msg }: { maxBytes: number; msg: string }) =>
  bodyLimit({ maxSize: maxBytes, onError: (c) => fail(c, 413, msg) });

/**
 * Every request body has a size limit, checked before the body is read: a Content-Length over it is answered 413 at
 * once (the body is never read), and a body without a length (chunked) is counted as it streams in and refused as soon
 * as it passes the limit, so at most the limit is ever held in memory. The unread rest is discarded by the server.
 */
export function requestBodyLimit(): MiddlewareHandler {
  const routes = ROUTE_LIMITS.map((r) => ({ path: r.path, limit: limiter(r) }));
  const fallback = limiter({ maxBytes: DEFAULT_BODY_LIMIT, msg: tooLarge(DEFAULT_BODY_LIMIT) });
  return (c, next) => {
    const path = c.req.path.replace(/\/+$/, '');
    const route = routes.find((r) => (typeof r.path === 'string' ? r.path === path : r.path.test(path)));
    return (route?.limit ?? fallback)(c, next);
  };
}
