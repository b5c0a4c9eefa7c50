import { and, eq, isNull } from 'drizzle-orm';
import type { Reader } from '../../db/store';
import { meters } from '../schema';
import type { MeterDriver } from './driver';
import { simulatorDriver } from './simulator';

export type { MeterDriver } from './driver';

/** The drivers METER_DRIVER may name. Only the simulator exists so far; a real vendor's driver goes here. */
export const METER_DRIVERS = ['simulator'] as const;

/**
 * The smart-meter driver of the org, chosen by env METER_DRIVER (default 'simulator'); `now` is the injected clock.
 * An unknown name is refused loudly rather than silently simulated.
 */
export function meterDriver(
  db: Reader,
  now: () => number,
  orgId: string,
  name = process.env.METER_DRIVER || 'simulator',
): MeterDriver {
  if (name === 'simulator') {
    return simulatorDriver({
      now,
      lastOf: async (devSn) => {
        const [m] = await db
          .select({ devType: meters.devType, value: meters.lastValue, readAt: meters.lastReadAt })
          .from(meters)
          .where(and(eq(meters.orgId, orgId), eq(meters.devSn, devSn), eq(meters.isAuto, 1), isNull(meters.deletedAt)))
          .limit(1);
        return m ?? null;
      },
    });
  }
  throw new Error(`METER_DRIVER=${name}: unknown meter driver (known: ${METER_DRIVERS.join(', ')})`);
}
