import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db } from '../db/client';
import { conflict, notFound } from '../http/errors';
import { DEFAULT_TENANT_SOURCES, SETTINGS_MSG } from '../../sync/settings';
import type { Who } from './apartment-config';
import { tenantSources } from './schema';

/** Gives an organisation the default tenant-source types when it has none (first visit or the demo seed). */
export function ensureTenantSources(db: Db, now: number, orgId: string) {
  const n = db.select({ n: count() }).from(tenantSources).where(eq(tenantSources.orgId, orgId)).get()!.n;
  if (n > 0) return;
  db.insert(tenantSources)
    .values(DEFAULT_TENANT_SOURCES.map((name, sort) => ({ id: ulid(now), orgId, name, useAble: 1, sort, createdAt: now, updatedAt: now })))
    .run();
}

/** Tenant-source types of the org (General_3), in their order; `usableOnly` for the tenant registration form. */
export function tenantSourcesOf(db: Db, now: number, orgId: string, usableOnly = false) {
  ensureTenantSources(db, now, orgId);
  return db
    .select({ tenantConfigId: tenantSources.id, name: tenantSources.name, useAble: tenantSources.useAble })
    .from(tenantSources)
    .where(usableOnly ? and(eq(tenantSources.orgId, orgId), eq(tenantSources.useAble, 1)) : eq(tenantSources.orgId, orgId))
    .orderBy(asc(tenantSources.sort), asc(tenantSources.createdAt))
    .all();
}

/** Adds a custom type (name unique in the org), usable at once. */
export function addTenantSource(db: Db, now: number, user: Who, name: string) {
  ensureTenantSources(db, now, user.orgId);
  const same = db
    .select({ id: tenantSources.id })
    .from(tenantSources)
    .where(and(eq(tenantSources.orgId, user.orgId), eq(tenantSources.name, name)))
    .get();
  if (same) throw conflict(SETTINGS_MSG.tenantSourceDuplicate);
  const last = db.select({ sort: max(tenantSources.sort) }).from(tenantSources).where(eq(tenantSources.orgId, user.orgId)).get();
  const row = { id: ulid(now), orgId: user.orgId, name, useAble: 1, sort: (last?.sort ?? -1) + 1, createdAt: now, updatedAt: now };
  db.insert(tenantSources).values(row).run();
  return { tenantConfigId: row.id, name: row.name, useAble: row.useAble };
}

/** Saves the useAble flags; every id must be one of the org's types (else 404, nothing saved). */
export function saveTenantSources(db: Db, now: number, user: Who, items: { tenantConfigId: string; useAble: number }[]) {
  const ids = [...new Set(items.map((i) => i.tenantConfigId))];
  const found = ids.length
    ? db
        .select({ id: tenantSources.id })
        .from(tenantSources)
        .where(and(eq(tenantSources.orgId, user.orgId), inArray(tenantSources.id, ids)))
        .all()
    : [];
  if (found.length !== ids.length) throw notFound('租客来源类型不存在');
  db.transaction((tx) => {
    for (const i of items)
      tx.update(tenantSources)
        .set({ useAble: i.useAble, updatedAt: now })
        .where(and(eq(tenantSources.id, i.tenantConfigId), eq(tenantSources.orgId, user.orgId)))
        .run();
  });
  return tenantSourcesOf(db, now, user.orgId);
}
