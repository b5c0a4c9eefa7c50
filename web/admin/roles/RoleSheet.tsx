import { useState } from 'react';
import { Input, Selector, TextArea } from 'antd-mobile';
import { Field, FormSheet, useSave } from '../../components/list';
import { ROLE_NAME_HINT, ROLE_TYPE_NAME } from '../../../sync/rules/admin/staff-rules';
import { createRole } from '../admin-api';

const TYPES = Object.entries(ROLE_TYPE_NAME).map(([value, label]) => ({ value: Number(value) as 1 | 2, label }));

/** 添加角色 (part 4 §2): name (a hint of 10 characters, not enforced), type 1 管理 / 2 员工, description. */
export function RoleSheet(props: { onClose: () => void; onDone: (roleId: string) => void }) {
  const [roleName, setRoleName] = useState('');
  const [roleType, setRoleType] = useState<1 | 2>(2);
  const [roleDesc, setRoleDesc] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, error, save } = useSave();
  const submit = async () => {
    const name = roleName.trim();
    setProblem(name ? null : '请输入角色名称');
    if (!name) return;
    const made = await save(() => createRole({ roleName: name, roleType, roleDesc }), '添加成功');
    if (made) props.onDone(made.pkId);
  };
  return (
    <FormSheet
      visible
      title="添加角色"
      onClose={props.onClose}
      onConfirm={() => void submit()}
      busy={busy}
      error={problem ?? error}
    >
      <Field label="角色名称" required>
        <Input value={roleName} onChange={setRoleName} placeholder={`建议不超过${ROLE_NAME_HINT}个字`} maxLength={20} />
      </Field>
      <Field label="角色类型" required>
        <Selector options={TYPES} value={[roleType]} onChange={(v) => v[0] && setRoleType(v[0])} />
      </Field>
      <Field label="角色描述" wide>
        <TextArea value={roleDesc} onChange={setRoleDesc} placeholder="选填" maxLength={200} rows={2} />
      </Field>
    </FormSheet>
  );
}
