import { useState } from 'react';
import { Input, Selector } from 'antd-mobile';
import { Field, FormSheet, useSave } from '../../components/list';
import { OFFICE_MSG } from '../../../sync/rules/admin/office-rules';
import type { ProjectInput } from '../../../sync/contract/admin/offices';
import type { Option } from '../../components/filters/filter-fields';
import { createProject, updateProject, type ProjectItem } from '../offices-api';

type Draft = Required<ProjectInput>;
const draftOf = (p: ProjectItem | null, pid: string): Draft => ({
  name: p?.name ?? '',
  pid: p?.pid ?? pid,
  address: p?.address ?? '',
  phone: p?.phone ?? '',
  supervisor: p?.supervisor ?? '',
  privateAccount: p?.privateAccount ?? '',
  publicAccount: p?.publicAccount ?? '',
});

/**
 * 添加项目 / 编辑项目 (part 4 §2): 项目名称 ('请输入项目名称'), 所属公司 ('请选择所属公司'), 地址, 电话, 负责人,
 * 对私账户, 对公账户. A new project starts in the company the list is filtered by, or the only one.
 */
export function ProjectSheet(props: {
  project: ProjectItem | null;
  companies: readonly Option[];
  /** The company to start with for a new project. */
  pid: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const [d, setD] = useState<Draft>(() => draftOf(props.project, props.pid));
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, error, save } = useSave();
  const set = (key: keyof Draft) => (value: string) => setD((p) => ({ ...p, [key]: value }));
  const editing = props.project;

  const submit = async () => {
    const name = d.name.trim();
    const missing = !name ? OFFICE_MSG.projectNameRequired : !d.pid ? OFFICE_MSG.companyRequired : null;
    setProblem(missing);
    if (missing) return;
    const body = { ...d, name };
    const done = editing
      ? await save(() => updateProject(editing.officeId, body), '修改成功')
      : await save(() => createProject(body), '添加成功');
    if (done !== undefined) props.onDone();
  };

  return (
    <FormSheet
      visible
      title={editing ? '编辑项目' : '添加项目'}
      onClose={props.onClose}
      onConfirm={() => void submit()}
      busy={busy}
      error={problem ?? error}
      columns
    >
      <Field label="项目名称" required wide>
        <Input value={d.name} onChange={set('name')} placeholder={OFFICE_MSG.projectNameRequired} maxLength={40} />
      </Field>
      <Field label="所属公司" required wide>
        {props.companies.length ? (
          <Selector
            options={props.companies.map((c) => ({ value: c.value, label: c.label }))}
            value={d.pid ? [d.pid] : []}
            onChange={(v) => set('pid')(v[0] ?? '')}
          />
        ) : (
          <span className="muted">还没有公司，请先在公司设置中添加</span>
        )}
      </Field>
      <Field label="地址" wide>
        <Input value={d.address} onChange={set('address')} placeholder="项目地址" maxLength={100} />
      </Field>
      <Field label="电话">
        <Input value={d.phone} onChange={set('phone')} placeholder="联系电话" type="tel" maxLength={20} />
      </Field>
      <Field label="负责人">
        <Input value={d.supervisor} onChange={set('supervisor')} placeholder="负责人姓名" maxLength={20} />
      </Field>
      <Field label="对私账户">
        <Input value={d.privateAccount} onChange={set('privateAccount')} placeholder="对私收款账户" maxLength={40} />
      </Field>
      <Field label="对公账户">
        <Input value={d.publicAccount} onChange={set('publicAccount')} placeholder="开户行及账号" maxLength={40} />
      </Field>
    </FormSheet>
  );
}
