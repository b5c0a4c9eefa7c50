import { ID_TYPES, SEX_TEXT, dwellText } from '../../sync/rules/residents/resident-rules';
import type { ResidentRow } from '../../sync/contract/residents/residents';
import type { Column, FilterField } from '../components/list';
import type { ResidentFilters } from './residents-api';
import { DwellTag, LesseeBadge } from './ResidentBadges';

/** The filters of §2.4. */
export const RESIDENT_FILTERS: FilterField<keyof ResidentFilters>[] = [
  { kind: 'apartment', key: 'apartmentId', label: '全部公寓' },
  { kind: 'text', key: 'houseNumber', label: '房间号', max: 20 },
  { kind: 'text', key: 'name', label: '住户姓名', max: 20 },
  { kind: 'text', key: 'phone', label: '手机号', max: 11 },
  { kind: 'dates', from: 'startDate', to: 'endDate', label: '入住日期' },
];

/** The columns of §2.4 (the table, the cards, the export); `address` false leaves the house out (one lease's list). */
export function residentColumns(address = true): Column<ResidentRow>[] {
  return [
    {
      title: '姓名',
      value: (r) => r.name,
      render: (r) => (
        <>
          {r.name}
          <LesseeBadge isLease={r.isLease} />
        </>
      ),
      card: 'title',
    },
    { title: '承租人', value: (r) => (r.isLease === 1 ? '是' : '否'), only: 'file' },
    { title: '手机号', value: (r) => r.phone },
    ...(address ? [{ title: '地址', value: (r: ResidentRow) => r.address, card: 'wide' as const }] : []),
    { title: '性别', value: (r) => SEX_TEXT[r.sex] },
    { title: '证件类型', value: (r) => ID_TYPES[r.idNumberType] },
    { title: '证件号码', value: (r) => r.idNumber },
    {
      title: '居住状态',
      value: (r) => dwellText(r.dwellStatus),
      render: (r) => <DwellTag dwellStatus={r.dwellStatus} />,
      card: 'status',
    },
    { title: '入住时间', value: (r) => r.startDate },
    { title: '搬离时间', value: (r) => r.leaveDate },
  ];
}
