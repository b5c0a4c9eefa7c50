/**
 * The contract of /api/sync (ARCHITECTURE "Offline-first"): pull and push of the offline protocol. The schemas are
 * the protocol's own (sync/protocol/protocol.ts), named here so that the API validates with them and tests check the
 * replies against them.
 */
import { route } from '../route';
import { pullQuerySchema, pullResponseSchema, pushRequestSchema, pushResponseSchema } from '../../protocol/protocol';

export const sync = {
  /** The changes after `cursor` the user may see, oldest first (tombstones included). */
  pull: route({ method: 'GET', path: '/api/sync/pull', query: pullQuerySchema, reply: pullResponseSchema }),
  /** One result per mutation, in the order sent; HTTP 200 for the batch. */
  push: route({ method: 'POST', path: '/api/sync/push', body: pushRequestSchema, reply: pushResponseSchema }),
};
