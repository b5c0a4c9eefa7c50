import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import {
  isReadThisPeriod,
  MAX_READING,
  meterBase,
  METER_MSG,
  METER_TYPES,
  parseReading,
} from '../../sync/rules/meters/meter-rules';
import { typeShort } from './meter-labels';
import type { SyncApartment, SyncFloor, SyncMeter, SyncRoom } from '../../sync/protocol/protocol';

/**
 * The phone walk's model, built from the device's synced rows (works offline): an apartment's floors in order, each
 * with its rooms that have meters, each with its meters (cold water, electricity, hot water in that order).
 */
export interface WalkMeter {
  meterId: string;
  devType: number;
  name: string;
  isAuto: number;
  onlineStatus: number;
  lastValue: number | null;
  lastReadAt: number | null;
  avgUsage: number | null;
  /** 上次: where the next bill starts (sync/rules/meters/meter-rules.ts meterBase, the desktop table's rule). */
  base: number | null;
  /** Its last reading is in this period (from the receipt day of General_6). */
  read: boolean;
}
export interface WalkRoom {
  houseId: string;
  houseNumber: string;
  floor: number;
  meters: WalkMeter[];
}
export interface WalkFloor {
  floorId: string;
  floor: number;
  rooms: WalkRoom[];
}

/** The rows the walk needs (the store carries `meters` once the meter tables sync; undefined before). */
export interface WalkRows {
  apartments: Readonly<Record<string, SyncApartment>>;
  floors: Readonly<Record<string, SyncFloor>>;
  rooms: Readonly<Record<string, SyncRoom>>;
  meters?: Readonly<Record<string, SyncMeter>>;
}

const TYPE_ORDER: number[] = METER_TYPES.map((t) => t.devType);
const typeRank = (devType: number) => {
  const i = TYPE_ORDER.indexOf(devType);
  return i < 0 ? TYPE_ORDER.length : i;
};

/** The Shanghai date of an instant. */
export const dateOfMs = (ms: number) => shanghaiToday(ms);

/** A meter is read when its last reading falls in this period, or when it was read on this device in this session. */
export function meterRead(lastReadAt: number | null, now: number, receiptDay: number | null): boolean {
  return isReadThisPeriod(lastReadAt === null ? null : dateOfMs(lastReadAt), shanghaiToday(now), receiptDay);
}

export function walkFloors(
  rows: WalkRows,
  apartmentId: string,
  now: number,
  receiptDay: number | null,
  readHere: ReadonlySet<string> = new Set(),
): WalkFloor[] {
  const meters = rows.meters ? Object.values(rows.meters).filter((m) => m.apartmentId === apartmentId) : [];
  const byRoom = new Map<string, SyncMeter[]>();
  for (const m of meters) {
    const list = byRoom.get(m.roomId) ?? [];
    list.push(m);
    byRoom.set(m.roomId, list);
  }
  const floors = Object.values(rows.floors)
    .filter((f) => f.apartmentId === apartmentId)
    .sort((a, b) => a.floor - b.floor);
  const rooms = Object.values(rows.rooms).filter((r) => r.apartmentId === apartmentId && byRoom.has(r.id));
  const out: WalkFloor[] = [];
  for (const f of floors) {
    const list = rooms
      .filter((r) => r.floorId === f.id)
      .sort(
        (a, b) =>
          a.serialNumber - b.serialNumber || a.houseNumber.localeCompare(b.houseNumber, 'zh-CN', { numeric: true }),
      )
      .map<WalkRoom>((r) => ({
        houseId: r.id,
        houseNumber: r.houseNumber,
        floor: f.floor,
        meters: byRoom
          .get(r.id)!
          .slice()
          .sort((a, b) => typeRank(a.devType) - typeRank(b.devType))
          .map((m) => ({
            meterId: m.id,
            devType: m.devType,
            name: m.name,
            isAuto: m.isAuto,
            onlineStatus: m.onlineStatus,
            lastValue: m.lastValue,
            lastReadAt: m.lastReadAt,
            avgUsage: m.avgUsage,
            base: meterBase(m),
            read: readHere.has(m.id) || meterRead(m.lastReadAt, now, receiptDay),
          })),
      }));
    if (list.length) out.push({ floorId: f.id, floor: f.floor, rooms: list });
  }
  return out;
}

export const roomRead = (r: WalkRoom) => r.meters.every((m) => m.read);

/** Read / total counts: rooms of a floor, meters of the apartment. */
export function floorProgress(f: WalkFloor) {
  return { read: f.rooms.filter(roomRead).length, total: f.rooms.length };
}
export function monthProgress(floors: readonly WalkFloor[]) {
  let read = 0;
  let total = 0;
  for (const f of floors)
    for (const r of f.rooms)
      for (const m of r.meters) {
        total++;
        if (m.read) read++;
      }
  return { read, unread: total - read, total };
}

/** Position of a room in the walk (floor index, room index), or null. */
export function positionOf(floors: readonly WalkFloor[], houseId: string | null): { fi: number; ri: number } | null {
  if (!houseId) return null;
  for (const [fi, f] of floors.entries()) {
    const ri = f.rooms.findIndex((r) => r.houseId === houseId);
    if (ri >= 0) return { fi, ri };
  }
  return null;
}

/** The room after `houseId` in walking order (next on the floor, then the next floor's first); null at the end. */
export function nextRoom(floors: readonly WalkFloor[], houseId: string): WalkRoom | null {
  const p = positionOf(floors, houseId);
  if (!p) return null;
  const f = floors[p.fi]!;
  if (p.ri + 1 < f.rooms.length) return f.rooms[p.ri + 1]!;
  return floors[p.fi + 1]?.rooms[0] ?? null;
}

/** The first room not fully read (walking order), else the first room. */
export function firstUnread(floors: readonly WalkFloor[]): WalkRoom | null {
  for (const f of floors) for (const r of f.rooms) if (!roomRead(r)) return r;
  return floors[0]?.rooms[0] ?? null;
}

/** The keypad's text as a reading (a trailing '.' still being typed is ignored); null when it is not a number. */
export const typedReading = (text: string) => parseReading(text.endsWith('.') ? text.slice(0, -1) : text);

/** The readings typed for a room's manual meters, or the first one that cannot be saved and why. */
export function typedEntries(
  manual: readonly WalkMeter[],
  texts: Readonly<Record<string, string>>,
): { entries: { meter: WalkMeter; value: number }[] } | { meterId: string; message: string } {
  const entries: { meter: WalkMeter; value: number }[] = [];
  for (const m of manual) {
    const text = texts[m.meterId] ?? '';
    if (!text) continue;
    const value = typedReading(text);
    if (value === null) return { meterId: m.meterId, message: `${typeShort(m.devType)}：${METER_MSG.valueInvalid}` };
    if (value > MAX_READING)
      return { meterId: m.meterId, message: `${typeShort(m.devType)}：${METER_MSG.valueTooLarge}` };
    entries.push({ meter: m, value });
  }
  return { entries };
}
