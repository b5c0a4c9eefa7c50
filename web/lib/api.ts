import type { Envelope } from '../../sync/contract/envelope';
import { clearSession, getSession } from './session';
import {
  isFileReply,
  pathOf,
  type BodyOf,
  type PathParams,
  type QueryOf,
  type ReplyOf,
  type RouteContract,
} from '../../sync/contract/route';

/** A refusal from the API (or the network), carrying the server's Chinese message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export const NETWORK_MSG = '网络请求失败';
/** The status of an ApiError when no answer came (offline, DNS, CORS …): not an HTTP status. */
export const NETWORK_STATUS = 0;

/**
 * Calls the API with the session token and unwraps the `{code, msg, data}` envelope. A 401 on a signed-in call
 * means the session ended: the token is dropped and the user is sent to /login.
 */
export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  const session = getSession();
  if (session) headers.set('authorization', `Bearer ${session.token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  let res: Response;
  try {
    res = await fetch(path, { ...init, headers, body });
  } catch {
    throw new ApiError(NETWORK_STATUS, 0, NETWORK_MSG);
  }
  let env: Envelope<T> | null = null;
  try {
    env = (await res.json()) as Envelope<T>;
  } catch {
    env = null;
  }
  if (res.ok && env?.code === 200) return env.data;
  if (res.status === 401 && session) {
    clearSession();
    if (!location.pathname.startsWith('/login')) location.assign('/login');
  }
  throw new ApiError(
    res.status,
    env?.code ?? res.status,
    env?.msg ?? (res.status >= 500 ? '服务器开小差了，请稍后再试' : NETWORK_MSG),
  );
}

/** What a call of a contract's route sends: its path parameters, its query and its JSON body or form data. */
export type CallInput<C extends RouteContract> = ([keyof PathParams<C>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<C> }) &
  ([QueryOf<C>] extends [never] ? { query?: undefined } : { query: QueryOf<C> }) &
  ([BodyOf<C>] extends [never] ? { json?: undefined } : { json: BodyOf<C> }) & {
    body?: BodyInit;
    signal?: AbortSignal;
    /** Extra request headers (an `Idempotency-Key`). */
    headers?: HeadersInit;
  };

type Optional<T> = {} extends T ? [input?: T] : [input: T];

/** A query object as URL parameters: undefined, null and '' left out. */
export function queryString(query: object | undefined): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * Calls a route of the contract (sync/contract): the path, query and body are typed by its schemas and the reply is
 * its reply type. In development the reply is also parsed with the contract's schema, so a screen never silently
 * reads a shape the API does not send.
 */
export async function call<C extends RouteContract>(c: C, ...[input]: Optional<CallInput<C>>): Promise<ReplyOf<C>> {
  const i = (input ?? {}) as {
    params?: Record<string, string>;
    query?: object;
    json?: unknown;
    body?: BodyInit;
    signal?: AbortSignal;
    headers?: HeadersInit;
  };
  const url = pathOf(c, i.params) + queryString(i.query);
  if (isFileReply(c.reply))
    return (await download(url, { method: c.method, json: i.json, signal: i.signal })) as ReplyOf<C>;
  const data = await api<unknown>(url, {
    method: c.method,
    json: i.json,
    body: i.body,
    signal: i.signal,
    headers: i.headers,
  });
  if (import.meta.env.DEV) {
    const parsed = c.reply.safeParse(data);
    if (!parsed.success) {
      console.error(`${c.method} ${c.path}: the reply breaks its contract`, parsed.error.issues, data);
      throw new ApiError(200, 200, `${c.path} 的返回与约定不符`);
    }
  }
  return data as ReplyOf<C>;
}

/**
 * Downloads a file the API makes (an export, a stored file) with the session token; a refusal carries the server's
 * Chinese message like any call.
 */
export async function download(
  path: string,
  init: { method?: string; json?: unknown; signal?: AbortSignal } = {},
): Promise<Blob> {
  const headers = new Headers();
  const session = getSession();
  if (session) headers.set('authorization', `Bearer ${session.token}`);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? 'GET',
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal: init.signal,
    });
  } catch {
    throw new ApiError(NETWORK_STATUS, 0, NETWORK_MSG);
  }
  if (res.ok) return res.blob();
  const env = (await res.json().catch(() => null)) as Envelope | null;
  throw new ApiError(res.status, env?.code ?? res.status, env?.msg ?? NETWORK_MSG);
}
