import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  dayBadge,
  deriveRoomStatus,
  FILTER_FLAG_LABEL,
  FILTER_FLAGS,
  matchesFlags,
  STATUS_PRECEDENCE,
  type RoomStatusInput,
  STATUS,
} from './board-status';
import { roomActionRefusal } from './room-action-rules';
import { occupiedOf, roomStatusOf } from './room-facts';
import { daysBetween, shanghaiToday } from '../common/shanghai-time';
import { LEASE_STATUS } from '../leases/lease-status';
import { ORDER_PAY, ORDER_SIGN } from '../deposits/deposit-rules';

const TODAY = '2026-11-22';
const room = (over: Partial<RoomStatusInput> = {}): RoomStatusInput => ({
  isRent: 0,
  isDecoration: 0,
  isShow: 1,
  remark: '',
  ...over,
});
const signed = (startDate: string, endDate: string) => ({ status: 1 as const, startDate, endDate });

describe('dates', () => {
  it('counts whole days on calendar dates, across months, leap days and years', () => {
    expect(daysBetween('2026-11-22', '2026-11-22')).toBe(0);
    expect(daysBetween('2026-11-21', '2026-11-22')).toBe(1);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-11-22', '2026-11-01')).toBe(-21);
  });

  it('rejects malformed and impossible dates', () => {
    expect(() => daysBetween('2026-2-1', TODAY)).toThrow();
    expect(() => daysBetween('2026-02-30', TODAY)).toThrow();
  });

  it('shanghaiToday uses the Asia/Shanghai calendar day (UTC+8)', () => {
    expect(shanghaiToday(Date.parse('2026-11-22T15:59:59Z'))).toBe('2026-11-22');
    expect(shanghaiToday(Date.parse('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
    expect(shanghaiToday(Date.parse('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });

  it('property: daysBetween(a, b) = -daysBetween(b, a) and is additive', () => {
    const date = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(date, date, date, (a, b, c) => {
        expect(daysBetween(a, b) + daysBetween(b, a)).toBe(0);
        expect(daysBetween(a, b) + daysBetween(b, c)).toBe(daysBetween(a, c));
      }),
    );
  });
});

describe('dayBadge', () => {
  it('caps at 99+ and hides 5, 6 and unknown counts', () => {
    expect(dayBadge(0, 0)).toBe('0');
    expect(dayBadge(99, 2)).toBe('99');
    expect(dayBadge(100, 2)).toBe('99+');
    expect(dayBadge(12, 5)).toBeNull();
    expect(dayBadge(12, 6)).toBeNull();
    expect(dayBadge(null, 0)).toBeNull();
  });
});

describe('deriveRoomStatus without lease data', () => {
  it('rented by flag without a lease → 8 待登记 with no day; not rented → 0 vacant counting from vacantSince', () => {
    const flagOnly = deriveRoomStatus(room({ isRent: 1 }), TODAY);
    expect(flagOnly).toMatchObject({ statusCode: STATUS.unregistered, day: null, occupied: true, leased: false });
    expect(flagOnly.flags.isRegister).toBe(true);
    expect(
      deriveRoomStatus(
        room({
          isRent: 1,
          leases: [{ status: LEASE_STATUS.checkedOut, startDate: '2025-01-01', endDate: '2026-01-01', settled: true }],
        }),
        TODAY,
      ).statusCode,
    ).toBe(STATUS.unregistered);
    expect(deriveRoomStatus(room({ vacantSince: '2026-11-02' }), TODAY)).toMatchObject({
      statusCode: STATUS.vacant,
      day: 20,
    });
    expect(deriveRoomStatus(room(), TODAY)).toMatchObject({ statusCode: STATUS.vacant, day: null });
  });

  it('decoration wins over vacant, and the vacancy stays listed', () => {
    const s = deriveRoomStatus(room({ isDecoration: 1, vacantSince: TODAY }), TODAY);
    expect(s.statusCode).toBe(STATUS.decoration);
    expect(s.day).toBeNull();
    expect(s.statuses.map((x) => x.statusCode)).toEqual([6, 0]);
    expect(s.flags.isDecoration && s.flags.isVacant).toBe(true);
  });

  it('isUnclear is false while lease data is unknown', () => {
    expect(deriveRoomStatus(room({ isRent: 1 }), TODAY).flags.isUnclear).toBe(false);
    expect(deriveRoomStatus(room({ isRent: 1, leases: [] }), TODAY).flags.isUnclear).toBe(true);
  });
});

describe('deriveRoomStatus with leases, bills and deposit orders', () => {
  it('signed lease: collecting, near expiry at ≤ 30 days, expired after the end date', () => {
    const collecting = deriveRoomStatus(room({ isRent: 1, leases: [signed('2026-01-01', '2027-06-30')] }), TODAY);
    expect(collecting).toMatchObject({ statusCode: STATUS.collecting, day: daysBetween(TODAY, '2027-06-30') });
    expect(deriveRoomStatus(room({ isRent: 1, leases: [signed('2026-01-01', '2026-12-22')] }), TODAY)).toMatchObject({
      statusCode: STATUS.nearExpiry,
      day: 30,
    });
    expect(deriveRoomStatus(room({ isRent: 1, leases: [signed('2026-01-01', '2026-12-23')] }), TODAY)).toMatchObject({
      statusCode: STATUS.collecting,
      day: 31,
    });
    expect(deriveRoomStatus(room({ isRent: 1, leases: [signed('2026-01-01', TODAY)] }), TODAY)).toMatchObject({
      statusCode: STATUS.nearExpiry,
      day: 0,
    });
    const expired = deriveRoomStatus(room({ isRent: 1, leases: [signed('2026-01-01', '2026-11-12')] }), TODAY);
    expect(expired).toMatchObject({ statusCode: STATUS.expired, day: 10 });
    expect(expired.flags.isExpired).toBe(true);
  });

  it('arrears counts from the earliest overdue bill and beats expiry; a bill due today is not overdue', () => {
    const s = deriveRoomStatus(
      room({
        isRent: 1,
        leases: [signed('2026-01-01', '2026-11-12')],
        unpaidBills: [{ receivableDate: '2026-11-01' }, { receivableDate: '2026-10-01' }],
      }),
      TODAY,
    );
    expect(s).toMatchObject({ statusCode: STATUS.arrears, day: 52 });
    expect(s.statuses.map((x) => x.statusCode)).toEqual([2, 7]);
    const dueToday = deriveRoomStatus(
      room({ isRent: 1, leases: [signed('2026-01-01', '2027-11-12')], unpaidBills: [{ receivableDate: TODAY }] }),
      TODAY,
    );
    expect(dueToday.statusCode).toBe(STATUS.collecting);
  });

  it('a lease to be confirmed → 1 待确认, counting from its start (not 待登记)', () => {
    const s = deriveRoomStatus(
      room({ leases: [{ status: LEASE_STATUS.toConfirm, startDate: '2026-11-20', endDate: '2027-11-19' }] }),
      TODAY,
    );
    expect(s).toMatchObject({ statusCode: STATUS.awaiting, day: 2, leased: true });
    expect(s.flags.isPending).toBe(true);
    expect(s.flags.isRegister).toBe(false);
    expect(
      deriveRoomStatus(
        room({
          isRent: 1,
          leases: [{ status: LEASE_STATUS.toConfirm, startDate: '2026-11-20', endDate: '2027-11-19' }],
        }),
        TODAY,
      ).statuses.map((x) => x.statusCode),
    ).toEqual([1]);
    expect(s.flags.isVacant).toBe(false);
    const later = deriveRoomStatus(
      room({ leases: [{ status: LEASE_STATUS.toConfirm, startDate: '2026-12-01', endDate: '2027-11-30' }] }),
      TODAY,
    );
    expect(later.day).toBe(0);
  });

  it('checked-out lease: vacant since the kept vacancy date (else its end); unsettled check-out sets isUnsubscribe', () => {
    const s = deriveRoomStatus(
      room({
        leases: [{ status: LEASE_STATUS.checkedOut, startDate: '2025-01-01', endDate: '2026-11-01', settled: false }],
      }),
      TODAY,
    );
    expect(s).toMatchObject({ statusCode: STATUS.vacant, day: 21 });
    expect(s.flags.isUnsubscribe).toBe(true);
    // checked out early: the room is vacant from its check-out (kept on the room), not from the lease's later end
    const early = deriveRoomStatus(
      room({
        vacantSince: '2026-10-20',
        leases: [{ status: LEASE_STATUS.checkedOut, startDate: '2025-01-01', endDate: '2027-01-01', settled: true }],
      }),
      TODAY,
    );
    expect(early).toMatchObject({ statusCode: STATUS.vacant, day: 33 });
  });

  it('overdueCost sums what the overdue bills still owe (a bill due today is not overdue)', () => {
    const s = deriveRoomStatus(
      room({
        isRent: 1,
        leases: [signed('2026-01-01', '2027-06-30')],
        unpaidBills: [
          { receivableDate: '2026-11-01', owed: 150000 },
          { receivableDate: '2026-11-21', owed: 5000 },
          { receivableDate: TODAY, owed: 99999 },
        ],
      }),
      TODAY,
    );
    expect(s.overdueCost).toBe(155000);
    expect(deriveRoomStatus(room(), TODAY).overdueCost).toBe(0);
  });

  it('paid unsigned deposit order → 5 reserved (day hidden by the badge); unpaid → isConfirm and isReserve only', () => {
    const paid = deriveRoomStatus(
      room({
        leases: [],
        depositOrders: [{ payStatus: ORDER_PAY.paid, signStatus: ORDER_SIGN.unsigned, createdAt: '2026-11-20' }],
      }),
      TODAY,
    );
    expect(paid).toMatchObject({ statusCode: STATUS.reserved, day: 2 });
    expect(paid.flags).toMatchObject({ isSuccess: true, isReserve: true, isConfirm: false, isVacant: true });
    expect(dayBadge(paid.day, paid.statusCode)).toBeNull();
    const unpaid = deriveRoomStatus(
      room({
        depositOrders: [{ payStatus: ORDER_PAY.unpaid, signStatus: ORDER_SIGN.unsigned, createdAt: '2026-11-20' }],
      }),
      TODAY,
    );
    expect(unpaid.statusCode).toBe(STATUS.vacant);
    expect(unpaid.flags).toMatchObject({ isSuccess: false, isReserve: true, isConfirm: true });
    const signedOrder = deriveRoomStatus(
      room({ depositOrders: [{ payStatus: ORDER_PAY.paid, signStatus: ORDER_SIGN.signed, createdAt: '2026-11-20' }] }),
      TODAY,
    );
    expect(signedOrder.flags.isReserve).toBe(false);
  });

  it('isRemark ignores blank remarks; isUnclear flags isRent disagreeing with lease data', () => {
    expect(deriveRoomStatus(room({ remark: '  ' }), TODAY).flags.isRemark).toBe(false);
    expect(deriveRoomStatus(room({ remark: '漏水' }), TODAY).flags.isRemark).toBe(true);
    expect(
      deriveRoomStatus(room({ isRent: 0, leases: [signed('2026-01-01', '2027-01-01')] }), TODAY).flags.isUnclear,
    ).toBe(true);
    expect(
      deriveRoomStatus(room({ isRent: 1, leases: [signed('2026-01-01', '2027-01-01')] }), TODAY).flags.isUnclear,
    ).toBe(false);
  });

  it('property: statuses are non-empty, in precedence order, headed by the badge, with non-negative days', () => {
    const date = fc
      .integer({ min: -400, max: 400 })
      .map((n) => new Date(Date.UTC(2026, 10, 22 + n)).toISOString().slice(0, 10));
    const input = fc.record({
      isRent: fc.constantFrom(0, 1),
      isDecoration: fc.constantFrom(0, 1),
      isShow: fc.constantFrom(0, 1),
      remark: fc.constantFrom('', '备注'),
      leases: fc.option(
        fc.array(
          fc.record({
            status: fc.constantFrom(0 as const, 1 as const, 2 as const),
            startDate: date,
            endDate: date,
            settled: fc.boolean(),
          }),
          { maxLength: 3 },
        ),
        { nil: undefined },
      ),
      unpaidBills: fc.array(fc.record({ receivableDate: date }), { maxLength: 3 }),
      depositOrders: fc.array(
        fc.record({ payStatus: fc.constantFrom(0, 1), signStatus: fc.constantFrom(0, 1), createdAt: date }),
        { maxLength: 2 },
      ),
      vacantSince: fc.option(date, { nil: null }),
    });
    fc.assert(
      fc.property(input, (i) => {
        const s = deriveRoomStatus(i, TODAY);
        const codes = s.statuses.map((x) => x.statusCode);
        expect(codes.length).toBeGreaterThan(0);
        expect(s.statusCode).toBe(codes[0]);
        expect(s.day).toBe(s.statuses[0].day);
        const order = codes.map((c) => STATUS_PRECEDENCE.indexOf(c));
        expect([...order].sort((a, b) => a - b)).toEqual(order);
        for (const x of s.statuses) if (x.day !== null) expect(x.day).toBeGreaterThanOrEqual(0);
        // vacancy and occupancy exclude each other, and decoration always leads
        expect(codes.includes(0) && codes.includes(3)).toBe(false);
        expect(codes.includes(3) && codes.includes(8)).toBe(false);
        if (i.isDecoration === 1) expect(s.statusCode).toBe(STATUS.decoration);
        expect(s.flags.isVacant).toBe(!s.occupied && !codes.includes(1));
      }),
      { numRuns: 500 },
    );
  });
});

describe('matchesFlags', () => {
  it('no flag = all rooms; several flags = any of them', () => {
    const s = deriveRoomStatus(room({ remark: 'x' }), TODAY);
    expect(matchesFlags(s.flags, [])).toBe(true);
    expect(matchesFlags(s.flags, ['isArrears'])).toBe(false);
    expect(matchesFlags(s.flags, ['isArrears', 'isRemark'])).toBe(true);
    expect(FILTER_FLAGS).toHaveLength(14);
  });

  it('labels every flag (part 1 §2.11); a status flag reads as its badge', () => {
    expect(FILTER_FLAGS.map((f) => FILTER_FLAG_LABEL[f])).toEqual([
      '退租未结',
      '空置',
      '待确认',
      '待登记',
      '欠费',
      '收租中',
      '已到期',
      '即将到期',
      '待付定金',
      '有备注',
      '已预订',
      '预订中',
      '状态不符',
      '装修中',
    ]);
  });
});

describe('roomActionRefusal (part 1 §4)', () => {
  const awaiting = deriveRoomStatus(
    room({ leases: [{ status: LEASE_STATUS.toConfirm, startDate: TODAY, endDate: '2027-11-21' }] }),
    TODAY,
  );
  const vacant = deriveRoomStatus(room(), TODAY);
  const rented = deriveRoomStatus(room({ isRent: 1 }), TODAY);
  const leased = deriveRoomStatus(room({ isRent: 1, leases: [signed('2026-01-01', '2027-06-30')] }), TODAY);

  it('decoration lock: refused when rented or awaiting registration, always allowed to switch off', () => {
    expect(roomActionRefusal('decoration', { isRent: 1, isDecoration: 0 }, rented, 1)).toBe(
      '房间已出租，不能开启装修锁',
    );
    expect(roomActionRefusal('decoration', { isRent: 0, isDecoration: 0 }, awaiting, 1)).toBe(
      '房间有待确认的租约，不能开启装修锁',
    );
    expect(roomActionRefusal('decoration', { isRent: 0, isDecoration: 0 }, vacant, 1)).toBeNull();
    expect(roomActionRefusal('decoration', { isRent: 1, isDecoration: 1 }, rented, 0)).toBeNull();
  });

  it('display: refused while awaiting registration', () => {
    expect(roomActionRefusal('show', { isRent: 0, isDecoration: 0 }, awaiting, 0)).toBe(
      '房间有待确认的租约，不能修改展示状态',
    );
    expect(roomActionRefusal('show', { isRent: 1, isDecoration: 0 }, rented, 0)).toBeNull();
  });

  it('rent: a room under decoration cannot be marked rented', () => {
    const deco = deriveRoomStatus(room({ isDecoration: 1 }), TODAY);
    expect(roomActionRefusal('rent', { isRent: 0, isDecoration: 1 }, deco, 1)).toBe('房间装修中，不能设为已出租');
    expect(roomActionRefusal('rent', { isRent: 0, isDecoration: 0 }, vacant, 1)).toBeNull();
    expect(roomActionRefusal('rent', { isRent: 1, isDecoration: 0 }, rented, 0)).toBeNull();
  });

  it('rent: a room with a lease in effect or to be confirmed cannot be marked not rented', () => {
    expect(roomActionRefusal('rent', { isRent: 1, isDecoration: 0 }, leased, 0)).toBe(
      '房间有在租的租约，请先办理退房，不能设为未出租',
    );
    expect(roomActionRefusal('rent', { isRent: 1, isDecoration: 0 }, awaiting, 0)).toBe(
      '房间有待确认的租约，请先处理该租约，不能设为未出租',
    );
  });
});

describe('occupiedOf (the board pages count rented rooms without deriving statuses)', () => {
  it('agrees with the derived status on any rent flag and lease facts', () => {
    const lease = fc.record({
      status: fc.constantFrom(...Object.values(LEASE_STATUS)),
      startDate: fc.constantFrom('2026-01-01', '2026-11-22'),
      endDate: fc.constantFrom('2026-06-30', '2026-11-22', '2027-12-31'),
      settled: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.constantFrom(0, 1), fc.option(fc.array(lease, { maxLength: 3 })), (isRent, leases) => {
        const facts =
          leases === null ? null : JSON.stringify({ leases, earliestUnpaid: null, orders: [], leaseId: null });
        const row = { isRent, isDecoration: 0, isShow: 1, remark: '', updatedAt: 0, facts };
        expect(occupiedOf(row)).toBe(roomStatusOf(row, TODAY).occupied);
      }),
    );
  });
});
