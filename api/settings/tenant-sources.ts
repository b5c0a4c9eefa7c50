import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader, Tx } from '../db/store';
import { notFound } from '../http/errors';
import { DEFAULT_TENANT_SOURCES, SETTINGS_MSG } from '../../sync/rules/settings/settings';
import type { Who } from './apartment-config';
import { tenantSources } from './schema';
import { uniqueOr } from './unique';
import type { TenantSource } from '../../sync/contract/settings/settings-shapes';

const countOf = async (q: Reader, orgId: string) =>
  (await q.select({ n: count() }).from(tenantSources).where(eq(tenantSources.orgId, orgId)))[0].n;

/** Gives an organisation the default tenant-source types when it has none (first visit or the demo seed). */
export async function ensureTenantSources(tx: Tx, now: number, orgId: string) {
  if ((await countOf(tx, orgId)) > 0) return;
  await tx
    .insert(tenantSources)
    .values(
      DEFAULT_TENANT_SOURCES.map((name, sort) => ({
        id: ulid(now),
        orgId,
        name,
        useAble: 1,
        sort,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
}

/** Tenant-source types of the org (General_3), in their order; `usableOnly` for the tenant registration form. */
export async function tenantSourcesOf(db: Db, now: number, orgId: string, usableOnly = false): Promise<TenantSource[]> {
  if ((await countOf(db, orgId)) === 0) await db.write(orgId, (tx) => ensureTenantSources(tx, now, orgId));
  return listTenantSources(db, orgId, usableOnly);
}

function listTenantSources(q: Reader, orgId: string, usableOnly = false): Promise<TenantSource[]> {
  return q
    .select({ tenantConfigId: tenantSources.id, name: tenantSources.name, useAble: tenantSources.useAble })
    .from(tenantSources)
    .where(
      usableOnly ? and(eq(tenantSources.orgId, orgId), eq(tenantSources.useAble, 1)) : eq(tenantSources.orgId, orgId),
    )
    .orderBy(asc(tenantSources.sort), asc(tenantSources.createdAt), asc(tenantSources.id));
}

/** Adds a custom type (name unique in the org: tenant_sources_org_name_uq), usable at once. */
export function addTenantSource(db: Db, now: number, user: Who, name: string): Promise<TenantSource> {
  return uniqueOr(SETTINGS_MSG.tenantSourceDuplicate, () =>
    db.write(user.orgId, async (tx) => {
      await ensureTenantSources(tx, now, user.orgId);
      const [last] = await tx
        .select({ sort: max(tenantSources.sort) })
        .from(tenantSources)
        .where(eq(tenantSources.orgId, user.orgId));
      const row = {
        id: ulid(now),
        orgId: user.orgId,
        name,
        useAble: 1,
        sort: (last?.sort ?? -1) + 1,
        createdAt: now,
        updatedAt: now,
      };
      await tx.insert(tenantSources).values(row);
      return { tenantConfigId: row.id, name: row.name, useAble: row.useAble };
    }),
  );
}

/** Saves the useAble flags; every id must be one of the org's types (else 404, nothing saved). */
export function saveTenantSources(
  db: Db,
  now: number,
  user: Who,
  items: { tenantConfigId: string; useAble: number }[],
) {
  const ids = [...new Set(items.map((i) => i.tenantConfigId))];
  return db.write(user.orgId, async (tx) => {
    const found = ids.length
      ? await tx
          .select({ id: tenantSources.id })
          .from(tenantSources)
          .where(and(eq(tenantSources.orgId, user.orgId), inArray(tenantSources.id, ids)))
      : [];
    if (found.length !== ids.length) throw notFound('租客来源类型不存在');
    for (const i of items)
      await tx
        .update(tenantSources)
        .set({ useAble: i.useAble, updatedAt: now })
        .where(and(eq(tenantSources.id, i.tenantConfigId), eq(tenantSources.orgId, user.orgId)));
    await ensureTenantSources(tx, now, user.orgId);
    return listTenantSources(tx, user.orgId);
  });
}
