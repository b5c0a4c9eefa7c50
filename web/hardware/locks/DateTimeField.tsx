import { DateField } from '../../components/list';
import type { DateTime } from './password-period';

/** A date (the kit's DateField) and a time of day (Asia/Shanghai): 生效时间 / 失效时间 of a lock password. */
export function DateTimeField(props: { label: string; value: DateTime; onChange: (v: DateTime) => void }) {
  return (
    <div className="lock-datetime">
      <DateField
        label={`${props.label}日期`}
        placeholder="选择日期"
        value={props.value.date}
        onChange={(date) => props.onChange({ ...props.value, date })}
      />
      <input
        type="time"
        className="lock-time"
        aria-label={`${props.label}时刻`}
        value={props.value.time}
        onChange={(e) => props.onChange({ ...props.value, time: e.target.value })}
      />
    </div>
  );
}
