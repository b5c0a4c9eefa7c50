import type { Db, Tx } from '../db/store';

/**
 * What the core demo seed made, handed to each feature's seeder so it can add its own demo rows.
 *
 * The core seed (organisation, rooms, and every feature seeder called from api/seed/demo.ts seedMainOrg) runs in ONE
 * unit of work of the demo organisation, `tx`: such a seeder reads and writes through `ctx.tx` and never opens a unit
 * (db.write would throw: units do not nest). The running-lease part (api/seed/running-leases.ts: leases, check-outs,
 * appointments) runs after that unit committed, through the screens' own functions: it writes in units of its own
 * through `ctx.db`, and its `ctx.tx` is closed (any use throws).
 */
export interface DemoContext {
  /** The organisation's unit of work of the core seed (closed in the running-lease part). */
  tx: Tx;
  /** The database: for the running-lease part's own units of work only. */
  db: Db;
  now: number;
  orgId: string;
  /** The second demo organisation (城南寓所), seeded in its own unit after this one. */
  otherOrgId: string;
  users: { boss: string; manager: string; staff: string };
  projects: { east: string; west: string };
  /** Apartment ids of `orgId` by name ('东湖公寓', '西城公寓'). */
  apartments: Record<string, string>;
}
