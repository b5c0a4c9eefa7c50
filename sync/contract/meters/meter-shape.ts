/**
 * Wire shapes of /api/meters (issue 7; spec part 3 §2.9, §3 "Meter row", §7 "Meter reading and bills"). Readings are
 * integers in hundredths of a unit (sync/meter-rules.ts), times epoch ms.
 */
import type { Page } from '../envelope';
import type { ReadingStatus } from '../../rules/meters/meter-rules';

/** One meter of a room row (§3 "Meter row" handwritten item). */
export interface MeterCell {
  meterId: string;
  /** 1 cold water, 2 electricity, 4 hot water. */
  devType: number;
  name: string;
  /** 0 manual, 1 smart. */
  isAuto: number;
  /** 0 offline, 1 online (manual meters 1). */
  onlineStatus: number;
  /** 上次读数: where the next bill starts (the billed value, else the meter's first reading); null when never read. */
  lastNum: number | null;
  /** When lastNum was read (null when it was typed in through PUT /start without a reading, or never read). */
  lastTime: number | null;
  /** 本次读数: the meter's last accepted reading. */
  nowNum: number | null;
  nowTime: number | null;
  /** Read this period or not (General_6 receipt day). */
  status: ReadingStatus;
  /** Readings below the last one waiting for review. */
  review: number;
}

/** A room row of GET /api/meters. */
export interface MeterRoomRow {
  houseId: string;
  /** The door number (= houseNumber). */
  name: string;
  houseNumber: string;
  floor: number;
  apartmentId: string;
  apartmentName: string;
  /** The tenant of the lease in effect (else the one to be confirmed); '' when the room has none. */
  tenant: string;
  leaseId: string | null;
  /** Always cold water, electricity, hot water, in that order (of those the room has). */
  handwritten: MeterCell[];
}

export type MeterPage = Page<MeterRoomRow>;

/** POST /api/meters/readings body. */
export interface ReadingBody {
  readingId: string;
  meterId: string;
  value: number;
  readAt?: number;
  photoFileId?: string;
}

/** The meter after a reading or a start edit. */
export interface MeterSummaryWire {
  meterId: string;
  devType: number;
  name: string;
  isAuto: number;
  onlineStatus: number;
  lastValue: number | null;
  lastReadAt: number | null;
  avgUsage: number | null;
  billedValue: number | null;
}

/** POST /api/meters/readings reply. */
export interface ReadingReply {
  readingId: string;
  duplicate: boolean;
  /** Kept but flagged for review (below the last reading): the meter did not move. */
  review: boolean;
  meter: MeterSummaryWire;
}

/** POST /api/meters/refresh reply (the new reading of the smart meter). */
export interface RefreshReply {
  value: number;
  readAt: number;
  readingId: string;
  /** The device answered below the last reading: kept for review, the meter did not move. */
  review: boolean;
  meter: MeterSummaryWire;
}

/** One reading of GET /api/meters/:meterId/readings (newest first). */
export interface ReadingRow {
  readingId: string;
  value: number;
  readAt: number;
  readerId: string | null;
  readerName: string;
  source: 'manual' | 'smart';
  /** '/api/upload/files/<id>' or ''. */
  photo: string;
  review: 0 | 1;
  reviewReason: string;
  /** The bill that ended at this reading, if any. */
  billId: string | null;
  billed: boolean;
}
