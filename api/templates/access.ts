import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AuthUser } from '../http/env';
import { notFound } from '../http/errors';
import { apartments } from '../houses/schema';
import { visibleApartments } from '../houses/scope';
import { roomTemplates } from './schema';

export type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

export const NOT_FOUND = {
  apartment: '公寓不存在或无权查看',
  template: '模板不存在',
} as const;

/** The apartment when the user may see it (org + staff project scope); else 404 as if missing. */
export function visibleApartment(db: Db, user: Who, apartmentId: string) {
  const apt = db
    .select({ id: apartments.id, name: apartments.name, orgId: apartments.orgId })
    .from(apartments)
    .where(and(eq(apartments.id, apartmentId), visibleApartments(db, user)))
    .get();
  if (!apt) throw notFound(NOT_FOUND.apartment);
  return apt;
}

/** A live template of an apartment the user may see; else 404. */
export function visibleTemplate(db: Db, user: Who, templateId: string) {
  const row = db
    .select({ template: roomTemplates, apartmentName: apartments.name })
    .from(roomTemplates)
    .innerJoin(apartments, eq(apartments.id, roomTemplates.apartmentId))
    .where(
      and(
        eq(roomTemplates.id, templateId),
        eq(roomTemplates.orgId, user.orgId),
        isNull(roomTemplates.deletedAt),
        visibleApartments(db, user),
      ),
    )
    .get();
  if (!row) throw notFound(NOT_FOUND.template);
  return { ...row.template, apartmentName: row.apartmentName };
}

