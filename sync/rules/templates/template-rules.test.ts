import { describe, expect, it } from 'vitest';
import {
  checkCollectRent,
  chooseCollectType,
  collectDayBounds,
  collectRuleText,
  depositAmount,
  houseTypeText,
  isTemplateIncomplete,
  keptItems,
  payMethodText,
  spliceName,
  TEMPLATE_MSG,
  validateRoom,
  validateTemplate,
  type RoomDraft,
  type TemplateDraft,
} from './template-rules';

const complete: TemplateDraft = {
  name: '精装单间',
  area: 25,
  bedroom: 1,
  hall: 0,
  bathroom: 1,
  deposit: 1,
  payment: 3,
  rentCost: 180000,
  advanceCost: 50000,
  collectRentType: 0,
  collectRentDay: 5,
  items: [{ item: '物业费', cost: 5000, itemType: 13 }],
  pictures: ['/api/upload/files/a'],
  advert: '地铁口精装单间',
  nearby: '步行5分钟到地铁站',
  facility: '1_2_3',
  intro: '朝南，采光好',
};

describe('validateTemplate', () => {
  it('reports name, area and layout in the spec order', () => {
    const empty: TemplateDraft = { ...complete, name: ' ', area: null, bedroom: 0, hall: 0, bathroom: 0 };
    expect(validateTemplate(empty)).toBe('请填写模板名称');
    expect(validateTemplate({ ...empty, name: '单间' })).toBe('请填写房屋面积');
    expect(validateTemplate({ ...empty, name: '单间', area: 0 })).toBe('请填写房屋面积');
    expect(validateTemplate({ ...empty, name: '单间', area: 20 })).toBe('请填写户型');
    expect(validateTemplate({ ...empty, name: '单间', area: 20, hall: 1 })).toBeNull();
    expect(validateTemplate(complete)).toBeNull();
  });

  it('keeps bedroom/hall/bathroom within 0–10 and deposit/payment months within 1–10', () => {
    expect(validateTemplate({ ...complete, bedroom: 11 })).toBe(TEMPLATE_MSG.bedroomRange);
    expect(validateTemplate({ ...complete, hall: -1 })).toBe(TEMPLATE_MSG.hallRange);
    expect(validateTemplate({ ...complete, bathroom: 1.5 })).toBe(TEMPLATE_MSG.bathroomRange);
    expect(validateTemplate({ ...complete, bedroom: 10, hall: 10, bathroom: 10 })).toBeNull();
    expect(validateTemplate({ ...complete, deposit: 0 })).toBe(TEMPLATE_MSG.depositRange);
    expect(validateTemplate({ ...complete, deposit: 11 })).toBe(TEMPLATE_MSG.depositRange);
    expect(validateTemplate({ ...complete, payment: 0 })).toBe(TEMPLATE_MSG.paymentRange);
    expect(validateTemplate({ ...complete, payment: 10, deposit: 10 })).toBeNull();
    expect(validateTemplate({ ...complete, deposit: null, payment: null })).toBeNull();
  });

  it('refuses fractional or negative money, bad fees, too many pictures and long nearby text', () => {
    expect(validateTemplate({ ...complete, rentCost: 1.5 })).toBe(TEMPLATE_MSG.rentInvalid);
    expect(validateTemplate({ ...complete, advanceCost: -1 })).toBe(TEMPLATE_MSG.advanceInvalid);
    expect(validateTemplate({ ...complete, items: [{ item: '', cost: 1, itemType: 13 }] })).toBe(
      TEMPLATE_MSG.feeNameRequired,
    );
    expect(validateTemplate({ ...complete, items: [{ item: '网费', cost: -5, itemType: 4 }] })).toBe(
      TEMPLATE_MSG.feeCostInvalid,
    );
    expect(validateTemplate({ ...complete, items: [{ item: '网费', cost: 5, itemType: 1 }] })).toBe(
      TEMPLATE_MSG.feeTypeInvalid,
    );
    // a removed row is not checked: it is dropped
    expect(validateTemplate({ ...complete, items: [{ costId: -100, item: '', cost: 0, itemType: 0 }] })).toBeNull();
    expect(validateTemplate({ ...complete, pictures: Array.from({ length: 21 }, (_, i) => `/p/${i}`) })).toBe(
      '最多上传20张图片',
    );
    expect(validateTemplate({ ...complete, pictures: Array.from({ length: 20 }, (_, i) => `/p/${i}`) })).toBeNull();
    expect(validateTemplate({ ...complete, nearby: '近'.repeat(31) })).toBe('房间最近输入过长');
    expect(validateTemplate({ ...complete, nearby: '近'.repeat(30) })).toBeNull();
  });
});

describe('deposit amount', () => {
  it('is deposit months × monthly rent (part 2 §9), not × payment months', () => {
    expect(depositAmount(1, 180000)).toBe(180000);
    expect(depositAmount(2, 180000)).toBe(360000);
    expect(depositAmount(null, 180000)).toBeNull();
    expect(depositAmount(2, null)).toBeNull();
  });
});

describe('removed other-fee rows', () => {
  it('drops rows whose id or cost is -100', () => {
    const rows = [
      { costId: 'a', item: '物业费', cost: 5000, itemType: 13 },
      { costId: -100, item: '网费', cost: 3000, itemType: 4 },
      { costId: '-100', item: '卫生费', cost: 1000, itemType: 6 },
      { item: '水费', cost: -100, itemType: 3 },
    ];
    expect(keptItems(rows).map((r) => r.item)).toEqual(['物业费']);
  });
});

describe('rent-collection rule', () => {
  it('bounds the day by type', () => {
    expect(collectDayBounds(0)).toEqual({ min: 0, max: 30 });
    expect(collectDayBounds(1)).toEqual({ min: 1, max: 28 });
    expect(collectDayBounds(2)).toEqual({ min: 1, max: 28 });
    expect(checkCollectRent(0, 0)).toBeNull();
    expect(checkCollectRent(0, 30)).toBeNull();
    expect(checkCollectRent(0, 31)).toBe(TEMPLATE_MSG.collectAheadRange);
    expect(checkCollectRent(1, 0)).toBe(TEMPLATE_MSG.collectDayRange);
    expect(checkCollectRent(2, 28)).toBeNull();
    expect(checkCollectRent(2, 29)).toBe(TEMPLATE_MSG.collectDayRange);
    expect(checkCollectRent(3, 1)).toBe(TEMPLATE_MSG.collectTypeInvalid);
    expect(checkCollectRent(null, 5)).toBe(TEMPLATE_MSG.collectTypeRequired);
    expect(checkCollectRent(null, null)).toBeNull();
    expect(checkCollectRent(1, null)).toBeNull();
  });

  it('choosing a type clears the day', () => {
    expect(chooseCollectType(2)).toEqual({ collectRentType: 2, collectRentDay: null });
  });

  it('describes the rule', () => {
    expect(collectRuleText(0, 3)).toBe('每期提前3天收租');
    expect(collectRuleText(1, 5)).toBe('每期第一个月固定5号收租');
    expect(collectRuleText(2, 10)).toBe('每期提前一个月固定10号收租');
    expect(collectRuleText(null, 10)).toBe('');
  });
});

describe('isTemplateIncomplete', () => {
  it('is false only when every listed field is filled', () => {
    expect(isTemplateIncomplete(complete)).toBe(false);
    const blanks: Partial<TemplateDraft>[] = [
      { advanceCost: null },
      { advert: '' },
      { collectRentDay: null },
      { deposit: null },
      { payment: null },
      { rentCost: 0 },
      { facility: '' },
      { pictures: [] },
      { depositCost: 0 },
    ];
    for (const b of blanks) expect(isTemplateIncomplete({ ...complete, ...b }), JSON.stringify(b)).toBe(true);
    expect(isTemplateIncomplete({ ...complete, collectRentDay: 0 })).toBe(false);
  });
});

describe('labels', () => {
  it('builds houseType, payMethod and spliceName', () => {
    expect(houseTypeText(1, 0, 1)).toBe('1室0厅1卫');
    expect(payMethodText(1, 3)).toBe('押1付3');
    expect(payMethodText(null, 3)).toBe('');
    expect(spliceName({ name: '精装单间', bedroom: 1, hall: 0, bathroom: 1, area: 25 })).toBe(
      '精装单间 1室0厅1卫 25㎡',
    );
    expect(spliceName({ name: '一室一厅', bedroom: 1, hall: 1, bathroom: 1, area: null })).toBe('一室一厅 1室1厅1卫');
  });
});

describe('validateRoom', () => {
  const room: RoomDraft = {
    houseNumber: '101',
    area: 25,
    rentCost: 180000,
    advanceCost: 0,
    collectRentType: 1,
    collectRentDay: 5,
    items: [],
    pictures: [],
    advert: '',
    nearby: '',
    facility: '',
    intro: '',
  };
  it('checks the room number, nearby length and rule', () => {
    expect(validateRoom(room)).toBeNull();
    expect(validateRoom({ ...room, houseNumber: '' })).toBe('请填写房间号');
    expect(validateRoom({ ...room, houseNumber: '12345678901' })).toBe(TEMPLATE_MSG.houseNumberTooLong);
    expect(validateRoom({ ...room, nearby: 'a'.repeat(31) })).toBe('房间最近输入过长');
    expect(validateRoom({ ...room, nearby: 'a'.repeat(30) })).toBeNull();
    expect(validateRoom({ ...room, collectRentDay: 29 })).toBe(TEMPLATE_MSG.collectDayRange);
    expect(validateRoom({ ...room, area: 0 })).toBe(TEMPLATE_MSG.areaInvalid);
  });
});
