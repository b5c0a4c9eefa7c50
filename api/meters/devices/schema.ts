import { index, integer, table, text } from '../../db/kit';
import { rowColumns } from '../../db/columns';

/**
 * A power control of a smart electricity meter (issue 18 point 6; spec part 3 §2.2 "power control controlType 1 on,
 * 0 off"): who asked, when, and what the connector answered ('ok' | 'offline' | 'failed'). Every attempt is kept;
 * only an 'ok' changes the meter's powerState.
 */
export const meterPowerRecords = table(
  'meter_power_records',
  {
    ...rowColumns(),
    meterId: text('meter_id').notNull(),
    apartmentId: text('apartment_id').notNull(),
    roomId: text('room_id').notNull(),
    devSn: text('dev_sn').notNull(),
    controlType: integer('control_type').notNull(),
    result: text('result').notNull(),
    userId: text('user_id').notNull(),
  },
  (t) => [index('meter_power_records_meter_idx').on(t.meterId, t.createdAt)],
);

/**
 * A meter replaced on a room (换表): the old device's series closes at its last accepted reading (oldValue, billed to
 * the room's current lease at the swap when not billed yet: closingBillId) and a new series starts at the new device's
 * start reading (startReadingId, where the meter's next bill starts). The meter row stays the room's meter.
 */
export const meterSwaps = table(
  'meter_swaps',
  {
    ...rowColumns(),
    meterId: text('meter_id').notNull(),
    apartmentId: text('apartment_id').notNull(),
    roomId: text('room_id').notNull(),
    oldSn: text('old_sn').notNull(),
    newSn: text('new_sn').notNull(),
    oldValue: integer('old_value'),
    oldReadingId: text('old_reading_id'),
    closingBillId: text('closing_bill_id'),
    startValue: integer('start_value').notNull(),
    startReadingId: text('start_reading_id').notNull(),
    userId: text('user_id').notNull(),
  },
  (t) => [index('meter_swaps_meter_idx').on(t.meterId, t.createdAt)],
);
