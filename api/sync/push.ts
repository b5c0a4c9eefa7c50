import type { AuthUser } from '../http/env';
import type { PushRequest, PushResponse } from '../../sync/protocol/protocol';
import { applyMutation, type ApplyDeps } from './apply-mutation';

/**
 * POST /api/sync/push: applies the batch in order, each mutation in its own unit of work, so a rejected one never
 * blocks the ones behind it. One result per mutation, in the order sent.
 */
export async function pushMutations(
  deps: ApplyDeps,
  now: number,
  user: AuthUser,
  req: PushRequest,
): Promise<PushResponse> {
  const results: PushResponse['results'] = [];
  // One after the other: a mutation is judged against the rows the ones before it wrote.
  for (const m of req.mutations) results.push(await applyMutation(deps, now, user, m));
  return { results };
}
