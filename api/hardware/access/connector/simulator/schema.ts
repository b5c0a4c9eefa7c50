import { index, integer, table, text } from '../../../../db/kit';

/**
 * The simulated door-access vendor's own memory (ACCESS_DRIVER=simulator): each device and gateway it knows by its
 * serial number, whether it is reachable, and what it was last given. Not the product's data: the product reaches it
 * only through the connector (../driver.ts). `wanted` is the last AccessWanted pushed, as JSON.
 */
export const simDoors = table(
  'sim_doors',
  {
    sn: text('sn').primaryKey(),
    orgId: text('org_id').notNull(),
    /** 'gateway' or the device kind (1–4) as text. */
    kind: text('kind').notNull(),
    gatewaySn: text('gateway_sn'),
    online: integer('online').notNull().default(1),
    connected: integer('connected').notNull().default(1),
    wanted: text('wanted').notNull().default('{"uids":[],"passes":[],"passKey":""}'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('sim_doors_org_idx').on(t.orgId), index('sim_doors_gateway_idx').on(t.gatewaySn)],
);

/** What the simulated devices reported and the product has not taken yet (a device out of reach keeps its events). */
export const simDoorEvents = table(
  'sim_door_events',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    sn: text('sn').notNull(),
    at: integer('at').notNull(),
    /** The AccessEvent as JSON. */
    body: text('body').notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [index('sim_door_events_org_idx').on(t.orgId, t.taken, t.at)],
);

/**
 * What each simulated door unit shows on its screen (issue 19.3): the notices it was last handed by `showNotices`,
 * one row each; handing it a new list replaces its rows (a recalled notice disappears).
 */
export const simDoorNotices = table(
  'sim_door_notices',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    sn: text('sn').notNull(),
    noticeId: text('notice_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    summary: text('summary').notNull().default(''),
    shownAt: integer('shown_at').notNull(),
  },
  (t) => [index('sim_door_notices_sn_idx').on(t.sn)],
);
