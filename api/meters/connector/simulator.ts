import type { DriverPower, DriverReading, MeterDriver, MeterLast } from './driver';

/**
 * The simulated smart-meter connector (METER_DRIVER=simulator, the default). Deterministic from the device id and
 * the clock, so tests are stable:
 * - devices whose id hashes to bucket 0 of 10 are offline, bucket 1 answer with a failed reading (and a failed power
 *   control), the rest read and switch;
 * - a reading grows from the meter's last value at a steady rate of the device (per day, by meter type: cold water
 *   6–20 hundredths of a ton, electricity 2–7.3 度, hot water 3–10 hundredths of a ton), so a month's usage is
 *   plausible (2–6 吨, 60–220 度, 1–3 吨); a meter never read starts from a base value of the device.
 */
export const DAY_MS = 86_400_000;

/** FNV-1a, 32 bits. */
export function snHash(devSn: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < devSn.length; i++) {
    h ^= devSn.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export type SimulatedState = 'online' | 'offline' | 'failing';

/** How the simulator treats a device. */
export function simulatedState(devSn: string): SimulatedState {
  const b = snHash(devSn) % 10;
  return b === 0 ? 'offline' : b === 1 ? 'failing' : 'online';
}

/** The device's usage per day, in hundredths of a unit. */
export function simulatedDailyUsage(devSn: string, devType: number): number {
  const h = (snHash(devSn) >>> 4) % 1000;
  if (devType === 2) return 200 + Math.floor((h * 533) / 1000); // 2.00–7.33 度 a day
  if (devType === 4) return 3 + Math.floor((h * 7) / 1000); // 0.03–0.10 吨
  return 6 + Math.floor((h * 14) / 1000); // 0.06–0.20 吨
}

/** The reading of a device at `at`, growing from its last accepted reading. */
export function simulatedValue(devSn: string, last: MeterLast, at: number): number {
  const rate = simulatedDailyUsage(devSn, last.devType);
  if (last.value !== null && last.readAt !== null)
    return last.value + Math.max(0, Math.floor((rate * (at - last.readAt)) / DAY_MS));
  const base = ((snHash(devSn) >>> 8) % 5000) * 100; // 0–4999 units on the dial when installed
  return base + Math.floor((rate * Math.max(0, at - Date.UTC(2026, 0, 1))) / DAY_MS);
}

export function simulatorDriver(opts: {
  now: () => number;
  lastOf: (devSn: string) => Promise<MeterLast | null> | MeterLast | null;
}): MeterDriver {
  return {
    async read(devSn: string): Promise<DriverReading> {
      const state = simulatedState(devSn);
      if (state === 'offline') return 'offline';
      if (state === 'failing') return 'failed';
      const last = await opts.lastOf(devSn);
      if (!last) return 'offline';
      const at = opts.now();
      return { value: simulatedValue(devSn, last, at), readAt: at };
    },
    async power(devSn: string): Promise<DriverPower> {
      const state = simulatedState(devSn);
      return state === 'online' ? 'ok' : state === 'offline' ? 'offline' : 'failed';
    },
  };
}
