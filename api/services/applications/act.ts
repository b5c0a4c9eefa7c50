import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { AuthUser } from '../../http/env';
import { conflict, notFound } from '../../http/errors';
import {
  APPLICATION_ACTION,
  APPLICATION_MSG,
  mayAct,
  type ApplicationAction,
} from '../../../sync/rules/services/applications-rules';
import { onlineApplications } from './schema';
import { applicationsSeenBy } from './list';
import { tellTenantsOf } from './tell';

/**
 * 通过 / 拒绝 an applying application, or 取消 one applying or approved (§4; the row's cancel, after which the list
 * reloads): the state changes only from the state read (two managers at once: one wins, the other is told), and the
 * tenant is told in their inbox and by push.
 */
export async function actOnApplication(deps: Deps, user: AuthUser, applyId: string, action: ApplicationAction) {
  const { db } = deps;
  const [a] = await db
    .select({ id: onlineApplications.id, status: onlineApplications.status })
    .from(onlineApplications)
    .where(and(eq(onlineApplications.id, applyId), applicationsSeenBy(db, user, false)))
    .limit(1);
  if (!a) throw notFound(APPLICATION_MSG.applicationNotFound);
  if (!mayAct(a.status, action)) throw conflict(APPLICATION_MSG.notApplying);
  const changed = await tellTenantsOf(deps, user.orgId, (tx) =>
    tx
      .update(onlineApplications)
      .set({ status: APPLICATION_ACTION[action], handledAt: tx.now, handledByName: user.name, updatedAt: tx.now })
      .where(and(eq(onlineApplications.id, a.id), eq(onlineApplications.status, a.status)))
      .returning(),
  );
  if (!changed.length) throw conflict(APPLICATION_MSG.notApplying);
}
