import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contractDocument, type ContractData } from './contract-text';
import { articleLabel, cnDate, money } from './contract-format';
import { contractPlainText, DIGEST_SEPARATOR, signedContractDigest } from './contract-digest';
import { sampleContractData as sample } from '../../../test/fixtures/contract';
import { billPlan, dailyOf } from '../bills/bill-plan';
import { collectRuleText } from '../templates/template-rules';

const text = (over: Partial<ContractData> = {}) => contractPlainText(contractDocument(sample(over)));

describe('contractDocument', () => {
  const doc = contractDocument(sample());
  const all = contractPlainText(doc);

  it('has the title, both parties and twelve numbered articles with a supplement', () => {
    expect(doc.title).toBe('房屋租赁合同');
    expect(doc.articles.map((a) => a.no)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(doc.articles.every((a) => a.title && a.paragraphs.length > 0)).toBe(true);
    expect(doc.supplement.length).toBeGreaterThanOrEqual(3);
    expect(doc.parties[0]).toMatchObject({ role: '甲方（出租方）', name: '示例公寓' });
    expect(doc.parties[1].name).toBe('张三');
    expect(all).toContain('证件号码：110101199003071234');
    expect(all).toContain('联系电话：13812345678');
    expect(all).toContain('第十二条 争议解决及其他');
    expect(articleLabel(1)).toBe('第一条');
    expect(articleLabel(10)).toBe('第十条');
  });

  it('fills the room, the dates, the fixtures and the fees', () => {
    expect(all).toContain('武汉市武昌区东湖路88号东湖公寓3层305室');
    expect(all).toContain('建筑面积约25.5平方米');
    expect(all).toContain('自2026年12月01日起至2027年11月30日止');
    expect(all).toContain('空调、冰箱、洗衣机');
    expect(all).toContain('每期提前5天收租');
    expect(all).toContain('物业费每月¥50.00（伍拾元整），每期¥150.00（壹佰伍拾元整）');
    expect(all).toContain('一次性支付以下费用：门卡押金¥20.00（贰拾元整）');
    expect(all).toContain('签订日期：2026年11月22日');
  });

  it('writes rent, deposit and period amounts with capital numerals', () => {
    expect(all).toContain('月租金为¥2,200.00（贰仟贰佰元整）');
    expect(all).toContain('押金为1个月租金，计¥2,200.00（贰仟贰佰元整）');
    expect(all).toContain('每3个月为一期，每期租金¥6,600.00（陆仟陆佰元整）');
    expect(all).toContain('日租金¥72.33（柒拾贰元叁角叁分）');
    expect(text({ depositMonths: 0, depositCost: 150000 })).toContain('押金为¥1,500.00（壹仟伍佰元整），乙方');
  });

  it('states the true deposit when earnest money is deducted: months × rent, the earnest counting towards it, the rest billed', () => {
    // 押2 at ¥2,200: the deposit is ¥4,400; ¥500 earnest counts towards it, the deposit bill is ¥3,900.
    const t = text({ depositMonths: 2, depositCost: 440000 - 50000, depositAdvance: 50000 });
    expect(t).toContain(
      '押金为2个月租金，计¥4,400.00（肆仟肆佰元整），其中乙方已付定金¥500.00（伍佰元整）计入押金，乙方应于签订本合同时付清其余押金¥3,900.00（叁仟玖佰元整）。',
    );
    expect(t).not.toContain('计¥3,900.00');
    // Without earnest money, the plain wording.
    expect(all).toContain('押金为1个月租金，计¥2,200.00（贰仟贰佰元整），乙方应于签订本合同时一次性付清。');
  });

  it('states per-period fees per month and per period, the period figure equal to the bill of a full stage', () => {
    const data = sample({ paymentMonths: 3, fees: [{ name: '物业费', amount: 5000, perPeriod: true }] });
    const plan = billPlan({
      startDate: data.startDate,
      endDate: data.endDate,
      rentCost: data.rentCost,
      depositCost: data.depositCost,
      paymentMonths: 3,
      collectRentType: data.collectRentType,
      collectRentDay: data.collectRentDay,
      fees: [{ name: '物业费', billsType: 13, amount: 5000, perPeriod: true }],
    });
    const fee = plan.stages[1].bills.find((b) => b.costName === '物业费')!;
    const t = contractPlainText(contractDocument(data));
    expect(t).toContain(`物业费每月¥50.00（伍拾元整），每期${money(fee.amount)}`);
    expect(fee.amount).toBe(15000);
    // 付1: one figure, per month.
    expect(text({ paymentMonths: 1, fees: [{ name: '物业费', amount: 5000, perPeriod: true }] })).toContain(
      '支付以下费用：物业费每月¥50.00（伍拾元整）。',
    );
  });

  it('contains every figure of the printable terms (spec §9)', () => {
    // late fee: 1% per day in the clause, 千分之五 of the bill total in the supplement
    expect(all).toMatch(/每逾期一日，应按未付租金的1%向甲方支付滞纳金/);
    expect(doc.supplement.join('')).toContain('按该期账单总额的千分之五（0.5%）向甲方支付滞纳金');
    // default after 3 days (clause) and 7 days (supplement)
    expect(doc.articles[8].paragraphs.join('')).toContain('逾期支付租金超过3日的，视为乙方违约');
    expect(doc.supplement.join('')).toContain('账单逾期超过7日仍未支付的');
    // move out within 1 day; holdover 3× daily rent; late handover 2× daily rent per day
    expect(all).toContain('租期届满后1日内搬离');
    expect(all).toContain('按日租金的3倍，即每日¥216.99（贰佰壹拾陆元玖角玖分），向甲方支付房屋占用费');
    expect(all).toContain('按日租金的2倍，即每日¥144.66（壹佰肆拾肆元陆角陆分），向乙方支付违约金');
    // fixed fees
    expect(all).toContain('每人每月¥50.00（伍拾元整）');
    expect(all).toContain('转租服务费¥800.00（捌佰元整）');
    expect(all).toContain('换房服务费¥500.00（伍佰元整）');
    expect(all).toContain('保洁费¥200.00（贰佰元整）');
    // 15 days' rent out of the deposit; renewal 30 days before; 15 days notice
    expect(all).toContain('按15日租金，即¥1,084.95（壹仟零捌拾肆元玖角伍分），向甲方支付违约金');
    expect(all).toContain('从押金中扣除');
    expect(all).toContain('租期届满前30日');
    expect(all).toContain('应提前15日书面通知甲方');
    expect(all).toContain('租期届满前15日通知乙方');
    // minimum area per person
    expect(all).toContain('人均建筑面积不低于10平方米、人均使用面积不低于7平方米');
  });

  it('states the absence of fees and fixtures instead of leaving blanks', () => {
    const t = text({ fees: [], fitments: [] });
    expect(t).toContain('双方未约定每期随租金支付的其他固定费用');
    expect(t).toContain('以交房时双方确认的清单为准');
    expect(t).not.toContain('：。');
  });

  it('does not double the room suffix', () => {
    expect(text({ room: { ...sample().room, houseNumber: '305室' } })).toContain('3层305室的房屋');
    expect(text({ room: { ...sample().room, houseNumber: '12号' } })).toContain('3层12号的房屋');
  });

  it('cleans field text: control characters, runs of spaces and empty fields', () => {
    const t = text({ lessee: { name: ' 李\u0000四\r\n ', idNumber: '', phone: '13800000000', address: 'a  b' } });
    expect(t).toContain('乙方（承租方）：李 四\n');
    expect(t).toContain('证件号码：—');
    expect(t).toContain('联系地址：a b');
    expect(t).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
  });

  it('takes the daily rent from the bill plan, so the per-day figures agree with the bills', () => {
    const plan = billPlan({
      startDate: '2026-12-01',
      endDate: '2027-11-30',
      rentCost: 220000,
      depositCost: 220000,
      paymentMonths: 3,
      collectRentType: 0,
      collectRentDay: 5,
      fees: [],
    });
    expect(plan.dailyRent).toBe(7233);
    expect(all).toContain(`折合日租金${money(plan.dailyRent)}`);
    expect(text({ rentCost: 150000 })).toContain(`折合日租金${money(dailyOf(150000))}`);
    expect(text({ rentCost: 150000 })).toContain('¥49.32');
  });

  it('words the rent collection exactly as the rest of the app (template-rules collectRuleText)', () => {
    const cases: [0 | 1 | 2, number, string][] = [
      [0, 5, '每期提前5天收租'],
      [0, 0, '每期当天收租'],
      [1, 10, '每期第一个月固定10号收租'],
      [2, 28, '每期提前一个月固定28号收租'],
    ];
    for (const [type, day, words] of cases) {
      expect(collectRuleText(type, day)).toBe(words);
      expect(text({ collectRentType: type, collectRentDay: day })).toContain(`收租方式：${words}。`);
    }
  });

  it('formats helpers', () => {
    expect(money(220000)).toBe('¥2,200.00（贰仟贰佰元整）');
    expect(cnDate('2026-01-05')).toBe('2026年01月05日');
    expect(cnDate('不是日期')).toBe('不是日期');
  });
});

describe('contractPlainText', () => {
  it('is stable: the same data gives the same bytes, with \\n line ends and one final newline', () => {
    const a = text();
    const b = contractPlainText(contractDocument(structuredClone(sample())));
    expect(a).toBe(b);
    expect(a).not.toContain('\r');
    expect(a.endsWith('\n')).toBe(true);
    expect(a.endsWith('\n\n')).toBe(false);
    expect(a.split('\n').every((l) => l === l.replace(/[ \t]+$/, ''))).toBe(true);
    expect(a.startsWith('房屋租赁合同\n合同编号：HT20261201001\n')).toBe(true);
  });

  it('changes whenever a field that appears in the contract changes', () => {
    const base = text();
    const variants: Partial<ContractData>[] = [
      { landlord: '城南寓所' },
      { lessee: { ...sample().lessee, name: '张四' } },
      { lessee: { ...sample().lessee, idNumber: '110101199003071235' } },
      { lessee: { ...sample().lessee, phone: '13812345679' } },
      { lessee: { ...sample().lessee, address: '别处' } },
      { room: { ...sample().room, houseNumber: '306' } },
      { room: { ...sample().room, floor: 4 } },
      { room: { ...sample().room, area: 26 } },
      { room: { ...sample().room, apartmentName: '西城公寓' } },
      { room: { ...sample().room, address: '别的路' } },
      { startDate: '2026-12-02' },
      { endDate: '2027-11-29' },
      { rentCost: 220001 },
      { depositCost: 440000 },
      { paymentMonths: 1 },
      { depositMonths: 2 },
      { collectRentDay: 3 },
      { collectRentType: 1 },
      { fees: [] },
      { fees: [{ name: '物业费', amount: 5001, perPeriod: true }] },
      { fees: [{ name: '物业费', amount: 5000, perPeriod: false }] },
      { fitments: ['空调'] },
      { contractNumber: 'HT2' },
      { templateName: '另一模板' },
      { signDate: '2026-11-23' },
    ];
    for (const v of variants) expect(text(v), JSON.stringify(v)).not.toBe(base);
  });
});

describe('signedContractDigest', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
  const plain = (over: Partial<ContractData> = {}) => contractPlainText(contractDocument(sample(over)));
  const nodeDigest = (plainText: string, sig: Uint8Array) =>
    createHash('sha256')
      .update(Buffer.from(plainText, 'utf8'))
      .update(Buffer.from([0]))
      .update(sig)
      .digest('hex');

  it('is sha256 of UTF-8 plain text, a 0x00 byte, then the signature bytes (as node:crypto computes it)', () => {
    expect(DIGEST_SEPARATOR).toBe(0);
    const t = plain();
    expect(signedContractDigest(t, png)).toBe(nodeDigest(t, png));
    expect(signedContractDigest(plain(), png.slice())).toBe(nodeDigest(t, png));
    // known vector: empty text and empty signature hash the single separator byte
    expect(signedContractDigest('', new Uint8Array())).toBe(
      '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
    );
  });

  it('agrees with node:crypto for any text and signature (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.uint8Array({ maxLength: 300 }), (t, sig) => {
        expect(signedContractDigest(t, sig)).toBe(nodeDigest(t, sig));
      }),
      { numRuns: 200 },
    );
  });

  it('changes when any field or any signature byte changes', () => {
    const base = signedContractDigest(plain(), png);
    for (const v of [
      { rentCost: 220100 },
      { lessee: { ...sample().lessee, name: '王五' } },
      { endDate: '2027-12-31' },
      { signDate: '2026-11-21' },
    ] as Partial<ContractData>[]) {
      expect(signedContractDigest(plain(v), png)).not.toBe(base);
    }
    for (let i = 0; i < png.length; i++) {
      const other = png.slice();
      other[i] ^= 1;
      expect(signedContractDigest(plain(), other)).not.toBe(base);
    }
    expect(signedContractDigest(plain(), png.slice(0, -1))).not.toBe(base);
  });
});
