import { and, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Reader, Tx } from '../db/store';
import type { AuthUser } from '../http/env';
import { apartmentConfigs } from './schema';

export type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;
export type ConfigPatch = Partial<
  Omit<typeof apartmentConfigs.$inferInsert, 'id' | 'orgId' | 'apartmentId' | 'createdAt' | 'updatedAt'>
>;

/** The configuration row of an apartment of the org, or undefined when nothing was saved yet. */
export async function configOf(q: Reader, orgId: string, apartmentId: string) {
  const [row] = await q
    .select()
    .from(apartmentConfigs)
    .where(and(eq(apartmentConfigs.orgId, orgId), eq(apartmentConfigs.apartmentId, apartmentId)))
    .limit(1);
  return row;
}

/** Writes some columns of an apartment's configuration row, creating the row on the first save. */
export async function upsertConfig(tx: Tx, now: number, orgId: string, apartmentId: string, patch: ConfigPatch) {
  await tx
    .insert(apartmentConfigs)
    .values({ id: ulid(now), orgId, apartmentId, createdAt: now, updatedAt: now, ...patch })
    .onConflictDoUpdate({ target: apartmentConfigs.apartmentId, set: { ...patch, updatedAt: now } });
}
