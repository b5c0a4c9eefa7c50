import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { nextVersion } from '../db/versions';
import { conflict } from '../http/errors';
import { roomTemplates } from './schema';
import { visibleTemplate, type Who } from './access';
import { boundCounts } from './templates';
import { templateDeleteRefusal } from '../../sync/template-rules';

/**
 * Deletes a template no live room is bound to (409 with the number of bound rooms otherwise). The row is kept as a
 * tombstone with a new change version, so lists drop it, offline copies learn it on their next pull, leases keep
 * their history and its name is free again.
 */
export function deleteTemplate(db: Db, now: number, user: Who, templateId: string) {
  const t = visibleTemplate(db, user, templateId);
  db.transaction((tx) => {
    const refusal = templateDeleteRefusal(boundCounts(tx, user.orgId, [t.id]).get(t.id) ?? 0);
    if (refusal) throw conflict(refusal);
    tx.update(roomTemplates)
      .set({ deletedAt: now, updatedAt: now, version: nextVersion(tx, user.orgId) })
      .where(and(eq(roomTemplates.id, t.id), eq(roomTemplates.orgId, user.orgId), isNull(roomTemplates.deletedAt)))
      .run();
  });
  return { templateId: t.id };
}
