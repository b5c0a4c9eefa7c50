import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Reader } from '../db/store';
import { offices } from './schema';
import type { OfficeRow } from '../../sync/contract/admin/admin';

/** Companies (kind 1) or projects (kind 2) of the org, for selectors and the office tree. */
export function listOffices(db: Reader, orgId: string, kind?: number): Promise<OfficeRow[]> {
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
