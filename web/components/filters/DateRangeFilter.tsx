import { shanghaiToday } from '../../../sync/rules/common/shanghai-time';
import { DateRangeField } from '../form/DateRangeField';
import { shortcutOf, shortcutsUpTo, type DateRange } from './date-shortcuts';
import './filters.css';

/**
 * A date range of a filter bar: its label, 开始日期 至 结束日期 (the kit's DateRangeField), and the shortcuts
 * 今天 / 本周 / 本月 / 上月 / 近7天 / 近30天 counted from today in Asia/Shanghai; the one the range equals is lit.
 * `past`: no day after today can be chosen (nor a shortcut reach one); `max`: the last day that can be.
 */
export function DateRangeFilter(props: {
  label: string;
  value: DateRange;
  onChange: (r: DateRange) => void;
  past?: boolean;
  max?: string;
}) {
  const { value, onChange, label } = props;
  const today = shanghaiToday(Date.now());
  const max = [props.max, props.past ? today : undefined].filter(Boolean).sort()[0];
  const shortcuts = shortcutsUpTo(today, max);
  const lit = shortcutOf(value, today, max);
  return (
    <div className="filter-dates" role="group" aria-label={label}>
      <span className="filter-label">{label}</span>
      <DateRangeField value={value} onChange={onChange} label={label} max={max} />
      <div className="filter-shortcuts">
        {shortcuts.map(({ shortcut: s, range }) => (
          <button
            key={s}
            type="button"
            className={s === lit ? 'filter-shortcut is-on' : 'filter-shortcut'}
            aria-pressed={s === lit}
            onClick={() => onChange(s === lit ? { from: '', to: '' } : range)}
          >
            {s}
          </button>
        ))}
      </div>
    </div>
  );
}
