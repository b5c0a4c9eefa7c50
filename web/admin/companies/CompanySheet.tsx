import { useState } from 'react';
import { Input } from 'antd-mobile';
import { Field, FormSheet, useSave } from '../../components/list';
import { OFFICE_MSG } from '../../../sync/rules/admin/office-rules';
import type { CompanyInput } from '../../../sync/contract/admin/offices';
import { createCompany, updateCompany, type CompanyItem } from '../offices-api';

type Draft = Required<CompanyInput>;
const draftOf = (c: CompanyItem | null): Draft => ({
  name: c?.name ?? '',
  address: c?.address ?? '',
  phone: c?.phone ?? '',
  privateAccount: c?.privateAccount ?? '',
  publicAccount: c?.publicAccount ?? '',
});

/** 添加公司 / 编辑公司 (part 4 §2): 公司名称 ('请输入公司名称'), 地址, 电话, 对私账户, 对公账户. */
export function CompanySheet(props: { company: CompanyItem | null; onClose: () => void; onDone: () => void }) {
  const [d, setD] = useState<Draft>(() => draftOf(props.company));
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, error, save } = useSave();
  const set = (key: keyof Draft) => (value: string) => setD((p) => ({ ...p, [key]: value }));
  const editing = props.company;

  const submit = async () => {
    const name = d.name.trim();
    setProblem(name ? null : OFFICE_MSG.companyNameRequired);
    if (!name) return;
    const body = { ...d, name };
    const done = editing
      ? await save(() => updateCompany(editing.officeId, body), '修改成功')
      : await save(() => createCompany(body), '添加成功');
    if (done !== undefined) props.onDone();
  };

  return (
    <FormSheet
      visible
      title={editing ? '编辑公司' : '添加公司'}
      onClose={props.onClose}
      onConfirm={() => void submit()}
      busy={busy}
      error={problem ?? error}
      columns
    >
      <Field label="公司名称" required wide>
        <Input value={d.name} onChange={set('name')} placeholder={OFFICE_MSG.companyNameRequired} maxLength={40} />
      </Field>
      <Field label="地址" wide>
        <Input value={d.address} onChange={set('address')} placeholder="公司地址" maxLength={100} />
      </Field>
      <Field label="电话">
        <Input value={d.phone} onChange={set('phone')} placeholder="联系电话" type="tel" maxLength={20} />
      </Field>
      <Field label="对私账户">
        <Input value={d.privateAccount} onChange={set('privateAccount')} placeholder="对私收款账户" maxLength={40} />
      </Field>
      <Field label="对公账户" wide>
        <Input value={d.publicAccount} onChange={set('publicAccount')} placeholder="开户行及账号" maxLength={40} />
      </Field>
    </FormSheet>
  );
}
