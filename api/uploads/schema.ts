import { index, integer, table, text } from '../db/kit';

/** An uploaded file: stored under the data folder by its unguessable id, served only within its org. */
export const uploads = table(
  'uploads',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    userId: text('user_id').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name').notNull().default(''),
    /**
     * '' for ordinary pictures; 'personal' for personal data (ID photos, signatures, signed contracts), served only
     * to users allowed to see the record named by `subjectId` (a lease id).
     */
    purpose: text('purpose').notNull().default(''),
    subjectId: text('subject_id'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('uploads_org_idx').on(t.orgId)],
);

/**
 * A picture attached to a record: apartment public-area photos, template and room photos, owner documents.
 * `ownerType` names the record kind ('apartment', 'template', 'room', 'owner_sfz', 'owner_yhk', 'owner_fcz', …),
 * `url` is the upload's address; the first by `sort` is the cover (isCover 1).
 */
export const pictures = table(
  'pictures',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    ownerType: text('owner_type').notNull(),
    ownerId: text('owner_id').notNull(),
    url: text('url').notNull(),
    isCover: integer('is_cover').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    regionId: integer('region_id').notNull().default(1),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('pictures_owner_idx').on(t.ownerType, t.ownerId)],
);
