import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Reader } from '../db/store';
import { offices } from './schema';

/** Companies (kind 1) or projects (kind 2) of the org, for selectors and the office tree. */
export function listOffices(db: Reader, orgId: string, kind?: number) {
  const where = and(eq(offices.orgId, orgId), isNull(offices.deletedAt), kind ? eq(offices.kind, kind) : undefined);
  return db
    .select({
      officeId: offices.id,
      name: offices.name,
      kind: offices.kind,
      pid: offices.pid,
      address: offices.address,
    })
    .from(offices)
    .where(where)
    .orderBy(asc(offices.kind), asc(offices.name));
}
