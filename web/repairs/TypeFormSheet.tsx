import { useState } from 'react';
import { Input } from 'antd-mobile';
import type { RepairTypeRow } from '../../sync/contract/repairs/repairs';
import { ApartmentPicker } from '../components/ApartmentPicker';
import { Field, FormSheet, useSave } from '../components/list';
import { addType, editType } from './repairs-api';

/** 添加 / 编辑 a repair type (§2.6: apartment, name). `row` null: a new one (of `apartmentId` when one is chosen). */
export function TypeFormSheet(props: {
  visible: boolean;
  row: RepairTypeRow | null;
  apartmentId: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const [apartmentId, setApartmentId] = useState(props.row?.xqId ?? props.apartmentId);
  const [name, setName] = useState(props.row?.name ?? '');
  const { busy, error, save } = useSave();
  const submit = async () => {
    const body = { apartmentId, name };
    const done = props.row
      ? await save(() => editType(props.row!.id, body), '修改成功')
      : await save(() => addType(body), '添加成功');
    if (done) props.onDone();
  };
  return (
    <FormSheet
      visible={props.visible}
      title={props.row ? '编辑物业类型' : '添加物业类型'}
      onClose={props.onClose}
      onConfirm={() => void submit()}
      busy={busy}
      error={error}
    >
      <Field label="公寓" required>
        <ApartmentPicker value={apartmentId || null} onChange={setApartmentId} />
      </Field>
      <Field label="名称" required>
        <Input value={name} onChange={setName} maxLength={20} placeholder="如 水电维修" clearable />
      </Field>
    </FormSheet>
  );
}
