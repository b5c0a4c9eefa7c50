import { describe, expect, it } from 'vitest';
import { METER_MSG, METER_ONLINE, READING_STATUS } from '../../sync/rules/meters/meter-rules';
import type { SyncApartment, SyncFloor, SyncMeter, SyncRoom } from '../../sync/protocol/protocol';
import { checkBillSelection } from './bill-check';
import type { HandwrittenMeter, MeterRoomRow } from './meters-api';
import {
  firstUnread,
  floorProgress,
  monthProgress,
  nextRoom,
  typedEntries,
  typedReading,
  walkFloors,
  type WalkMeter,
  type WalkRows,
} from './walk-model';

const hw = (meterId: string, devType: number, lastNum: number | null, nowNum: number | null): HandwrittenMeter => ({
  meterId,
  devType,
  name: '',
  isAuto: 0,
  onlineStatus: METER_ONLINE.online,
  lastNum,
  lastTime: null,
  nowNum,
  nowTime: null,
  status: READING_STATUS.unread,
  review: 0,
});
const row = (houseId: string, meters: HandwrittenMeter[]): MeterRoomRow => ({
  houseId,
  name: houseId,
  houseNumber: houseId,
  floor: 1,
  apartmentId: 'A',
  apartmentName: '东湖公寓',
  tenant: '',
  leaseId: `L${houseId}`,
  handwritten: meters,
});

describe('checkBillSelection (§5 order)', () => {
  const rows = [row('101', [hw('a', 1, 100, 300), hw('b', 2, 500, 500), hw('c', 4, 900, 800)])];
  it('asks for rooms first, then meters', () => {
    expect(checkBillSelection(rows, new Set(), new Set(['a']))).toEqual({ kind: 'refuse', message: METER_MSG.noRooms });
    expect(checkBillSelection(rows, new Set(['101']), new Set())).toEqual({
      kind: 'refuse',
      message: METER_MSG.noMeters,
    });
    // Every ticked room needs a ticked meter; a room without a lease cannot be billed.
    const two = [...rows, row('102', [hw('d', 1, 0, 10)])];
    expect(checkBillSelection(two, new Set(['101', '102']), new Set(['a']))).toEqual({
      kind: 'refuse',
      message: METER_MSG.noMeters,
    });
    const vacant = [{ ...row('103', [hw('e', 1, 0, 10)]), leaseId: null }];
    expect(checkBillSelection(vacant, new Set(['103']), new Set(['e']))).toEqual({
      kind: 'refuse',
      message: METER_MSG.noRooms,
    });
  });
  it('stops on a negative usage before asking about zero', () => {
    expect(checkBillSelection(rows, new Set(['101']), new Set(['a', 'b', 'c']))).toEqual({
      kind: 'negative',
      message: METER_MSG.negative,
    });
  });
  it('flags zero usage and builds the items', () => {
    const r = checkBillSelection(rows, new Set(['101']), new Set(['a', 'b']));
    expect(r).toEqual({
      kind: 'ok',
      zero: true,
      items: [
        { houseId: '101', leaseId: 'L101', meterId: 'a', devType: 1, startNum: 100, endNum: 300 },
        { houseId: '101', leaseId: 'L101', meterId: 'b', devType: 2, startNum: 500, endNum: 500 },
      ],
    });
    expect(checkBillSelection(rows, new Set(['101']), new Set(['a']))).toMatchObject({ kind: 'ok', zero: false });
  });
});

describe('walkFloors', () => {
  const now = Date.parse('2026-11-22T02:00:00Z');
  const apt = { id: 'A', name: '东湖公寓' } as SyncApartment;
  const floors: Record<string, SyncFloor> = {
    F2: { id: 'F2', version: 1, apartmentId: 'A', floor: 2 },
    F1: { id: 'F1', version: 1, apartmentId: 'A', floor: 1 },
  };
  const room = (id: string, floorId: string, serial: number) =>
    ({ id, apartmentId: 'A', floorId, houseNumber: id, serialNumber: serial }) as SyncRoom;
  const meter = (id: string, roomId: string, devType: number, lastReadAt: number | null) =>
    ({
      id,
      version: 1,
      apartmentId: 'A',
      roomId,
      devType,
      isAuto: 0,
      name: '',
      onlineStatus: METER_ONLINE.online,
      lastValue: 100,
      lastReadAt,
      avgUsage: null,
      billedValue: null,
    }) as SyncMeter;
  const rows: WalkRows = {
    apartments: { A: apt },
    floors,
    rooms: {
      '102': room('102', 'F1', 2),
      '101': room('101', 'F1', 1),
      '201': room('201', 'F2', 1),
      '202': room('202', 'F2', 2),
    },
    meters: {
      m1: meter('m1', '101', 2, Date.parse('2026-11-20T02:00:00Z')),
      m0: meter('m0', '101', 1, Date.parse('2026-11-20T02:00:00Z')),
      m2: meter('m2', '102', 1, Date.parse('2026-10-30T02:00:00Z')),
      m3: meter('m3', '201', 1, null),
    },
  };
  it('orders floors, rooms and meters and skips rooms without meters', () => {
    const w = walkFloors(rows, 'A', now, null);
    expect(w.map((f) => f.rooms.map((r) => r.houseId))).toEqual([['101', '102'], ['201']]);
    expect(w[0]!.rooms[0]!.meters.map((m) => m.devType)).toEqual([1, 2]);
    expect(floorProgress(w[0]!)).toEqual({ read: 1, total: 2 });
    expect(monthProgress(w)).toEqual({ read: 2, unread: 2, total: 4 });
    expect(firstUnread(w)?.houseId).toBe('102');
    expect(nextRoom(w, '102')?.houseId).toBe('201');
    expect(nextRoom(w, '201')).toBeNull();
  });
  it('uses the receipt day for the period and counts readings made here', () => {
    // Receipt day 25: today (11-22) is before it, so the period started on 10-25: the 10-30 reading counts.
    const w = walkFloors(rows, 'A', now, 25, new Set(['m3']));
    expect(monthProgress(w)).toEqual({ read: 4, unread: 0, total: 4 });
  });
  it('is empty without synced meters', () => {
    expect(walkFloors({ ...rows, meters: undefined }, 'A', now, null)).toEqual([]);
  });
});

describe('the walk keypad text', () => {
  const m = (meterId: string, devType: number) => ({ meterId, devType }) as WalkMeter;
  it('reads a trailing dot as the number typed so far', () => {
    expect(typedReading('12.')).toBe(1200);
    expect(typedReading('12.5')).toBe(1250);
  });
  it('keeps the typed readings and skips meters left empty', () => {
    const out = typedEntries([m('a', 1), m('b', 2)], { a: '3.25' });
    expect(out).toEqual({ entries: [{ meter: m('a', 1), value: 325 }] });
  });
  it('names the first meter whose text is not a reading', () => {
    const out = typedEntries([m('a', 1), m('b', 2)], { a: '1', b: '1.234' });
    expect(out).toEqual({ meterId: 'b', message: `电：${METER_MSG.valueInvalid}` });
  });
});
