import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { xlsxOf, type XlsxColumn } from '../http/xlsx';
import { shanghaiMinute } from '../../sync/rules/common/shanghai-time';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { listDeposits, type ListQuery } from './list';

const COLUMNS: XlsxColumn[] = [
  { header: '订单号', width: 18 },
  { header: '房源', width: 22 },
  { header: '预订人', width: 10 },
  { header: '手机号', width: 14 },
  { header: '预订时间', width: 18 },
  { header: '定金（元）', kind: 'money' },
  { header: '约定租金（元）', kind: 'money' },
  { header: '租期开始', width: 12 },
  { header: '租期结束', width: 12 },
  { header: '最晚签约日期', width: 14 },
  { header: '添加人', width: 10 },
  { header: '状态', width: 10 },
];

/**
 * 导出 of /reservationOrder (issue 12): every order the list's filters select (all pages), with the list's scope and
 * permission, as an .xlsx with Chinese headers and money in yuan. Returns the file name and bytes.
 */
export async function exportDeposits(db: Reader, now: number, user: AuthUser, f: ListQuery) {
  const rows = (await listDeposits(db, now, user, f, true)).records;
  const bytes = await xlsxOf(
    '定金订单',
    COLUMNS,
    rows.map((r) => [
      r.orderNo,
      r.house,
      r.promiseMan,
      r.phone,
      shanghaiMinute(r.createTime),
      r.advanceCost,
      r.rentCost,
      r.startDate,
      r.endDate,
      r.latestDate,
      r.creatorName,
      r.statusText,
    ]),
  );
  return { filename: `定金订单_${shanghaiToday(now)}.xlsx`, bytes };
}
