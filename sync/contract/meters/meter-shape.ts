/**
 * Wire shapes of /api/meters and /api/meter-bills (issue 7; spec part 3 §2.9, §3 "Meter row", §7 "Meter reading and
 * bills"). Readings are integers in hundredths of a unit (sync/rules/meters/meter-rules.ts), unit prices fen per unit,
 * amounts fen, times epoch ms. The routes are in meters.ts.
 */
import { z } from 'zod';
import { date, fen, flag, id, int, ms, obj, page } from '../kit';

/** A reading in hundredths of a unit. */
const reading = int;

/** One meter of a room row (§3 "Meter row" handwritten item). */
const meterCell = obj({
  meterId: id,
  /** 1 cold water, 2 electricity, 4 hot water. */
  devType: int,
  name: z.string(),
  /** 0 manual, 1 smart. */
  isAuto: int,
  /** 0 offline, 1 online (manual meters 1). */
  onlineStatus: int,
  /** 上次读数: where the next bill starts (the billed value, else the meter's first reading); null when never read. */
  lastNum: reading.nullable(),
  /** When lastNum was read (null when it was typed in through PUT /start without a reading, or never read). */
  lastTime: ms.nullable(),
  /** 本次读数: the meter's last accepted reading. */
  nowNum: reading.nullable(),
  nowTime: ms.nullable(),
  /** 0 not read, 1 read this period (General_6 receipt day). */
  status: flag,
  /** Readings below the last one waiting for review. */
  review: int,
});
export type MeterCell = z.infer<typeof meterCell>;

/** A room row of GET /api/meters. */
const meterRoomRow = obj({
  houseId: id,
  /** The door number (= houseNumber). */
  name: z.string(),
  houseNumber: z.string(),
  floor: int,
  apartmentId: id,
  apartmentName: z.string(),
  /** The tenant of the lease in effect (else the one to be confirmed); '' when the room has none. */
  tenant: z.string(),
  leaseId: id.nullable(),
  /** Always cold water, electricity, hot water, in that order (of those the room has). */
  handwritten: z.array(meterCell),
});
export type MeterRoomRow = z.infer<typeof meterRoomRow>;

export const meterPage = page(meterRoomRow);
export type MeterPage = z.infer<typeof meterPage>;

/** The meter after a reading or a start edit. */
export const meterSummary = obj({
  meterId: id,
  devType: int,
  name: z.string(),
  isAuto: int,
  onlineStatus: int,
  lastValue: reading.nullable(),
  lastReadAt: ms.nullable(),
  avgUsage: reading.nullable(),
  billedValue: reading.nullable(),
});
export type MeterSummaryWire = z.infer<typeof meterSummary>;

/** POST /api/meters/readings reply. */
export const readingReply = obj({
  readingId: id,
  duplicate: z.boolean(),
  /** Kept but flagged for review (below the last reading): the meter did not move. */
  review: z.boolean(),
  meter: meterSummary,
});
export type ReadingReply = z.infer<typeof readingReply>;

/** POST /api/meters/refresh reply (the new reading of the smart meter). */
export const refreshReply = obj({
  value: reading,
  readAt: ms,
  readingId: id,
  /** The device answered below the last reading: kept for review, the meter did not move. */
  review: z.boolean(),
  meter: meterSummary,
});
export type RefreshReply = z.infer<typeof refreshReply>;

/** One reading of GET /api/meters/:meterId/readings (newest first). */
export const readingRow = obj({
  readingId: id,
  value: reading,
  readAt: ms,
  readerId: id.nullable(),
  readerName: z.string(),
  source: z.enum(['manual', 'smart']),
  /** '/api/upload/files/<id>' or ''. */
  photo: z.string(),
  review: flag,
  reviewReason: z.string(),
  /** The bill that ended at this reading, if any. */
  billId: id.nullable(),
  billed: z.boolean(),
});
export type ReadingRow = z.infer<typeof readingRow>;

/** A page of a meter's readings, with the meter it is of. */
export const readingHistory = page(readingRow).extend({
  meter: obj({ name: z.string(), devType: int, houseNumber: z.string(), apartmentName: z.string() }),
});
export type ReadingHistory = z.infer<typeof readingHistory>;

/**
 * What a utility bill run would bill now, per room of the apartment with a current lease: each meter's range
 * (startNum = billed or first reading, endNum = last accepted reading), usage, unit price (null: the category is not
 * enabled or has no price) and amount.
 */
export const billItemRoom = obj({
  houseId: id,
  houseNumber: z.string(),
  floor: int,
  leaseId: id,
  tenant: z.string(),
  meters: z.array(
    obj({
      meterId: id,
      devType: int,
      name: z.string(),
      isAuto: int,
      startNum: reading.nullable(),
      endNum: reading.nullable(),
      usage: reading.nullable(),
      lastReadAt: ms.nullable(),
      unitPrice: fen.nullable(),
      amount: fen.nullable(),
    }),
  ),
});
export type BillItemRoom = z.infer<typeof billItemRoom>;

/** A utility bill made by POST /api/meter-bills. */
const generatedBill = obj({
  pkId: id,
  leaseId: id,
  houseId: id,
  meterId: id,
  devType: int,
  costName: z.string(),
  startNum: reading,
  endNum: reading,
  usage: reading,
  unitPrice: fen,
  accountReceivable: fen,
  receivableDate: date,
  /** The lease's bill stage the bill joined, if any. */
  billsId: id.nullable(),
  stage: int,
});
export type GeneratedBill = z.infer<typeof generatedBill>;

/** The bills made, their total, and the meters skipped for a zero usage (or a 0-fen amount). */
export const generatedBills = obj({
  count: int,
  total: fen,
  bills: z.array(generatedBill),
  skipped: z.array(obj({ houseId: id, meterId: id, devType: int, usage: reading })),
});
export type GeneratedBills = z.infer<typeof generatedBills>;
