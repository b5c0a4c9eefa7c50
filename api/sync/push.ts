import type { Db } from '../db/client';
import type { AuthUser } from '../http/env';
import type { PushRequest, PushResponse } from '../../sync/protocol';
import { applyMutation } from './apply-mutation';

/**
 * POST /api/sync/push: applies the batch in order, each mutation in its own transaction, so a rejected one never
 * blocks the ones behind it. One result per mutation, in the order sent.
 */
export function pushMutations(db: Db, now: number, user: AuthUser, req: PushRequest): PushResponse {
  return { results: req.mutations.map((m) => applyMutation(db, now, user, m)) };
}
