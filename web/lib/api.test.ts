import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const session = vi.hoisted(() => ({
  getSession: vi.fn(() => ({ token: 't1' }) as { token: string } | null),
  clearSession: vi.fn(),
}));
vi.mock('./session', () => session);

import { ApiError, api, download, NETWORK_MSG, NETWORK_STATUS } from './api';

const assign = vi.fn();
let answer: Response;
const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => answer);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('location', { pathname: '/leases', assign });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('download', () => {
  it('sends the session token and gives the file', async () => {
    answer = new Response('xlsx bytes', { status: 200 });
    const blob = await download('/api/upload/files/x');
    expect(await blob.text()).toBe('xlsx bytes');
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('authorization')).toBe('Bearer t1');
  });

  it('ends the session on a 401, as every call does', async () => {
    answer = json(401, { code: 401, msg: '登录已过期，请重新登录', data: null });
    await expect(download('/api/upload/files/x')).rejects.toMatchObject({
      status: 401,
      message: '登录已过期，请重新登录',
    });
    expect(session.clearSession).toHaveBeenCalledOnce();
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('says the server failed when a 5xx carries no message', async () => {
    answer = new Response('gateway', { status: 502 });
    await expect(download('/api/upload/files/x')).rejects.toThrow('服务器开小差了，请稍后再试');
  });
});

describe('api', () => {
  it('unwraps the envelope and refuses with the server message', async () => {
    answer = json(200, { code: 200, msg: 'ok', data: { a: 1 } });
    expect(await api('/api/x')).toEqual({ a: 1 });
    answer = json(200, { code: 111, msg: '该手机号已注册', data: null });
    await expect(api('/api/x')).rejects.toEqual(new ApiError(200, 111, '该手机号已注册'));
    expect(session.clearSession).not.toHaveBeenCalled();
  });

  it('is a network error when no answer comes', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await expect(api('/api/x')).rejects.toMatchObject({ status: NETWORK_STATUS, message: NETWORK_MSG });
  });
});
