/**
 * The smart-meter connector (spec part 3 §2.9 "update reading", §4: a smart meter's reading can be refreshed per row).
 * A driver asks a device for its reading: the value in hundredths of a unit and when it was taken, or 'offline' (the
 * device does not answer: the meter's onlineStatus becomes 0) or 'failed' (it answered but the reading failed). Both
 * refusals show '更新失败' (METER_MSG.updateFailed).
 */
export type DriverReading = { value: number; readAt: number } | 'offline' | 'failed';

/** A power control's answer (issue 18 point 6): done, the device does not answer, or it answered but failed. */
export type DriverPower = 'ok' | 'offline' | 'failed';

export interface MeterDriver {
  read(devSn: string): Promise<DriverReading>;
  /** Switches an electricity meter's power on (true) or off (false). */
  power(devSn: string, on: boolean): Promise<DriverPower>;
}

/** What a driver may know about a meter from the database: its type and last accepted reading. */
export interface MeterLast {
  devType: number;
  value: number | null;
  readAt: number | null;
}
