import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Dialog, Toast } from 'antd-mobile';
import { DASHBOARD_KEYS, saveEntries } from './dashboard-api';
import type { QuickEntryRow } from '../../sync/contract/dashboard/dashboard';

function EntryPicker(props: { options: QuickEntryRow[]; initial: number[]; onDone: () => void }) {
  const [picked, setPicked] = useState<number[]>(props.initial);
  const [saving, setSaving] = useState(false);
  const client = useQueryClient();
  const save = async () => {
    setSaving(true);
    try {
      // Keep the order of the tiles already shown, then the newly ticked ones.
      const ordered = [
        ...props.initial.filter((id) => picked.includes(id)),
        ...picked.filter((id) => !props.initial.includes(id)),
      ];
      const saved = await saveEntries(ordered);
      client.setQueryData(DASHBOARD_KEYS.entries, saved);
      Toast.show({ icon: 'success', content: '保存成功' });
      props.onDone();
    } catch {
      Toast.show({ icon: 'fail', content: '操作失败' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="dash-picker">
      <Checkbox.Group value={picked} onChange={(v) => setPicked(v as number[])}>
        <div className="dash-picker-list">
          {props.options.map((o) => (
            <Checkbox key={o.indexEnterId} value={o.indexEnterId}>
              {o.name}
            </Checkbox>
          ))}
        </div>
      </Checkbox.Group>
      <div className="dash-picker-actions">
        <Button onClick={props.onDone}>取消</Button>
        <Button color="primary" loading={saving} onClick={() => void save()}>
          保存
        </Button>
      </div>
    </div>
  );
}

/** The dialog of the add tile: every entry the user may add, ticked for those shown; open while `options` is set. */
export default function EntryPickerDialog(props: {
  options: QuickEntryRow[] | null;
  initial: number[];
  onClose: () => void;
}) {
  const { options, initial, onClose } = props;
  return (
    <Dialog
      visible={options !== null}
      title="选择快捷入口"
      closeOnMaskClick
      onClose={onClose}
      content={options ? <EntryPicker options={options} initial={initial} onDone={onClose} /> : null}
    />
  );
}
