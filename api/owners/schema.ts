import { index, integer, table, text, uniqueIndex } from '../db/kit';
import { rowColumns } from '../db/columns';
import { rooms } from '../houses/schema';

/**
 * The owner of an owner-direct room (type 2, groupType 2; spec part 1 §2.10, part 2 §2.9, §4 "Owner review").
 * status: 0 not passed, 1 passed. Document photos live in `pictures` (owner_sfz, owner_yhk, owner_fcz).
 */
export const owners = table(
  'owners',
  {
    ...rowColumns(),
    roomId: text('room_id')
      .notNull()
      .references(() => rooms.id),
    name: text('name').notNull(),
    identityCard: text('identity_card').notNull().default(''),
    phone: text('phone').notNull().default(''),
    receivingCard: text('receiving_card').notNull().default(''),
    /** Bank settlement for 0 rent, 1 property fee. */
    ifbankCard: integer('ifbank_card').notNull().default(0),
    status: integer('status').notNull().default(0),
    deletedAt: integer('deleted_at'),
  },
  (t) => [uniqueIndex('owners_room_uq').on(t.roomId), index('owners_org_idx').on(t.orgId)],
);
