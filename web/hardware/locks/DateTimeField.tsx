import { shanghaiMidnight, shanghaiHm, shanghaiToday } from '../../../sync/rules/common/shanghai-time';
import { DateField } from '../../components/list';

/** A moment as the form holds it: a Shanghai date 'YYYY-MM-DD' and a time 'HH:mm'. */
export interface DateTime {
  date: string;
  time: string;
}

/** The Shanghai date and minute of an instant. */
export const dateTimeOf = (ms: number): DateTime => ({ date: shanghaiToday(ms), time: shanghaiHm(ms) });

/** The instant (epoch ms) of a Shanghai date and time, or null while either is missing. */
export function msOf(v: DateTime): number | null {
  const [h, m] = v.time.split(':').map(Number);
  if (!v.date || !Number.isInteger(h) || !Number.isInteger(m)) return null;
  return shanghaiMidnight(v.date) + (h * 60 + m) * 60_000;
}

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
