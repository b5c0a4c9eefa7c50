import type { Column, FilterField } from '../../components/list';
import type { Option } from '../../components/filters/filter-fields';
import { shanghaiMinute } from '../../../sync/rules/common/shanghai-time';
import type { ProjectFilters, ProjectItem } from '../offices-api';

/** Part 4 §2 project filters: 项目名称 and 所属公司 (the org's companies). */
export const projectFilters = (companies: readonly Option[]): FilterField<keyof ProjectFilters>[] => [
  { kind: 'text', key: 'officeName', label: '项目名称', max: 40 },
  { kind: 'select', key: 'pid', label: '所属公司', all: '全部公司', options: companies },
];

/** 店长 1人、管家 2人: how many of the project's accounts hold each role. */
const purviewText = (r: ProjectItem) => r.purview.map((p) => `${p.roleName} ${p.number}人`).join('、');

/**
 * Part 4 §2 project columns: the project, its start, 集中式 / 分散式 rooms, 负责人 / 管理 / 员工 accounts, its company,
 * the accounts per role, the accounts and the supervisor.
 */
export const PROJECT_COLUMNS: Column<ProjectItem>[] = [
  { title: '项目名称', value: (r) => r.name, card: 'title' },
  { title: '所属公司', value: (r) => r.parent || '未绑定', card: 'status' },
  { title: '开始时间', value: (r) => shanghaiMinute(r.gmtCreate) },
  { title: '集中式房源', value: (r) => r.centralizedHouse },
  { title: '分散式房源', value: (r) => r.dispersionHouse },
  { title: '负责人账号', value: (r) => r.principal, only: 'file' },
  {
    title: '人员',
    value: (r) => `管理 ${r.management} · 员工 ${r.employee}`,
    render: (r) => (
      <span className="office-people">
        {r.principal ? <span>老板 {r.principal}</span> : null}
        <span>管理 {r.management}</span>
        <span>员工 {r.employee}</span>
      </span>
    ),
    only: 'screen',
  },
  { title: '管理人数', value: (r) => r.management, only: 'file' },
  { title: '员工人数', value: (r) => r.employee, only: 'file' },
  {
    title: '角色人数',
    value: (r) => purviewText(r) || '-',
    render: (r) =>
      r.purview.length ? (
        <span className="office-people">
          {r.purview.map((p) => (
            <span key={p.roleName}>
              {p.roleName} {p.number}人
            </span>
          ))}
        </span>
      ) : (
        '-'
      ),
    card: 'wide',
  },
  { title: '负责人', value: (r) => r.supervisor },
  { title: '电话', value: (r) => r.phone },
  { title: '对公账户', value: (r) => r.publicAccount },
  { title: '对私账户', value: (r) => r.privateAccount },
  { title: '地址', value: (r) => r.address, only: 'file' },
];
