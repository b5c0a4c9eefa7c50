import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A refusal the client should see: a true HTTP status, the envelope code and a Chinese message. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly msg: string,
    readonly code: number = status,
  ) {
    super(msg);
  }
}

export const badRequest = (msg: string) => new AppError(400, msg);
export const unauthorized = (msg = '登录已过期，请重新登录') => new AppError(401, msg);
export const forbidden = (msg = '没有权限执行此操作') => new AppError(403, msg);
export const notFound = (msg = '记录不存在') => new AppError(404, msg);
export const conflict = (msg: string, code = 409) => new AppError(409, msg, code);
