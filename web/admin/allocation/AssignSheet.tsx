import { useState } from 'react';
import { Selector, Toast } from 'antd-mobile';
import { Field, FormSheet, ListState, useSave } from '../../components/list';
import { ALLOCATION_MSG } from '../../../sync/contract/admin/allocation';
import { assignRooms, type AssignResult } from './allocation-api';

/**
 * 设置项目: pick the project the ticked rooms go to. Asks '请选择项目' first, then '请选择房间' when no room is ticked
 * (the server's order too); on success hands back what moved.
 */
export function AssignSheet(props: {
  houseIds: string[];
  projects: { value: string; label: string }[] | undefined;
  state: { isLoading: boolean; error: unknown; refetch: () => unknown };
  initial: string;
  onClose: () => void;
  onDone: (result: AssignResult) => void;
}) {
  const [officeId, setOfficeId] = useState(props.initial);
  const { busy, error, save } = useSave();
  const submit = async () => {
    const missing = !officeId ? ALLOCATION_MSG.projectRequired : !props.houseIds.length && ALLOCATION_MSG.roomsRequired;
    if (missing) {
      Toast.show({ icon: 'fail', content: missing });
      return;
    }
    const out = await save(() => assignRooms(officeId, props.houseIds), '设置成功');
    if (out) props.onDone(out);
  };
  return (
    <FormSheet
      visible
      title="设置项目"
      onClose={props.onClose}
      onConfirm={() => void submit()}
      busy={busy}
      error={error}
    >
      <Field label={`已选 ${props.houseIds.length} 间房，设置到项目`} wide>
        <ListState
          loading={props.state.isLoading}
          error={props.state.error}
          onRetry={() => void props.state.refetch()}
          empty={!props.projects?.length}
          emptyText="暂无项目，请先在项目设置中添加"
          lines={3}
        >
          <Selector
            options={props.projects ?? []}
            value={officeId ? [officeId] : []}
            onChange={(v) => setOfficeId(v[0] ?? '')}
          />
        </ListState>
        <p className="admin-hint">设置后，该项目的员工下次操作即可看到这些房间，原项目的员工不再可见</p>
      </Field>
    </FormSheet>
  );
}
