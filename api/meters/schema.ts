import { index, integer, table, text, uniqueIndex } from '../db/kit';
import { rowColumns, syncColumns } from '../db/columns';

/**
 * A utility meter of a room (spec part 3 §2.2, §2.9, §3 "Meter row"): devType 1 cold water, 2 electricity, 4 hot
 * water (sync/meter-rules.ts METER_TYPES); isAuto 0 manual (read by staff), 1 smart (read through the meter
 * connector, devSn its device id). Synced to devices (version, deletedAt) so floors can be read offline; it carries
 * the summary a reader needs: the last reading (value in hundredths of a unit, its time), the recent average usage
 * per reading interval, and how far the meter has been billed (billedValue / billedReadingId: the reading the last
 * utility bill ended at).
 */
export const meters = table(
  'meters',
  {
    ...rowColumns(),
    ...syncColumns(),
    apartmentId: text('apartment_id').notNull(),
    roomId: text('room_id').notNull(),
    devType: integer('dev_type').notNull(),
    isAuto: integer('is_auto').notNull().default(0),
    name: text('name').notNull(),
    devSn: text('dev_sn').notNull().default(''),
    /** Smart meters: 1 online, 0 offline (as the connector last said). Manual meters: 1. */
    onlineStatus: integer('online_status').notNull().default(1),
    lastValue: integer('last_value'),
    lastReadAt: integer('last_read_at'),
    lastReadingId: text('last_reading_id'),
    /** Average usage (hundredths) of the last three intervals between accepted readings; null until two readings. */
    avgUsage: integer('avg_usage'),
    billedValue: integer('billed_value'),
    billedReadingId: text('billed_reading_id'),
    /** The gateway a smart meter hangs on (issue 18; api/hardware/gateways); null for manual meters. */
    gatewayId: text('gateway_id'),
    /** Electricity meters: 1 power on, 0 cut off (METER_POWER, as the last power control left it). */
    powerState: integer('power_state').notNull().default(1),
  },
  (t) => [
    index('meters_room_idx').on(t.roomId),
    index('meters_org_version_idx').on(t.orgId, t.version),
    uniqueIndex('meters_room_type_uq').on(t.roomId, t.devType),
  ],
);

/**
 * A meter reading: append-only history (who, when, value, photo, source). `id` is made by the reader's device (a
 * reading synced twice is one reading). `review` 1 marks a reading below the meter's last one: kept, never applied to
 * the meter's last value or billed until reviewed. `billId` is set on the reading a utility bill ended at.
 */
export const meterReadings = table(
  'meter_readings',
  {
    ...rowColumns(),
    meterId: text('meter_id').notNull(),
    roomId: text('room_id').notNull(),
    apartmentId: text('apartment_id').notNull(),
    value: integer('value').notNull(),
    readAt: integer('read_at').notNull(),
    readerId: text('reader_id'),
    photoFileId: text('photo_file_id').notNull().default(''),
    /** 'manual' | 'smart'. */
    source: text('source').notNull(),
    review: integer('review').notNull().default(0),
    reviewReason: text('review_reason').notNull().default(''),
    billId: text('bill_id'),
    mutationId: text('mutation_id'),
    /** Who decided a flagged reading (review 1 → 0 accepted, 2 rejected: never used again) and when. */
    reviewerId: text('reviewer_id'),
    reviewedAt: integer('reviewed_at'),
  },
  (t) => [
    index('meter_readings_meter_idx').on(t.meterId, t.readAt),
    index('meter_readings_org_idx').on(t.orgId, t.readAt),
  ],
);
