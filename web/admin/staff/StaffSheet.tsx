import { useState } from 'react';
import { Input, Selector } from 'antd-mobile';
import { Field, FormSheet, useSave } from '../../components/list';
import { ImageUpload } from '../../components/ImageUpload';
import { STAFF_TYPE_NAME } from '../../../sync/rules/admin/staff-rules';
import { checkPhone } from '../../../sync/rules/common/validators';
import { createStaff } from '../admin-api';
import { emptyStaff, staffOf, type StaffDraft } from './staff-form';
import { useProjects, useRoles } from './staff-choices';

const TYPES = Object.entries(STAFF_TYPE_NAME).map(([value, label]) => ({ value: Number(value) as 1 | 2, label }));

/**
 * 新增员工 (part 4 §2 create staff): 姓名, 手机号 (checked on leaving the field), 昵称, 邮箱, 用户密码, 账号类型
 * (1 管理 / 2 员工), 所属项目 (a 员工 sees only their apartments), 角色 and 头像 (≤ 10 MB).
 */
export function StaffSheet(props: { visible: boolean; projectId: string; onClose: () => void; onDone: () => void }) {
  const [d, setD] = useState<StaffDraft>(() => emptyStaff(props.projectId ? [props.projectId] : []));
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, error, save } = useSave();
  const roles = useRoles();
  const projects = useProjects();
  const set =
    <K extends keyof StaffDraft>(key: K) =>
    (value: StaffDraft[K]) =>
      setD((p) => ({ ...p, [key]: value }));

  const submit = async () => {
    const body = staffOf(d);
    setProblem(typeof body === 'string' ? body : null);
    if (typeof body === 'string') return;
    if (await save(() => createStaff(body), '添加成功')) props.onDone();
  };

  return (
    <FormSheet
      visible={props.visible}
      title="新增员工"
      onClose={props.onClose}
      onConfirm={() => void submit()}
      busy={busy}
      error={problem ?? error}
      columns
    >
      <Field label="姓名" required>
        <Input value={d.name} onChange={set('name')} placeholder="请输入姓名" maxLength={20} />
      </Field>
      <Field label="手机号" required>
        <Input
          value={d.phone}
          onChange={set('phone')}
          onBlur={() => setProblem(d.phone ? checkPhone(d.phone) : null)}
          placeholder="登录账号"
          type="tel"
          inputMode="numeric"
          maxLength={11}
        />
      </Field>
      <Field label="昵称">
        <Input value={d.nickname} onChange={set('nickname')} placeholder="默认与姓名相同" maxLength={20} />
      </Field>
      <Field label="邮箱" required>
        <Input value={d.email} onChange={set('email')} placeholder="请输入邮箱地址" type="email" maxLength={60} />
      </Field>
      <Field label="用户密码" required>
        <Input
          value={d.password}
          onChange={set('password')}
          placeholder="8-32位，含字母和数字"
          type="password"
          autoComplete="new-password"
          maxLength={32}
        />
      </Field>
      <Field label="账号类型" required>
        <Selector
          options={TYPES}
          value={d.userType ? [d.userType] : []}
          onChange={(v) => set('userType')(v[0] ?? null)}
        />
      </Field>
      <Field label={d.userType === 2 ? '所属项目' : '负责项目'} required={d.userType === 2} wide>
        <Selector
          multiple
          options={(projects.data ?? []).map((p) => ({ value: p.officeId, label: p.name }))}
          value={d.projectIds}
          onChange={set('projectIds')}
        />
      </Field>
      <Field label="角色" wide>
        <Selector
          multiple
          options={(roles.data ?? []).map((r) => ({ value: r.pkId, label: r.roleName }))}
          value={d.roleIds}
          onChange={set('roleIds')}
        />
      </Field>
      <Field label="头像" wide>
        <ImageUpload value={d.picture} onChange={set('picture')} maxCount={1} />
      </Field>
    </FormSheet>
  );
}
