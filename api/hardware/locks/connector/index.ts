import type { Db } from '../../../db/store';
import type { LockDriver } from './driver';
import { simulatorLockDriver } from './simulator/driver';

export type { LockDriver } from './driver';

/** The drivers LOCK_DRIVER may name. Only the simulator exists so far; a real vendor's driver goes here. */
export const LOCK_DRIVERS = ['simulator'] as const;

/** Whether the simulated locks (and their keypad and state routes) are in use. */
export const simulatingLocks = (name = process.env.LOCK_DRIVER || 'simulator') => name === 'simulator';

/**
 * The smart-lock driver, chosen by env LOCK_DRIVER (default 'simulator'); `now` is the injected clock. An unknown
 * name is refused loudly rather than silently simulated.
 */
export function lockDriver(db: Db, now: () => number, name = process.env.LOCK_DRIVER || 'simulator'): LockDriver {
  if (name === 'simulator') return simulatorLockDriver(db, now);
  throw new Error(`LOCK_DRIVER=${name}: unknown lock driver (known: ${LOCK_DRIVERS.join(', ')})`);
}
