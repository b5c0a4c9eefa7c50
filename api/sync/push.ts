import type { AuthUser } from '../http/env';
import type { PushRequest, PushResponse } from '../../sync/protocol';
import { applyMutation, type ApplyDeps } from './apply-mutation';

/**
 * POST /api/sync/push: applies the batch in order, each mutation in its own transaction, so a rejected one never
 * blocks the ones behind it. One result per mutation, in the order sent.
 */
export function pushMutations(deps: ApplyDeps, now: number, user: AuthUser, req: PushRequest): PushResponse {
  return { results: req.mutations.map((m) => applyMutation(deps, now, user, m)) };
}
