import { sql } from 'drizzle-orm';
import { index, integer, table, text, uniqueIndex } from '../../db/kit';
import { changeColumns, rowColumns } from '../../db/columns';

/**
 * A gateway of an apartment (issue 18; spec part 3 §3 "Gateway": id, portName): the box that links the apartment's
 * gateway locks, smart meters and door devices to the vendor. `sn` is its device id with the access connector;
 * online state as the connector last said. A device behind an offline gateway is offline too.
 */
export const gateways = table(
  'gateways',
  {
    ...rowColumns(),
    ...changeColumns(),
    apartmentId: text('apartment_id').notNull(),
    /** The spec's portName: the name the gateway is listed by. */
    name: text('name').notNull(),
    sn: text('sn').notNull(),
    onlineStatus: integer('online_status').notNull().default(1),
    lastSeenAt: integer('last_seen_at'),
    deletedAt: integer('deleted_at'),
  },
  (t) => [
    uniqueIndex('gateways_sn_uq')
      .on(t.sn)
      .where(sql`deleted_at IS NULL`),
    index('gateways_org_apartment_idx').on(t.orgId, t.apartmentId),
  ],
);
