import { describe, expect, it } from 'vitest';
import type { LeaseDefaults } from '../../../sync/contract/leases/defaults';
import { advanceOfFacts } from '../../../sync/rules/leases/lease-defaults';
import { contractDataOf, formOf } from './register-form';
import { ORDER_PAY } from '../../../sync/rules/deposits/deposit-rules';

const NOW = Date.UTC(2026, 10, 22, 2); // 2026-11-22 10:00 Shanghai

const base: LeaseDefaults = {
  house: {
    houseId: 'r1',
    apartmentId: 'a1',
    apartmentName: '东湖公寓',
    address: '东湖路1号',
    floor: 1,
    houseNumber: '107',
    area: 20,
    location: '东湖公寓 1层 107',
    refusal: null,
    listRent: 180000,
  },
  terms: {
    rentCost: 180000,
    deposit: 1,
    depositCost: 180000,
    payment: 3,
    collectRentType: 0,
    collectRentDay: 5,
    fees: [],
  },
  advance: null,
  defaultContractType: 0,
  orgName: '示例公寓',
  managerName: '',
  contractTemplates: [],
};
const order = {
  advanceId: 'o1',
  advanceCost: 100000,
  promiseMan: '林雨婷',
  phone: '13712340002',
  rentCost: 200000,
  startDate: '2026-12-01',
  endDate: '2027-11-30',
};

describe('formOf', () => {
  it("starts from the deposit order's terms: booker, phone, agreed rent (and its 押N deposit), start and end dates", () => {
    const f = formOf({ ...base, advance: order }, NOW);
    expect(f).toMatchObject({
      tenant: '林雨婷',
      phone: '13712340002',
      rent: '2000.00',
      depositCost: '2000.00',
      startDate: '2026-12-01',
      endDate: '2027-11-30',
    });
  });

  it('without an order: the list rent, a year from today', () => {
    expect(formOf(base, NOW)).toMatchObject({
      tenant: '',
      phone: '',
      rent: '1800.00',
      startDate: '2026-11-22',
      endDate: '2027-11-21',
    });
  });

  it("defaults to a paper contract (spec §9), or the organisation's default", () => {
    expect(formOf(base, NOW).contractType).toBe(0);
    expect(formOf({ ...base, defaultContractType: 1 }, NOW).contractType).toBe(1);
  });

  it("the contract's number is the lease code and, with deduction, the earnest money counts towards the deposit", () => {
    const d = { ...base, advance: order };
    const f = { ...formOf(d, NOW), isDeduction: true, depositCost: '1000.00' };
    const c = contractDataOf(f, d, '2026-11-22');
    expect(c.contractNumber).toBe(`ZY20261122${f.leaseId.slice(-6)}`);
    expect(c).toMatchObject({ depositCost: 100000, depositAdvance: 100000 });
  });
});

describe('advanceOfFacts (offline)', () => {
  it("finds the room's paid order with its terms, or the one named; null when the device does not know the terms", () => {
    const { advanceId, ...terms } = order;
    const orders = [
      { id: 'x', payStatus: ORDER_PAY.unpaid, createdAt: '2026-11-01' },
      { id: advanceId, payStatus: ORDER_PAY.paid, createdAt: '2026-11-02', terms },
    ];
    expect(advanceOfFacts(orders)).toEqual(order);
    expect(advanceOfFacts(orders, 'o1')).toEqual(order);
    expect(advanceOfFacts(orders, 'other')).toBeNull();
    expect(advanceOfFacts([{ id: 'o1', payStatus: ORDER_PAY.paid }])).toBeNull();
  });
});
