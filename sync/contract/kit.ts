/**
 * The building blocks of reply schemas, so that every contract says the same thing the same way. A reply object is
 * strict: a key the API answers that its schema does not name is a contract failure, not something silently dropped.
 * Request schemas stay `z.object` (unknown keys are stripped) and carry the Chinese messages shown to users.
 */
import { z } from 'zod';

/** A reply object: every key named, nothing else allowed. */
export const obj = z.strictObject;

/** An amount of money: an integer number of fen (may be negative for refunds and balances). */
export const fen = z.number().int();
/** An instant: epoch milliseconds. */
export const ms = z.number().int();
/** A business date 'YYYY-MM-DD' (Asia/Shanghai). */
export const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** An id: a ULID, or a stored row's key. */
export const id = z.string().min(1);
/** An integer code or count. */
export const int = z.number().int();
/** A 0/1 flag as stored and sent. */
export const flag = z.union([z.literal(0), z.literal(1)]);

/** A page of rows (page size 10 everywhere, spec part 4 §9): the shape of api/http/reply.ts `pageOf`. */
export const page = <T extends z.ZodType>(row: T) =>
  obj({ records: z.array(row), total: int, current: int, size: int, pages: int });

/** A success with nothing to say (`data: null`). */
export const nothing = z.null();

/** The page query of every list: current ≥ 1, size 1–100 defaulting to 10 (an export reads 100 at a time). */
export const pageQuery = {
  current: z.coerce.number().int().min(1, '页码不正确').default(1),
  size: z.coerce.number().int().min(1).max(100, '每页条数不能超过100').default(10),
};
