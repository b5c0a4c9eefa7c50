import type { Dispatch, SetStateAction } from 'react';
import { Field } from '../../components/list';
import { DateTimeField } from './DateTimeField';
import type { DateTime } from './password-period';

export interface Period {
  start: DateTime;
  end: DateTime;
}

/** 生效时间 and 失效时间 of a lock password (date and time, Asia/Shanghai). */
export function PeriodFields(props: { value: Period; onChange: Dispatch<SetStateAction<Period>> }) {
  return (
    <>
      <Field label="生效时间" required wide>
        <DateTimeField
          label="生效时间"
          value={props.value.start}
          onChange={(start) => props.onChange((p) => ({ ...p, start }))}
        />
      </Field>
      <Field label="失效时间" required wide>
        <DateTimeField
          label="失效时间"
          value={props.value.end}
          onChange={(end) => props.onChange((p) => ({ ...p, end }))}
        />
      </Field>
    </>
  );
}
