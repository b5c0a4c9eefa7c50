import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/store';
import { conflict } from '../http/errors';
import { roomTemplates } from './schema';
import { visibleTemplate, type Who } from './access';
import { boundCounts } from './templates';
import { templateDeleteRefusal } from '../../sync/rules/templates/template-rules';

/**
 * Deletes a template no live room is bound to (409 with the number of bound rooms otherwise). The row is kept as a
 * tombstone with a new change version, so lists drop it, offline copies learn it on their next pull, leases keep
 * their history and its name is free again.
 */
export function deleteTemplate(db: Db, now: number, user: Who, templateId: string): Promise<{ templateId: string }> {
  return db.write(user.orgId, async (tx) => {
    const t = await visibleTemplate(tx, user, templateId);
    const refusal = templateDeleteRefusal((await boundCounts(tx, user.orgId, [t.id])).get(t.id) ?? 0);
    if (refusal) throw conflict(refusal);
    await tx
      .update(roomTemplates)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(roomTemplates.id, t.id), eq(roomTemplates.orgId, user.orgId), isNull(roomTemplates.deletedAt)));
    return { templateId: t.id };
  });
}
