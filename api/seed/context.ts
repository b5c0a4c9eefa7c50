import type { Db } from '../db/client';

/** What the core demo seed made, handed to each feature's seeder so it can add its own demo rows. */
export interface DemoContext {
  db: Db;
  now: number;
  orgId: string;
  otherOrgId: string;
  users: { boss: string; manager: string; staff: string };
  projects: { east: string; west: string };
  /** Apartment ids by name ('东湖公寓', '西城公寓', '城南公寓'). */
  apartments: Record<string, string>;
}
