import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import { z } from 'zod';
import { fail } from './reply';
import { fieldName } from './field-labels';

const HAS_CHINESE = /[\u4e00-\u9fa5]/;
export const NOT_JSON_MSG = '请求格式不正确，请以 JSON 提交';

type Issue = z.core.$ZodIssue;

/** The value at `path` of the input that was validated (to tell a missing field from a wrong one). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[k];
  }
  return v;
}

const TYPE_WORDS: Record<string, string> = { number: '数字', int: '整数' };

/** What is wrong, in Chinese, for one zod issue about `where` (a field's Chinese name). */
function problemOf(issue: Issue, where: string, input: unknown): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (valueAt(input, issue.path) === undefined) return `${where}不能为空`;
      const word = TYPE_WORDS[issue.expected];
      return word ? `${where}应为${word}` : `${where}格式不正确`;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? `${where}不能为空` : `${where}至少${min}个字`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return min <= 1 ? `${where}至少选择一项` : `${where}至少${min}项`;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return `${where}不能小于${min}`;
      return `${where}格式不正确`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `${where}不能超过${max}个字`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${where}最多${max}项`;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return `${where}不能大于${max}`;
      return `${where}格式不正确`;
    }
    case 'invalid_value':
      return `${where}的取值不正确`;
    case 'unrecognized_keys':
      return issue.path.length ? `${where}含有不支持的内容` : '提交的内容含有不支持的项';
    case 'custom':
      return `${where}不正确`;
    default:
      return `${where}格式不正确`;
  }
}

/**
 * The first issue's message for the screen: the schema's own when it wrote one in Chinese, else the field's Chinese
 * name (api/http/field-labels.ts, or `labels` of the route) and what is wrong with it. Never an internal path or
 * zod's English text.
 */
export function chineseMessage(error: z.ZodError, input?: unknown, labels?: Record<string, string>): string {
  const issue = error.issues[0] as Issue | undefined;
  if (!issue) return '提交的内容格式不正确';
  if (HAS_CHINESE.test(issue.message)) return issue.message;
  return problemOf(issue, fieldName(issue.path, labels), input);
}

/** Whether the request carries a JSON body, or no body at all (then the schema judges the empty object). */
function jsonOrEmpty(c: Context): boolean {
  const type = c.req.header('content-type');
  if (type) return /^application\/([\w.-]+\+)?json$/i.test(type.split(';')[0]!.trim());
  const length = c.req.header('content-length');
  return !c.req.header('transfer-encoding') && (!length || length === '0');
}

/** The input a validator judged (the body is cached by the validator, so reading it again is free). */
async function inputOf(c: Context, target: keyof ValidationTargets): Promise<unknown> {
  if (target === 'json') return c.req.json().catch(() => undefined);
  if (target === 'query') return c.req.query();
  if (target === 'param') return c.req.param();
  return undefined;
}

/** Every validator made by `validate`, by its middleware: what it checks (the test of every route's messages walks them). */
const registry = new WeakMap<Function, { target: keyof ValidationTargets; schema: z.ZodType }>();
export const validatorOf = (handler: Function) => registry.get(handler);

/**
 * zod validation answering 400 with a Chinese `msg` (never a 500 for bad input). A JSON route refuses a body sent
 * with another Content-Type with 415. `labels`: Chinese names of this route's fields where the shared ones do not fit.
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
  labels?: Record<string, string>,
) {
  const inner = zValidator(target, schema, async (result, c) => {
    if (!result.success)
      return fail(c, 400, chineseMessage(result.error as unknown as z.ZodError, await inputOf(c, target), labels));
  });
  const outer: MiddlewareHandler = (c, next) =>
    target === 'json' && !jsonOrEmpty(c) ? Promise.resolve(fail(c, 415, NOT_JSON_MSG)) : inner(c, next);
  registry.set(outer, { target, schema });
  return outer as unknown as typeof inner;
}
