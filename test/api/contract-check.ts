import { TrieRouter } from 'hono/router/trie-router';
import { z } from 'zod';
import { ALL_CONTRACTS } from '../../sync/contract';
import { isFileReply, type RouteContract } from '../../sync/contract/route';

/**
 * The contract check every API test makes through the harness (test/api/harness.ts `call`): a success reply must be
 * exactly what its route's contract (sync/contract) describes, a refusal must be the `{code, msg, data: null}`
 * envelope with a Chinese message, and a download must carry one of its declared content types. A reply that breaks
 * the contract fails the test that received it.
 */
const router = new TrieRouter<RouteContract>();
for (const c of ALL_CONTRACTS) router.add(c.method, c.path, c);

/** The contract of a concrete request, or undefined when no contract names it. */
export function contractOf(method: string, path: string): RouteContract | undefined {
  const pathname = new URL(path, 'http://x').pathname;
  const [matches] = router.match(method, pathname);
  return matches[0]?.[0];
}

const refusal = z.strictObject({ code: z.number().int(), msg: z.string().regex(/[\u4e00-\u9fa5]/), data: z.null() });
const success = z.strictObject({ code: z.literal(200), msg: z.string(), data: z.unknown() });

export class ContractError extends Error {}

/** The routes whose success reply this worker checked (the contract test reports the ones no test reached). */
export const checkedRoutes = new Set<string>();

function explain(c: RouteContract, error: z.ZodError, data: unknown): string {
  const issues = error.issues
    .slice(0, 5)
    .map((i) => `  ${i.path.join('.') || '(data)'}: ${i.message}`)
    .join('\n');
  return `${c.method} ${c.path}: the reply breaks its contract\n${issues}\nreply: ${JSON.stringify(data).slice(0, 600)}`;
}

export function checkReply(
  method: string,
  path: string,
  res: { status: number; json: unknown; headers: Headers },
): void {
  const c = contractOf(method, path);
  if (!c) return;
  const type = res.headers.get('content-type') ?? '';
  if (res.status >= 400) {
    if (res.json === null) return; // a refusal of the web server or a proxy layer, not of a route
    const r = refusal.safeParse(res.json);
    if (!r.success) throw new ContractError(explain(c, r.error, res.json));
    return;
  }
  if (res.status !== 200) return;
  if (isFileReply(c.reply)) {
    if (!c.reply.file.some((t) => type.startsWith(t)))
      throw new ContractError(
        `${c.method} ${c.path}: answered ${type}, its contract says ${c.reply.file.join(' or ')}`,
      );
    checkedRoutes.add(`${c.method} ${c.path}`);
    return;
  }
  const envelope = success.safeParse(res.json);
  if (!envelope.success) throw new ContractError(explain(c, envelope.error, res.json));
  const data = c.reply.safeParse(envelope.data.data);
  if (!data.success) throw new ContractError(explain(c, data.error, envelope.data.data));
  checkedRoutes.add(`${c.method} ${c.path}`);
}
