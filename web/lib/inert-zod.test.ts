import { describe, expect, it } from 'vitest';
import { z as inert } from './inert-zod';
import { isFileReply, pathOf, route } from '../../sync/contract/route';

// The web build gives the contracts this stand-in for zod: every way they compose schemas must still evaluate, and a
// contract built with it must still say its method, path and whether it answers a file.
const z = inert as typeof import('zod').z;

describe('inert zod of the web build', () => {
  it('evaluates the ways the contracts compose schemas', () => {
    const row = z.strictObject({ id: z.string().min(1), n: z.coerce.number().int().min(1, '页码不正确').default(1) });
    const extended = row.extend({ at: row.shape.id.optional() });
    const spread = z.object({ ...row.shape, kind: z.enum(['a', 'b'], '类型不正确').optional() });
    expect(() =>
      z
        .array(extended)
        .nullable()
        .refine(() => true, '不对'),
    ).not.toThrow();
    expect(Object.keys(spread.shape)).toEqual([]);
    expect(`${typeof row}`).toBe('function');
  });

  it('leaves the route its method and path, and never takes a schema for a file reply', () => {
    const c = route({ method: 'GET', path: '/api/leases/:leaseId', reply: z.object({ id: z.string() }) });
    expect(pathOf(c, { leaseId: 'L 1' })).toBe('/api/leases/L%201');
    expect(isFileReply(c.reply)).toBe(false);
  });

  it('is not a promise, so an awaited contract value resolves to itself', async () => {
    const schema = z.string();
    expect(await Promise.resolve(schema)).toBe(schema);
  });

  it('refuses to parse, naming where the real schemas are listed', () => {
    expect(() => z.string().parse('x')).toThrow(/web-contracts/);
    expect(() => z.object({}).safeParse({})).toThrow(/web-contracts/);
  });
});
