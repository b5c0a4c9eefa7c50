import type { Column, FilterField } from '../../components/list';
import { shanghaiMinute } from '../../../sync/rules/common/shanghai-time';
import type { CompanyFilters, CompanyItem } from '../offices-api';

/** Part 4 §2 company filter: 公司名称. */
export const COMPANY_FILTERS: FilterField<keyof CompanyFilters>[] = [
  { kind: 'text', key: 'officeName', label: '公司名称', max: 40 },
];

/** Part 4 §2 company columns: name, address, phone, private account, public account; and its projects. */
export const COMPANY_COLUMNS: Column<CompanyItem>[] = [
  { title: '公司名称', value: (r) => r.name, card: 'title' },
  { title: '地址', value: (r) => r.address, card: 'wide' },
  { title: '电话', value: (r) => r.phone },
  { title: '对私账户', value: (r) => r.privateAccount },
  { title: '对公账户', value: (r) => r.publicAccount },
  { title: '项目数', value: (r) => r.projects },
  { title: '创建时间', value: (r) => shanghaiMinute(r.gmtCreate), only: 'file' },
];
