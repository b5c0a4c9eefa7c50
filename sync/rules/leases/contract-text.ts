/**
 * The printable lease contract (房屋租赁合同): the 12-article text of spec part 2 §9 "Printable contract terms" filled
 * from the new-lease form (its plain-text form and the signature digest: sync/rules/leases/contract-digest.ts). Pure;
 * runs on the server (Node ≥ 20) and in the browser.
 */
import { dailyOf, periodAmountOf } from '../bills/bill-plan';
import { collectRuleText } from '../templates/template-rules';
import { areaText, clean, cnDate, CN_NO, money } from './contract-format';

export interface ContractFee {
  name: string;
  /** fen */
  amount: number;
  /** true: per month, charged every payment period with the rent (× the period's months); false: charged once */
  perPeriod: boolean;
}

export interface ContractData {
  /** landlord: the operating organisation's name */
  landlord: string;
  lessee: { name: string; idNumber: string; phone: string; address: string };
  room: {
    apartmentName: string;
    address: string;
    houseNumber: string;
    floor: number | string;
    /** built area in m² (may have decimals, e.g. 25.5) */
    area: number;
  };
  /** 'YYYY-MM-DD' */
  startDate: string;
  /** 'YYYY-MM-DD' */
  endDate: string;
  /** monthly rent, fen */
  rentCost: number;
  /** the deposit billed at signing, fen (net of earnest money counted towards it) */
  depositCost: number;
  /**
   * earnest money (定金) of the deposit order counted towards the deposit, fen (0 when none or not deducted): the
   * deposit held is depositCost + this, and the contract states both parts
   */
  depositAdvance?: number;
  /** months of rent paid per period (付N) */
  paymentMonths: number;
  /** months of rent held as deposit (押N); 0 = a custom deposit amount */
  depositMonths: number;
  /**
   * how rent is collected (sync/rules/bills/bill-plan.ts rule 5); the contract words it with template-rules
   * collectRuleText
   */
  collectRentType: 0 | 1 | 2;
  collectRentDay: number;
  fees: ContractFee[];
  /** fixtures handed over with the room */
  fitments: string[];
  contractNumber?: string;
  templateName?: string;
  /** 'YYYY-MM-DD' */
  signDate: string;
}

export interface ContractParty {
  /** e.g. '甲方（出租方）' */
  role: string;
  name: string;
  details: { label: string; value: string }[];
}

export interface ContractArticle {
  no: number;
  title: string;
  paragraphs: string[];
}

export interface ContractDoc {
  title: string;
  contractNumber: string;
  templateName: string;
  parties: ContractParty[];
  /** the sentence before article 1 */
  preamble: string;
  articles: ContractArticle[];
  supplementTitle: string;
  supplement: string[];
  /** what the signature area shows */
  signing: { landlord: string; lessee: string; signDate: string };
}

/** The fixed figures of the landlord's terms (spec part 2 §9). Money in fen. */
export const CONTRACT_TERMS = {
  /** late fee in the clause: 1% of the unpaid rent per day */
  lateFeePercentPerDay: 1,
  /** late fee in the supplement: 5‰ of the bill total per day */
  lateFeePermillePerDay: 5,
  /** days late after which the lessee is in default (clause) */
  defaultAfterDays: 3,
  /** days late after which the lessee is in default (supplement) */
  supplementDefaultAfterDays: 7,
  /** move out within this many days after expiry */
  moveOutWithinDays: 1,
  /** holdover fee: × daily rent per day */
  holdoverMultiplier: 3,
  /** landlord's late handover: × daily rent per day */
  lateHandoverMultiplier: 2,
  /** extra occupant: per person per month */
  extraOccupantFee: 5000,
  subletServiceFee: 80000,
  roomChangeFee: 50000,
  cleaningFee: 20000,
  /** penalty out of the deposit: this many days of rent */
  depositPenaltyDays: 15,
  /** the lessee asks for renewal this many days before expiry */
  renewalRequestDays: 30,
  /** written notice for early termination and for refusing renewal */
  noticeDays: 15,
  /** minimum area per occupant, m² */
  minBuiltAreaPerPerson: 10,
  minUsableAreaPerPerson: 7,
} as const;

export function contractDocument(data: ContractData): ContractDoc {
  const T = CONTRACT_TERMS;
  const landlord = clean(data.landlord);
  const lessee = clean(data.lessee.name);
  const houseNo = clean(data.room.houseNumber);
  const roomAddr = `${clean(data.room.address)}${clean(data.room.apartmentName)}${clean(data.room.floor)}层${houseNo}${/[室号房]$/u.test(houseNo) ? '' : '室'}`;
  // the bill plan's daily rent (monthly × 12 / 365, half up), so the per-day figures agree with the bills
  const daily = dailyOf(data.rentCost);
  const months = Math.max(1, data.paymentMonths);
  // the full period's figures are the bills' (sync/rules/bills/bill-plan.ts periodAmountOf)
  const periodRent = periodAmountOf(data.rentCost, months);
  const advance = Math.max(0, data.depositAdvance ?? 0);
  const depositHeld = data.depositCost + advance;
  const fitments = data.fitments.map(clean).filter((s) => s !== '—');
  const perPeriodFees = data.fees.filter((f) => f.perPeriod);
  const onceFees = data.fees.filter((f) => !f.perPeriod);
  const feeLine = (f: ContractFee) => `${clean(f.name)}${money(f.amount)}`;
  const periodFeeLine = (f: ContractFee) =>
    months > 1
      ? `${clean(f.name)}每月${money(f.amount)}，每期${money(periodAmountOf(f.amount, months))}`
      : `${clean(f.name)}每月${money(f.amount)}`;

  const articles: ContractArticle[] = [
    {
      no: 1,
      title: '房屋基本情况',
      paragraphs: [
        `甲方将其合法经营管理的位于${roomAddr}的房屋（以下简称“该房屋”）出租给乙方作居住使用，该房屋建筑面积约${areaText(data.room.area)}平方米。`,
        fitments.length > 0
          ? `随房屋一并交付乙方使用的配套设施有：${fitments.join('、')}。乙方应在入住时当场核对，如有缺损应即时告知甲方，否则视为设施完好。`
          : '该房屋随附的配套设施以交房时双方确认的清单为准。乙方应在入住时当场核对，如有缺损应即时告知甲方，否则视为设施完好。',
        `该房屋的居住人数应符合人均建筑面积不低于${T.minBuiltAreaPerPerson}平方米、人均使用面积不低于${T.minUsableAreaPerPerson}平方米的标准，乙方不得超过该标准安排人员居住。`,
      ],
    },
    {
      no: 2,
      title: '租赁期限',
      paragraphs: [
        `租赁期限自${cnDate(data.startDate)}起至${cnDate(data.endDate)}止。`,
        `租赁期满，乙方应在租期届满后${T.moveOutWithinDays}日内搬离并将该房屋及配套设施完好交还甲方。乙方需继续承租的，应于租期届满前${T.renewalRequestDays}日向甲方书面提出续租申请，经甲方同意后双方重新签订租赁合同。`,
      ],
    },
    {
      no: 3,
      title: '租金、押金及支付方式',
      paragraphs: [
        `该房屋月租金为${money(data.rentCost)}，折合日租金${money(daily)}。`,
        `${data.depositMonths > 0 ? `押金为${data.depositMonths}个月租金，计${money(depositHeld)}` : `押金为${money(depositHeld)}`}${
          advance > 0
            ? `，其中乙方已付定金${money(advance)}计入押金，乙方应于签订本合同时付清其余押金${money(data.depositCost)}。`
            : '，乙方应于签订本合同时一次性付清。'
        }`,
        `租金按期支付，每${data.paymentMonths}个月为一期，每期租金${money(periodRent)}。收租方式：${clean(collectRuleText(data.collectRentType, data.collectRentDay))}。乙方应按甲方出具的账单在约定日期前足额支付。`,
        '租赁期间，押金不得冲抵租金。',
      ],
    },
    {
      no: 4,
      title: '其他费用',
      paragraphs: [
        perPeriodFees.length > 0
          ? `除租金外，乙方每期随租金一并支付以下费用：${perPeriodFees.map(periodFeeLine).join('；')}。${
              months > 1 ? '最后一期不足一期的，按实际月数及天数折算（日费用按月费用×12÷365计）。' : ''
            }`
          : '除租金外，双方未约定每期随租金支付的其他固定费用。',
        onceFees.length > 0
          ? `乙方于签订本合同时一次性支付以下费用：${onceFees.map(feeLine).join('；')}。`
          : '双方未约定签约时一次性支付的其他费用。',
        '租赁期间该房屋所产生的水、电、燃气、网络等费用，按实际用量及甲方公示的标准由乙方承担。',
      ],
    },
    {
      no: 5,
      title: '房屋交付',
      paragraphs: [
        `甲方应于${cnDate(data.startDate)}将该房屋交付乙方使用。`,
        `甲方逾期交付该房屋的，每逾期一日，应按日租金的${T.lateHandoverMultiplier}倍，即每日${money(daily * T.lateHandoverMultiplier)}，向乙方支付违约金。`,
      ],
    },
    {
      no: 6,
      title: '房屋使用与维护',
      paragraphs: [
        '乙方应合理使用并爱护该房屋及其配套设施，不得擅自改变房屋用途、结构及装修，不得存放易燃易爆等危险物品，不得从事违法活动，并应遵守所在公寓的管理规定。',
        `乙方增加居住人员的，应事先征得甲方同意并办理登记，每增加一人按每人每月${money(T.extraOccupantFee)}向甲方支付增员费；增员后仍须符合本合同第一条规定的人均面积标准。`,
        '因乙方使用不当造成房屋或设施损坏的，由乙方负责修复或照价赔偿；房屋及设施的自然损耗和非因乙方原因产生的故障，由甲方负责维修。',
      ],
    },
    {
      no: 7,
      title: '转租与换房',
      paragraphs: [
        `未经甲方书面同意，乙方不得将该房屋全部或部分转租、转借他人。经甲方书面同意转租的，乙方应向甲方支付转租服务费${money(T.subletServiceFee)}，由新承租人与甲方另行签订租赁合同。`,
        `租赁期间乙方申请调换至甲方经营的其他房屋的，经甲方同意后，乙方应支付换房服务费${money(T.roomChangeFee)}。`,
      ],
    },
    {
      no: 8,
      title: '退房与押金退还',
      paragraphs: [
        '租赁期满或本合同解除后，乙方结清全部租金及各项费用、将该房屋及配套设施完好交还甲方的，甲方应将押金无息退还乙方。',
        `乙方退房时应将该房屋清扫干净；未清扫干净的，甲方有权收取保洁费${money(T.cleaningFee)}。`,
        '乙方未结清的租金、费用、违约金及损坏赔偿，甲方有权从押金中直接扣除，不足部分由乙方补足。',
      ],
    },
    {
      no: 9,
      title: '逾期付款',
      paragraphs: [
        `乙方未按约定支付租金的，每逾期一日，应按未付租金的${T.lateFeePercentPerDay}%向甲方支付滞纳金。`,
        `乙方逾期支付租金超过${T.defaultAfterDays}日的，视为乙方违约，甲方有权解除本合同并收回该房屋，由此产生的损失由乙方承担。`,
      ],
    },
    {
      no: 10,
      title: '合同解除与违约责任',
      paragraphs: [
        `租赁期间乙方要求提前退租的，应提前${T.noticeDays}日书面通知甲方，并按${T.depositPenaltyDays}日租金，即${money(daily * T.depositPenaltyDays)}，向甲方支付违约金，该违约金从押金中扣除。`,
        `因乙方违约导致本合同解除的，乙方应按${T.depositPenaltyDays}日租金，即${money(daily * T.depositPenaltyDays)}，向甲方支付违约金，该违约金从押金中扣除；甲方无正当理由提前收回该房屋的，应向乙方支付同等数额的违约金。`,
        `租赁期满或本合同解除后，乙方逾期不搬离的，每逾期一日，应按日租金的${T.holdoverMultiplier}倍，即每日${money(daily * T.holdoverMultiplier)}，向甲方支付房屋占用费；逾期搬离的物品，视为乙方放弃，甲方有权自行处置。`,
      ],
    },
    {
      no: 11,
      title: '免责条款',
      paragraphs: [
        '因地震、火灾、洪水等不可抗力或政府征收、拆迁等非双方原因致使本合同无法继续履行的，本合同自行终止，双方互不承担违约责任，租金按实际居住天数结算。',
      ],
    },
    {
      no: 12,
      title: '争议解决及其他',
      paragraphs: [
        '本合同履行中发生争议的，双方应协商解决；协商不成的，任何一方均可向该房屋所在地人民法院提起诉讼。',
        '本合同的补充条款及附件是本合同的组成部分，与本合同具有同等法律效力；补充条款与正文约定不一致的，以补充条款为准。',
        '本合同自双方签字（盖章）之日起生效。本合同一式两份，甲乙双方各执一份；以电子方式签署的，与纸质合同具有同等法律效力。',
      ],
    },
  ];

  const supplement = [
    `乙方应于每期账单的应付日期前足额付款；逾期的，每逾期一日，按该期账单总额的千分之${CN_NO[T.lateFeePermillePerDay]}（${T.lateFeePermillePerDay / 10}%）向甲方支付滞纳金。`,
    `账单逾期超过${T.supplementDefaultAfterDays}日仍未支付的，视为乙方严重违约，甲方有权解除本合同、收回该房屋，并依照本合同第十条追究乙方违约责任。`,
    `乙方需续租的，应于租期届满前${T.renewalRequestDays}日提出；甲方不同意续租的，应于租期届满前${T.noticeDays}日通知乙方。`,
    '乙方确认已仔细阅读并完全理解本合同全部条款，所填身份信息及联系方式真实有效；通过上述联系方式送达的账单及通知视为已送达。',
  ];

  return {
    title: '房屋租赁合同',
    contractNumber: clean(data.contractNumber),
    templateName: clean(data.templateName),
    parties: [
      { role: '甲方（出租方）', name: landlord, details: [] },
      {
        role: '乙方（承租方）',
        name: lessee,
        details: [
          { label: '证件号码', value: clean(data.lessee.idNumber) },
          { label: '联系电话', value: clean(data.lessee.phone) },
          { label: '联系地址', value: clean(data.lessee.address) },
        ],
      },
    ],
    preamble:
      '根据《中华人民共和国民法典》及有关法律法规的规定，甲乙双方在平等、自愿、协商一致的基础上，就乙方承租甲方房屋事宜订立本合同，共同遵守。',
    articles,
    supplementTitle: '补充条款',
    supplement,
    signing: { landlord, lessee, signDate: cnDate(data.signDate) },
  };
}
