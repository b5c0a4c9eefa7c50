/**
 * One sample contract for tests (sync, web and API): a one-year lease of room 305 at ¥2,200 a month, 押1付3,
 * rent collected 5 days before each period. Its daily rent is the bill plan's: dailyOf(220000) = 7233 fen.
 */
import type { ContractData } from './contract-text';

export function sampleContractData(over: Partial<ContractData> = {}): ContractData {
  return {
    landlord: '示例公寓',
    lessee: { name: '张三', idNumber: '110101199003071234', phone: '13812345678', address: '北京市东城区东华门街道1号' },
    room: { apartmentName: '东湖公寓', address: '武汉市武昌区东湖路88号', houseNumber: '305', floor: 3, area: 25.5 },
    startDate: '2026-12-01',
    endDate: '2027-11-30',
    rentCost: 220000,
    depositCost: 220000,
    paymentMonths: 3,
    depositMonths: 1,
    collectRentType: 0,
    collectRentDay: 5,
    fees: [
      { name: '物业费', amount: 5000, perPeriod: true },
      { name: '门卡押金', amount: 2000, perPeriod: false },
    ],
    fitments: ['空调', '冰箱', '洗衣机'],
    contractNumber: 'HT20261201001',
    templateName: '标准租赁合同',
    signDate: '2026-11-22',
    ...over,
  };
}
