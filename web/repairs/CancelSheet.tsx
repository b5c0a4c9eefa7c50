import { useState } from 'react';
import { TextArea } from 'antd-mobile';
import { Field, useSave } from '../components/list';
import { RepairFormSheet } from './RepairFormSheet';
import { cancelRepair, type RepairRow } from './repairs-api';

/** 取消 (§2.5): a manager cancels a repair with the reason the tenant is told. */
export function CancelSheet(props: { row: RepairRow | null; onClose: () => void; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const { busy, error, save } = useSave();
  const submit = async () => {
    if (!props.row) return;
    if (await save(() => cancelRepair(props.row!.id, reason), '取消成功')) props.onDone();
  };
  return (
    <RepairFormSheet
      row={props.row}
      title="取消报修"
      confirmText="确定取消"
      busy={busy}
      error={error}
      onClose={props.onClose}
      onSubmit={() => void submit()}
    >
      <Field label="取消原因" required wide>
        <TextArea value={reason} onChange={setReason} maxLength={200} rows={3} placeholder="将告知租客" />
      </Field>
    </RepairFormSheet>
  );
}
