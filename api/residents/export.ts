import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { xlsxOf, type XlsxColumn } from '../http/xlsx';
import { PERSONAL_PERMS } from '../leases/personal-access';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { dwellText, ID_TYPES, SEX_TEXT } from '../../sync/rules/residents/resident-rules';
import { listResidents, type ListQuery } from './list';

const COLUMNS: XlsxColumn[] = [
  { header: '姓名', width: 10 },
  { header: '承租人', width: 8 },
  { header: '手机号', width: 14 },
  { header: '房源', width: 22 },
  { header: '性别', width: 6 },
  { header: '证件类型', width: 14 },
  { header: '证件号码', width: 22 },
  { header: '居住状态', width: 10 },
  { header: '入住日期', width: 12 },
  { header: '搬离日期', width: 12 },
];

/**
 * 导出 of /occupantManage (issue 12): every resident the list's filters select (all pages), with the list's scope and
 * permission. ID numbers in full only for a user who may read personal data (lease or resident management,
 * api/leases/personal-access.ts), masked otherwise.
 */
export async function exportResidents(db: Reader, now: number, user: AuthUser, f: ListQuery) {
  const fullIdNumber = PERSONAL_PERMS.some((p) => user.can(p));
  const rows = (await listResidents(db, user, f, true, { fullIdNumber })).records;
  const bytes = await xlsxOf(
    '住户',
    COLUMNS,
    rows.map((r) => [
      r.name,
      r.isLease === 1 ? '是' : '否',
      r.phone,
      r.address,
      SEX_TEXT[r.sex] ?? '',
      ID_TYPES[r.idNumberType] ?? '',
      r.idNumber,
      dwellText(r.dwellStatus),
      r.startDate,
      r.leaveDate ?? '',
    ]),
  );
  return { filename: `住户_${shanghaiToday(now)}.xlsx`, bytes };
}
