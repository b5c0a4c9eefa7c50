import { useState } from 'react';
import { Selector } from 'antd-mobile';
import { Field, FormSheet, ListState, useSave } from '../../components/list';

/**
 * A dialog choosing several of a few things for one account (修改角色, 分配项目): the choices as toggles, the
 * account's own ticked; 保存 sends the whole set.
 */
export function PickSheet(props: {
  title: string;
  label: string;
  hint?: string;
  choices: { value: string; label: string }[] | undefined;
  state: { isLoading: boolean; error: unknown; refetch: () => unknown };
  initial: string[];
  onSave: (ids: string[]) => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
}) {
  const [picked, setPicked] = useState(props.initial);
  const { busy, error, save } = useSave();
  const submit = async () => {
    if ((await save(() => props.onSave(picked), '修改成功')) !== undefined) props.onDone();
  };
  return (
    <FormSheet
      visible
      title={props.title}
      onClose={props.onClose}
      onConfirm={() => void submit()}
      busy={busy}
      error={error}
    >
      <Field label={props.label} wide>
        <ListState
          loading={props.state.isLoading}
          error={props.state.error}
          onRetry={() => void props.state.refetch()}
          empty={!props.choices?.length}
          emptyText="暂无可选项"
          lines={3}
        >
          <Selector multiple options={props.choices ?? []} value={picked} onChange={setPicked} />
        </ListState>
        {props.hint ? <p className="admin-hint">{props.hint}</p> : null}
      </Field>
    </FormSheet>
  );
}
