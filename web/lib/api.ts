import type { Envelope } from '../../sync/contract/envelope';
import { clearSession, getSession } from './session';
import { sayTerminal } from './terminal';
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

const SERVER_MSG = '服务器开小差了，请稍后再试';

/**
 * Sends a request with the session token (`json` as a JSON body). No answer at all is the network's ApiError; a 401
 * on a signed-in request means the session ended: the token is dropped and the user is sent to /login.
 */
async function send(path: string, init: RequestInit & { json?: unknown }): Promise<Response> {
  const headers = new Headers(init.headers);
  const session = getSession();
  if (session) headers.set('authorization', `Bearer ${session.token}`);
  sayTerminal(headers);
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
  if (res.status === 401 && session) {
    clearSession();
    if (!location.pathname.startsWith('/login')) location.assign('/login');
  }
  return res;
}

/** The `{code, msg, data}` envelope of an answer, or null when it carries none. */
const envelopeOf = async <T>(res: Response) => (await res.json().catch(() => null)) as Envelope<T> | null;

/** A refusal with the server's Chinese message, or a general one when the answer carries none. */
const refusal = (res: Response, env: Envelope<unknown> | null) =>
  new ApiError(res.status, env?.code ?? res.status, env?.msg ?? (res.status >= 500 ? SERVER_MSG : NETWORK_MSG));

/** Calls the API with the session token and unwraps the `{code, msg, data}` envelope. */
export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const res = await send(path, init);
  const env = await envelopeOf<T>(res);
  if (res.ok && env?.code === 200) return env.data;
  throw refusal(res, env);
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

/**
 * The filters of a list route as its filter bar holds them: each field of the route's query, as text ('' for none),
 * but the page fields and the `Other` ones the screen does not show.
 */
export type ListFilters<C extends RouteContract, Other extends string = never> = Record<
  Exclude<keyof QueryOf<C>, 'current' | 'size' | Other>,
  string
>;

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
  const init = { method: c.method, json: i.json, body: i.body, signal: i.signal, headers: i.headers };
  if (isFileReply(c.reply)) return (await download(url, init)) as ReplyOf<C>;
  const data = await api<unknown>(url, init);
  if (import.meta.env.DEV) {
    const parsed = c.reply.safeParse(data);
    if (!parsed.success) {
      console.error(`${c.method} ${c.path}: the reply breaks its contract`, parsed.error.issues, data);
      throw new ApiError(200, 200, `${c.path} 的返回与约定不符`);
    }
  }
  return data as ReplyOf<C>;
}

/** Downloads a file the API makes (an export, a stored file); a refusal is handled like that of any call. */
export async function download(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Blob> {
  const res = await send(path, init);
  if (res.ok) return res.blob();
  throw refusal(res, await envelopeOf(res));
}
