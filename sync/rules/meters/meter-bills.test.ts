import { describe, expect, it } from 'vitest';
import {
  checkPayTime,
  checkSelection,
  meterBillName,
  meterBillRemark,
  METER_BILL_MSG,
  pickStage,
  priceMissingMsg,
  usageWarning,
} from './meter-bills';

describe('meter bill selection (§5)', () => {
  it('no item / no house: 请勾选您要生成账单的房间', () => {
    expect(checkSelection([])).toBe('请勾选您要生成账单的房间');
  });
  it('a ticked house with no meter chosen: 请勾选需要生成账单的水电表', () => {
    expect(checkSelection([{ houseId: 'h1', leaseId: 'l1', meterId: null }])).toBe('请勾选需要生成账单的水电表');
    expect(
      checkSelection([
        { houseId: 'h1', leaseId: 'l1', meterId: 'm1' },
        { houseId: 'h2', leaseId: 'l2', meterId: '' },
      ]),
    ).toBe('请勾选需要生成账单的水电表');
    expect(
      checkSelection([
        { houseId: 'h1', leaseId: 'l1', meterId: 'm1' },
        { houseId: 'h1', leaseId: 'l1', meterId: null },
      ]),
    ).toBeNull();
  });
  it('the same meter twice is refused', () => {
    expect(
      checkSelection([
        { houseId: 'h1', leaseId: 'l1', meterId: 'm1' },
        { houseId: 'h1', leaseId: 'l1', meterId: 'm1' },
      ]),
    ).toBe(METER_BILL_MSG.duplicateMeter);
  });
  it('negative usage stops, zero usage asks', () => {
    expect(usageWarning([{ meterId: 'a', startNum: 100, endNum: 200 }])).toBeNull();
    expect(
      usageWarning([
        { meterId: 'a', startNum: 100, endNum: 100 },
        { meterId: 'b', startNum: 1, endNum: 2 },
      ]),
    ).toBe('zero');
    expect(
      usageWarning([
        { meterId: 'a', startNum: 100, endNum: 100 },
        { meterId: 'b', startNum: 3, endNum: 2 },
      ]),
    ).toBe('negative');
    expect(METER_BILL_MSG.zeroConfirm).toBe('有表用量为0，是否继续');
    expect(METER_BILL_MSG.negative).toBe('有表用量小于0');
  });
  it('pay time: required for a specified date, not before today', () => {
    expect(checkPayTime(0, null, '2026-11-22')).toBeNull();
    expect(checkPayTime(1, null, '2026-11-22')).toBe(METER_BILL_MSG.payTimeRequired);
    expect(checkPayTime(1, '2026-02-30', '2026-11-22')).toBe(METER_BILL_MSG.payTimeRequired);
    expect(checkPayTime(1, '2026-11-21', '2026-11-22')).toBe(METER_BILL_MSG.payTimePast);
    expect(checkPayTime(1, '2026-11-22', '2026-11-22')).toBeNull();
    expect(checkPayTime(2, null, '2026-11-22')).toBe(METER_BILL_MSG.createType);
  });
});

describe('stage and text of a utility bill', () => {
  const stages = [
    { id: 's2', stage: 2, receivableDate: '2027-02-17' },
    { id: 's1', stage: 1, receivableDate: '2026-11-22' },
    { id: 's3', stage: 3, receivableDate: '2027-05-17' },
  ];
  it('the first stage not yet due (a stage due today counts), else the last', () => {
    expect(pickStage(stages, '2026-11-22')?.id).toBe('s1');
    expect(pickStage(stages, '2026-11-23')?.id).toBe('s2');
    expect(pickStage(stages, '2027-05-17')?.id).toBe('s3');
    expect(pickStage(stages, '2028-01-01')?.id).toBe('s3');
    expect(pickStage([{ id: 'x', stage: 0, receivableDate: '2026-12-01' }], '2026-11-22')).toBeNull();
    expect(pickStage([], '2026-11-22')).toBeNull();
  });
  it('remark, cost name and the price message', () => {
    expect(meterBillRemark(1, 123450, 130000, 350)).toBe('读数 1234.50 → 1300.00，用量 65.50 吨 × 单价 3.50 元/吨');
    expect(meterBillRemark(2, 0, 12345, 120)).toBe('读数 0.00 → 123.45，用量 123.45 度 × 单价 1.20 元/度');
    expect([1, 2, 4].map(meterBillName)).toEqual(['水费', '电费', '热水费']);
    expect(priceMissingMsg('东湖公寓', '冷水')).toBe('东湖公寓未设置冷水单价或未启用，请先在水电配置中设置');
  });
});
