import type { ReactNode } from 'react';
import { FormSheet } from '../components/list';
import type { RepairRow } from './repairs-api';

/** The frame of a form acting on a repair (完成, 取消): which repair it is above the fields. */
export function RepairFormSheet(props: {
  row: RepairRow | null;
  title: string;
  confirmText: string;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const r = props.row;
  return (
    <FormSheet
      visible={r !== null}
      title={props.title}
      onClose={props.onClose}
      onConfirm={props.onSubmit}
      confirmText={props.confirmText}
      busy={props.busy}
      error={props.error}
    >
      {r ? (
        <p className="repair-what">
          {r.gyName} {r.houseNumber} · {r.applyName}：{r.tdesc}
        </p>
      ) : null}
      {props.children}
    </FormSheet>
  );
}
