import { and, eq, isNull } from 'drizzle-orm';
import type { Reader } from '../db/store';
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
export async function visibleApartment(q: Reader, user: Who, apartmentId: string) {
  const [apt] = await q
    .select({ id: apartments.id, name: apartments.name, orgId: apartments.orgId })
    .from(apartments)
    .where(and(eq(apartments.id, apartmentId), visibleApartments(q, user)))
    .limit(1);
  if (!apt) throw notFound(NOT_FOUND.apartment);
  return apt;
}

/** A live template of an apartment the user may see; else 404. */
export async function visibleTemplate(q: Reader, user: Who, templateId: string) {
  const [row] = await q
    .select({ template: roomTemplates, apartmentName: apartments.name })
    .from(roomTemplates)
    .innerJoin(apartments, eq(apartments.id, roomTemplates.apartmentId))
    .where(
      and(
        eq(roomTemplates.id, templateId),
        eq(roomTemplates.orgId, user.orgId),
        isNull(roomTemplates.deletedAt),
        visibleApartments(q, user),
      ),
    )
    .limit(1);
  if (!row) throw notFound(NOT_FOUND.template);
  return { ...row.template, apartmentName: row.apartmentName };
}
