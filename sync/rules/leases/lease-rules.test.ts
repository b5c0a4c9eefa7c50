import { describe, expect, it } from 'vitest';
import {
  checkLeaseCollectDay,
  deductAdvance,
  depositCostOf,
  depositOnSubmit,
  LEASE_MSG,
  storedIdNumber,
  switchFlags,
  validateLeaseForm,
  type LeaseFormDraft,
} from './lease-rules';
import { FITMENT_UNKNOWN_MSG } from '../../product/fitments';
import { collectDayBounds } from '../templates/template-rules';

/** A complete paper-contract form that passes. */
const good = (over: Partial<LeaseFormDraft> = {}): LeaseFormDraft => ({
  houseId: '01HOUSE',
  contractType: 0,
  contractTemplateId: '1',
  tenant: '张三',
  sex: 0,
  phone: '13812345678',
  idNumberType: 0,
  idNumber: '',
  country: '中国',
  idCardAddress: '',
  residentialAddress: '',
  startDate: '2026-12-01',
  endDate: '2027-11-30',
  deposit: 1,
  depositCost: 300000,
  payment: 1,
  rentCost: 300000,
  collectRentType: 0,
  collectRentDay: 3,
  fees: [],
  fitmentIds: [],
  remark: '',
  isTenant: 0,
  isSend: 1,
  advanceId: null,
  advanceCost: 0,
  isDeduction: 0,
  ...over,
});
const electronic = (over: Partial<LeaseFormDraft> = {}) =>
  good({ contractType: 1, idNumber: '11010519491231002X', ...over });

describe('validateLeaseForm', () => {
  it('accepts complete paper and electronic forms', () => {
    expect(validateLeaseForm(good())).toBeNull();
    expect(validateLeaseForm(electronic())).toBeNull();
    expect(validateLeaseForm(good({ deposit: 0, depositCost: 0 }))).toBeNull(); // custom deposit of 0
    expect(validateLeaseForm(good({ startDate: '2026-12-01', endDate: '2026-12-01' }))).toBeNull(); // one day
  });

  it('gives the spec messages field by field', () => {
    const cases: [Partial<LeaseFormDraft>, string][] = [
      [{ houseId: null }, '请选择房源地址'],
      [{ houseId: ' ' }, '请选择房源地址'],
      [{ tenant: '' }, '请输入承租人姓名'],
      [{ tenant: '  ' }, '请输入承租人姓名'],
      [{ tenant: '张'.repeat(21) }, LEASE_MSG.tenantTooLong],
      [{ sex: null }, '请选择性别'],
      [{ phone: '' }, '手机号不能为空'],
      [{ phone: '12812345678' }, '请输入正确的手机号'],
      [{ phone: '1381234567' }, '请输入正确的手机号'],
      [{ country: '' }, '请选择国籍'],
      [{ startDate: '' }, '请选择租期起止'],
      [{ endDate: '' }, '请选择租期起止'],
      [{ endDate: '2026-02-30' }, '请选择租期起止'],
      [{ endDate: '2026-11-30' }, '租期结束日期不能早于开始日期'],
      [{ deposit: null }, '请选择付款个数'],
      [{ deposit: 11 }, '请选择付款个数'],
      [{ deposit: -1 }, '请选择付款个数'],
      [{ payment: null }, '请选择押金个数'],
      [{ payment: 0 }, '请选择押金个数'],
      [{ payment: 11 }, '请选择押金个数'],
      [{ depositCost: null }, '请输入房屋押金'],
      [{ depositCost: -1 }, LEASE_MSG.depositInvalid],
      [{ depositCost: 1.5 }, LEASE_MSG.depositInvalid],
      [{ rentCost: null }, '请输入房屋租金'],
      [{ rentCost: 0 }, '您的租约租金必须大于0，请检查是否填写错误'],
      [{ rentCost: -100 }, '您的租约租金必须大于0，请检查是否填写错误'],
      [{ rentCost: 100.5 }, LEASE_MSG.rentInvalid],
      [{ collectRentType: null }, LEASE_MSG.collectTypeRequired],
      [{ collectRentType: 3 }, LEASE_MSG.collectTypeRequired],
      [{ collectRentDay: null }, LEASE_MSG.collectDayRequired],
      [{ remark: '字'.repeat(501) }, '备注不能超过500个字'],
    ];
    for (const [over, msg] of cases) expect(validateLeaseForm(good(over)), JSON.stringify(over)).toBe(msg);
  });

  it('bounds the collection day: type 0 from 0 to 28, types 1 and 2 from 1 to 28', () => {
    for (const day of [0, 1, 28])
      expect(validateLeaseForm(good({ collectRentType: 0, collectRentDay: day }))).toBeNull();
    for (const day of [-1, 29, 30, 2.5]) {
      expect(validateLeaseForm(good({ collectRentType: 0, collectRentDay: day }))).toBe(
        '输入的收租日期在（当天-28号）',
      );
    }
    for (const type of [1, 2]) {
      for (const day of [1, 15, 28])
        expect(validateLeaseForm(good({ collectRentType: type, collectRentDay: day }))).toBeNull();
      for (const day of [0, 29, -3]) {
        expect(validateLeaseForm(good({ collectRentType: type, collectRentDay: day }))).toBe(
          '输入的收租日期在（1号-28号）',
        );
      }
    }
    expect(checkLeaseCollectDay(0, 28)).toBeNull();
    expect(checkLeaseCollectDay(2, 0)).toBe(LEASE_MSG.collectDayRange);
    // the same bounds function as rooms and templates, with the lease form's 28-day cap on type 0
    expect(collectDayBounds(0, 'lease')).toEqual({ min: 0, max: 28 });
    expect(collectDayBounds(0)).toEqual({ min: 0, max: 30 });
    expect(collectDayBounds(1, 'lease')).toEqual(collectDayBounds(1));
  });

  it('accepts catalogue fixture ids and refuses unknown ones, before the remark', () => {
    expect(validateLeaseForm(good({ fitmentIds: [101, 201, 403] }))).toBeNull();
    expect(validateLeaseForm(good({ fitmentIds: [101, 999] }))).toBe(FITMENT_UNKNOWN_MSG);
    expect(validateLeaseForm(good({ fitmentIds: [101.5] }))).toBe(FITMENT_UNKNOWN_MSG);
    expect(validateLeaseForm(good({ fitmentIds: [999], remark: '字'.repeat(501) }))).toBe(FITMENT_UNKNOWN_MSG);
    expect(FITMENT_UNKNOWN_MSG).toBe('所选配套设施不存在');
  });

  it('checks each other-fee row: item, type, amount', () => {
    const fee = { name: '服务费', billsType: 4, amount: 5000 as number | null, perPeriod: false };
    expect(validateLeaseForm(good({ fees: [fee, { ...fee, perPeriod: true, amount: 0 }] }))).toBeNull();
    expect(validateLeaseForm(good({ fees: [fee, { ...fee, name: ' ' }] }))).toBe(LEASE_MSG.feeItemRequired);
    expect(validateLeaseForm(good({ fees: [{ ...fee, billsType: 1 }] }))).toBe(LEASE_MSG.feeTypeInvalid);
    expect(validateLeaseForm(good({ fees: [{ ...fee, billsType: 12 }] }))).toBe(LEASE_MSG.feeTypeInvalid);
    expect(validateLeaseForm(good({ fees: [{ ...fee, billsType: 99 }] }))).toBe(LEASE_MSG.feeTypeInvalid);
    expect(validateLeaseForm(good({ fees: [{ ...fee, amount: null }] }))).toBe(LEASE_MSG.feeAmountRequired);
    expect(validateLeaseForm(good({ fees: [{ ...fee, amount: -1 }] }))).toBe(LEASE_MSG.feeAmountInvalid);
    expect(validateLeaseForm(good({ fees: [{ ...fee, amount: 0.5 }] }))).toBe(LEASE_MSG.feeAmountInvalid);
    expect(validateLeaseForm(good({ fees: Array.from({ length: 21 }, () => fee) }))).toBe(LEASE_MSG.tooManyFees);
    expect(LEASE_MSG.feeItemRequired).toBe('请选择其他费用项目');
    expect(LEASE_MSG.feeAmountRequired).toBe('请输入其他费用金额');
  });

  it('counts the remark in characters, not UTF-16 units', () => {
    expect(validateLeaseForm(good({ remark: '字'.repeat(500) }))).toBeNull();
    expect(validateLeaseForm(good({ remark: '😀'.repeat(500) }))).toBeNull(); // 1000 UTF-16 units
    expect(validateLeaseForm(good({ remark: '😀'.repeat(501) }))).toBe(LEASE_MSG.remarkTooLong);
  });

  it('reports the first failing field in screen order', () => {
    const empty = good({
      houseId: null,
      tenant: '',
      sex: null,
      phone: '',
      country: '',
      startDate: '',
      deposit: null,
      payment: null,
      depositCost: null,
      rentCost: null,
      collectRentType: null,
      remark: '字'.repeat(501),
    });
    const order = [
      ['houseId', '01H'],
      ['tenant', '李四'],
      ['sex', 1],
      ['phone', '15912345678'],
      ['country', '中国'],
      ['startDate', '2026-12-01'],
      ['deposit', 2],
      ['payment', 3],
      ['depositCost', 600000],
      ['rentCost', 300000],
      ['collectRentType', 1],
      ['remark', ''],
    ] as const;
    const expected = [
      '请选择房源地址',
      '请输入承租人姓名',
      '请选择性别',
      '手机号不能为空',
      '请选择国籍',
      '请选择租期起止',
      '请选择付款个数',
      '请选择押金个数',
      '请输入房屋押金',
      '请输入房屋租金',
      LEASE_MSG.collectTypeRequired,
      '备注不能超过500个字',
    ];
    let form: LeaseFormDraft = empty;
    order.forEach(([key, value], i) => {
      expect(validateLeaseForm(form), key).toBe(expected[i]);
      form = { ...form, [key]: value };
    });
    expect(validateLeaseForm(form)).toBeNull();
  });
});

describe('ID number on an electronic contract', () => {
  it('is checked only for an electronic contract', () => {
    expect(validateLeaseForm(good({ idNumber: '' }))).toBeNull();
    expect(validateLeaseForm(good({ idNumber: 'nonsense' }))).toBeNull();
    expect(validateLeaseForm(electronic({ idNumber: '' }))).toBe('请输入证件号');
    expect(validateLeaseForm(electronic({ idNumber: '   ' }))).toBe('请输入证件号');
    expect(validateLeaseForm(electronic({ idNumberType: null }))).toBe(LEASE_MSG.idTypeRequired);
  });

  it('accepts 18-digit numbers with a right check character (X included) and old 15-digit numbers', () => {
    for (const id of ['11010519491231002X', '11010519491231002x', ' 11010519491231002X ', '330102900307123']) {
      expect(validateLeaseForm(electronic({ idNumber: id })), id).toBeNull();
    }
    expect(storedIdNumber(' 11010519491231002x ')).toBe('11010519491231002X');
  });

  it('refuses a bad check character, a bad date and a wrong length with the spec message', () => {
    for (const id of [
      '110105194912310021',
      '11010519490231002X',
      '110105194912310',
      '330102901307123',
      '1101051949123100',
      '11010519491231002XX',
    ]) {
      expect(validateLeaseForm(electronic({ idNumber: id })), id).toBe('证件号码格式有误！');
    }
  });

  it('comes after the phone and before the country', () => {
    expect(validateLeaseForm(electronic({ phone: '', idNumber: '' }))).toBe('手机号不能为空');
    expect(validateLeaseForm(electronic({ idNumber: 'x', country: '' }))).toBe('证件号码格式有误！');
  });
});

describe('deposit amount and the deduction toggle', () => {
  it('is deposit months × rent; custom (0) and unknown rent give null', () => {
    expect(depositCostOf(2, 300000)).toBe(600000);
    expect(depositCostOf(1, 123456)).toBe(123456);
    expect(depositCostOf(0, 300000)).toBeNull();
    expect(depositCostOf(2, null)).toBeNull();
    expect(depositCostOf(null, 300000)).toBeNull();
  });

  it('subtracts the advance when turned on and adds it back when turned off', () => {
    expect(deductAdvance(300000, 50000, true)).toEqual({ depositCost: 250000, isDeduction: 1 });
    expect(deductAdvance(250000, 50000, false)).toEqual({ depositCost: 300000, isDeduction: 0 });
    expect(deductAdvance(50000, 50000, true)).toEqual({ depositCost: 0, isDeduction: 1 });
  });

  it('refuses when the deposit is below the advance', () => {
    expect(deductAdvance(40000, 50000, true)).toBe('押金小于定金');
    expect(deductAdvance(0, 1, true)).toBe(LEASE_MSG.depositBelowAdvance);
  });

  it('sends a negative deposit as 0 only with deduction on and an advance', () => {
    expect(depositOnSubmit({ depositCost: -100, isDeduction: 1, advanceId: '01ADV' })).toBe(0);
    expect(depositOnSubmit({ depositCost: -100, isDeduction: 0, advanceId: '01ADV' })).toBe(-100);
    expect(depositOnSubmit({ depositCost: -100, isDeduction: 1, advanceId: null })).toBe(-100);
    expect(depositOnSubmit({ depositCost: 500, isDeduction: 1, advanceId: '01ADV' })).toBe(500);
  });

  it('maps the switches to the flags sent on submit', () => {
    expect(switchFlags(true, true)).toEqual({ isTenant: 0, isSend: 1 });
    expect(switchFlags(false, false)).toEqual({ isTenant: 1, isSend: 0 });
  });

  it('keeps the spec’s strings for the messages it names', () => {
    expect(LEASE_MSG.billsRequired).toBe('请先生成账单');
    expect(LEASE_MSG.collectAheadRange).toBe('输入的收租日期在（当天-28号）');
    expect(LEASE_MSG.collectDayRange).toBe('输入的收租日期在（1号-28号）');
  });
});
