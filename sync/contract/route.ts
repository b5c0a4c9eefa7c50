/**
 * How a route's contract is written: its method and full path (Hono's syntax, `/api/leases/:leaseId`), the zod
 * schemas of its query and JSON body, and the schema of the `data` its `{code, msg, data}` envelope carries on
 * success (or `fileReply` for a download). The API validates requests with the request schemas; the test harness
 * checks every success reply against the reply schema (test/api/contract-check.ts); the web client takes its types
 * from them and, in development, parses what it receives (web/lib/api.ts `call`).
 */
import { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A reply that is a file (an .xlsx export, an uploaded picture, a page), not the JSON envelope. */
export interface FileReply {
  readonly file: readonly string[];
}

/** The reply of a download: one of these content types. */
export const fileReply = (...contentTypes: string[]): FileReply => ({ file: contentTypes });

export interface RouteContract {
  readonly method: Method;
  readonly path: string;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly reply: z.ZodType | FileReply;
}

/** Declares a route's contract, keeping its literal path and exact schemas in the type. */
export const route = <const C extends RouteContract>(c: C): C => c;

type ParamName<S extends string> = S extends `${infer N}{${string}` ? N : S;
type ParamsOf<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Seg}/${infer Tail}`
    ? ParamName<Seg> | ParamsOf<`/${Tail}`>
    : ParamName<Rest>
  : never;

/** The path parameters of a route, by name: `/api/leases/:leaseId` → `{ leaseId: string }`. */
export type PathParams<C extends RouteContract> = { [K in ParamsOf<C['path']>]: string };
/** What the caller sends as the query (before the schema's defaults and transforms). */
export type QueryOf<C extends RouteContract> = C['query'] extends z.ZodType ? z.input<C['query']> : never;
/** What the caller sends as the JSON body. */
export type BodyOf<C extends RouteContract> = C['body'] extends z.ZodType ? z.input<C['body']> : never;
/** The `data` of a success reply; a Blob for a download. */
export type ReplyOf<C extends RouteContract> = C['reply'] extends z.ZodType ? z.output<C['reply']> : Blob;

/** The concrete path of a route: its parameters filled in and encoded. */
export function pathOf(c: RouteContract, params: Record<string, string> = {}): string {
  return c.path.replace(/:([A-Za-z_]\w*)(\{[^/]*\})?/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`缺少路径参数 ${name}（${c.path}）`);
    return encodeURIComponent(v);
  });
}

/** Whether a reply is a download rather than the envelope. */
export const isFileReply = (r: RouteContract['reply']): r is FileReply => 'file' in r && Array.isArray(r.file);
