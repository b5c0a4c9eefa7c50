import type { Tx } from '../db/store';

/**
 * What the core demo seed made, handed to each feature's seeder so it can add its own demo rows. `tx` is the unit of
 * work of the demo organisation `orgId` (seedDemo opens one per organisation): a seeder reads and writes through it,
 * awaits every query and never opens a unit of its own.
 */
export interface DemoContext {
  tx: Tx;
  now: number;
  orgId: string;
  /** The second demo organisation (城南寓所), seeded in its own unit after this one. */
  otherOrgId: string;
  users: { boss: string; manager: string; staff: string };
  projects: { east: string; west: string };
  /** Apartment ids of `orgId` by name ('东湖公寓', '西城公寓'). */
  apartments: Record<string, string>;
}
