import type { Envelope } from '../../sync/contract/envelope';
import { clearSession, getSession } from './session';

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
    throw new ApiError(0, 0, NETWORK_MSG);
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
