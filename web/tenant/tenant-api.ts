import { ApiError, NETWORK_MSG, NETWORK_STATUS, queryString, type CallInput } from '../lib/api';
import type { Envelope } from '../../sync/contract/envelope';
import { pathOf, type ReplyOf, type RouteContract } from '../../sync/contract/route';
import { TENANT_MSG } from '../../sync/rules/tenant/tenant-link';
import { sayTerminal } from '../lib/terminal';

type Optional<T> = {} extends T ? [input?: T] : [input: T];

/** The react-query key of GET /api/tenant/me (sections refresh it after a payment). */
export const ME_KEY = ['tenant', 'me'] as const;

/** A 401 of a tenant route: the link is dead (revoked, expired, the lease ended). The tenant page then says so. */
export const isDeadLink = (e: unknown) => e instanceof ApiError && e.status === 401;

/**
 * Calls a tenant route of the contract (sync/contract/tenant and the other areas' tenant files) like web/lib/api.ts
 * `call`, but signed in by the tenant cookie (path /api/tenant, set by POST /api/tenant/session), never the staff
 * token. A refusal is an ApiError with the server's message (401: '链接已失效，请联系管家获取新链接').
 */
export async function tenantCall<C extends RouteContract>(
  c: C,
  ...[input]: Optional<CallInput<C>>
): Promise<ReplyOf<C>> {
  const i = (input ?? {}) as { params?: Record<string, string>; query?: object; json?: unknown; body?: BodyInit };
  const headers = new Headers();
  sayTerminal(headers);
  let body = i.body;
  if (i.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(i.json);
  }
  let res: Response;
  try {
    res = await fetch(pathOf(c, i.params) + queryString(i.query), {
      method: c.method,
      headers,
      body,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(NETWORK_STATUS, 0, NETWORK_MSG);
  }
  const env = (await res.json().catch(() => null)) as Envelope<ReplyOf<C>> | null;
  if (res.ok && env?.code === 200) return env.data;
  const msg = env?.msg ?? (res.status === 401 ? TENANT_MSG.dead : NETWORK_MSG);
  throw new ApiError(res.status, env?.code ?? res.status, msg);
}
