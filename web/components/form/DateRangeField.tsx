import type { DateRange } from '../filters/date-shortcuts';
import { DateField } from './DateField';
import './form.css';

/**
 * Two 'YYYY-MM-DD' dates with 至 between them, the end never before the start. With a `label` ('租期') the fields are
 * named '租期开始' / '租期结束' for screen readers, else by their placeholders (开始日期 / 结束日期). `min`/`max` bound
 * both days (a range of past money offers no future day).
 */
export function DateRangeField(props: {
  value: DateRange;
  onChange: (r: DateRange) => void;
  label?: string;
  min?: string;
  max?: string;
}) {
  const { value, onChange, label } = props;
  return (
    <div className="field-range">
      <DateField
        value={value.from}
        onChange={(from) => onChange({ from, to: value.to && value.to < from ? from : value.to })}
        placeholder="开始日期"
        label={label && `${label}开始`}
        min={props.min}
        max={value.to || props.max}
      />
      <span>至</span>
      <DateField
        value={value.to}
        onChange={(to) => onChange({ ...value, to })}
        placeholder="结束日期"
        label={label && `${label}结束`}
        min={value.from || props.min}
        max={props.max}
      />
    </div>
  );
}
