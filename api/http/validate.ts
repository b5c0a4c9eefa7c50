import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z } from 'zod';
import { fail } from './reply';

const HAS_CHINESE = /[\u4e00-\u9fa5]/;

/** The first issue's message when the schema wrote one in Chinese, else a generic Chinese one. */
export function chineseMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue && HAS_CHINESE.test(issue.message)) return issue.message;
  const field = issue?.path.join('.') ?? '';
  return field ? `参数 ${field} 格式不正确` : '参数格式不正确';
}

/** zod validation answering 400 with a Chinese `msg` (never a 500 for bad input). */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) return fail(c, 400, chineseMessage(result.error as unknown as z.ZodError));
  });
}

/** Page query shared by list endpoints: current ≥ 1, size 1–100 defaulting to 10. */
export const pageQuery = {
  current: z.coerce.number().int().min(1, '页码不正确').default(1),
  size: z.coerce.number().int().min(1).max(100, '每页条数不能超过100').default(10),
};
