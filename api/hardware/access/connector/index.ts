import type { Db } from '../../../db/store';
import type { AccessDriver } from './driver';
import { simulatorAccessDriver } from './simulator/driver';

export type { AccessDriver } from './driver';

/** The drivers ACCESS_DRIVER may name. Only the simulator exists so far; a real vendor's driver goes here. */
export const ACCESS_DRIVERS = ['simulator'] as const;

/** Whether the simulated door devices (and their scan and state routes) are in use. */
export const simulatingDoors = (name = process.env.ACCESS_DRIVER || 'simulator') => name === 'simulator';

/** The door-access driver, chosen by env ACCESS_DRIVER (default 'simulator'); an unknown name is refused loudly. */
export function accessDriver(db: Db, now: () => number, name = process.env.ACCESS_DRIVER || 'simulator'): AccessDriver {
  if (name === 'simulator') return simulatorAccessDriver(db, now);
  throw new Error(`ACCESS_DRIVER=${name}: unknown door-access driver (known: ${ACCESS_DRIVERS.join(', ')})`);
}
