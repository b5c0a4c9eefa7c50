import { and, eq, isNull } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { notFound } from '../http/errors';
import { apartments } from '../houses/schema';
import { APARTMENT_NOT_FOUND, visibleApartments } from '../houses/scope';
import { roomTemplates } from './schema';

export type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

export const NOT_FOUND = {
  apartment: APARTMENT_NOT_FOUND,
  template: '模板不存在',
} as const;

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
