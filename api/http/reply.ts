import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Page } from '../../sync/contract/envelope';

/** The `{code, msg, data}` envelope with code 200. */
export function ok<T>(c: Context, data: T, msg = '操作成功') {
  return c.json({ code: 200, msg, data: data ?? null });
}

export function fail(c: Context, status: ContentfulStatusCode, msg: string, code: number = status) {
  return c.json({ code, msg, data: null }, status);
}

export function pageOf<T>(records: T[], total: number, current: number, size: number): Page<T> {
  return { records, total, current, size, pages: Math.max(1, Math.ceil(total / size)) };
}
