import { eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader } from '../../../api/db/store';
import { orgs } from '../../../api/auth/schema';
import { roomTemplates } from '../../../api/templates/schema';

/** The id of the organisation called `name` ('示例公寓', '城南寓所'). */
export async function orgIdByName(db: Reader, name: string): Promise<string> {
  const [org] = await db.select({ id: orgs.id }).from(orgs).where(eq(orgs.name, name)).limit(1);
  if (!org) throw new Error(`no organisation ${name}`);
  return org.id;
}

/**
 * A bare room-template row written straight to the table in a unit of work of `orgId`, past every check of the
 * domain (so that a test can see what the unique index alone does). `orgId` need not be a real organisation.
 */
export function rawTemplate(db: Db, orgId: string, apartmentId: string, name: string, deletedAt: number | null = null) {
  return db.write(orgId, (tx) =>
    tx.insert(roomTemplates).values({ id: ulid(), orgId, apartmentId, name, createdAt: 1, updatedAt: 1, deletedAt }),
  );
}
