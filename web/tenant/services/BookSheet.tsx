import { useState } from 'react';
import { Button, Popup, TextArea, Toast } from 'antd-mobile';
import { formatFen } from '../../../sync/rules/common/money';
import { addDays, shanghaiMidnight, shanghaiToday } from '../../../sync/rules/common/shanghai-time';
import { bookingAmount, bookingProblem } from '../../../sync/rules/services/applications-rules';
import { DateField } from '../../components/form/DateField';
import { errorText } from '../../components/form/errors';
import { PickerButton } from '../../components/PickerButton';
import { priceText } from '../../services/applications/application-columns';
import { book, type ItemRow } from './services-api';

const HALF_HOUR = 1_800_000;
/** The times of a day a booking may start or end: every half hour, 06:00 to 23:00 (minutes from midnight). */
const SLOTS = Array.from({ length: 35 }, (_, i) => 360 + i * 30);
const hm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** 预约: a day within the item's bookable dates, a start and an end time, the reason; the price of the hours shown. */
export function BookSheet(props: { item: ItemRow; onClose: () => void; onDone: () => void }) {
  const { item } = props;
  const today = shanghaiToday(Date.now());
  const first = item.startDate > today ? item.startDate : today;
  // Bookings are made ahead: tomorrow when the item may be booked then.
  const [day, setDay] = useState(first === today && addDays(today, 1) <= item.endDate ? addDays(today, 1) : first);
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const at = (m: number) => shanghaiMidnight(day) + m * 60_000;
  const times = from !== null && to !== null ? { startTime: at(from), endTime: at(to) } : null;
  const submit = async () => {
    const problem = !times
      ? '请选择预约时间'
      : (bookingProblem(item, times.startTime, times.endTime, Date.now()) ?? (reason.trim() ? null : '请输入申请理由'));
    if (problem) return void Toast.show({ content: problem });
    setBusy(true);
    try {
      await book({ applyInfoId: item.applyInfoId, ...times!, reason: reason.trim() });
      Toast.show({ icon: 'success', content: '申请已提交' });
      props.onDone();
    } catch (e) {
      Toast.show({ icon: 'fail', content: errorText(e) });
    } finally {
      setBusy(false);
    }
  };
  // Times already past today are not offered.
  const passed = (m: number) => at(m) <= Date.now();
  const options = (after: number) =>
    SLOTS.filter((m) => m > after && !passed(m)).map((m) => ({ label: hm(m), value: m }));
  return (
    <Popup visible onMaskClick={props.onClose} onClose={props.onClose} bodyClassName="services-sheet" destroyOnClose>
      <div role="dialog" aria-label={`预约 ${item.title}`}>
        <h3>预约 · {item.title}</h3>
        <p className="services-meta">
          {priceText(item.price)} · 可预约 {item.startDate} 至 {item.endDate}
        </p>
        <label className="services-label">日期</label>
        <DateField
          value={day}
          onChange={(d) => (setDay(d), setFrom(null), setTo(null))}
          placeholder="预约日期"
          label="预约日期"
          min={first}
          max={item.endDate}
        />
        <div className="services-times">
          <PickerButton
            title="开始时间"
            value={from}
            options={options(-1)}
            onChange={(v) => (setFrom(v), setTo(null))}
            placeholder="开始时间"
            className="field-button"
          />
          <span>至</span>
          <PickerButton
            title="结束时间"
            value={to}
            options={options(from ?? 1440)}
            onChange={setTo}
            placeholder="结束时间"
            className="field-button"
            disabled={from === null}
          />
        </div>
        {times && item.price ? (
          <p className="services-meta">
            费用 {formatFen(bookingAmount(item.price, times.startTime, times.endTime))}（
            {(times.endTime - times.startTime) / HALF_HOUR / 2} 小时）
          </p>
        ) : null}
        <TextArea
          value={reason}
          onChange={setReason}
          placeholder="申请理由"
          maxLength={200}
          rows={3}
          showCount
          aria-label="申请理由"
        />
        <Button block color="primary" loading={busy} disabled={busy} onClick={() => void submit()}>
          提交申请
        </Button>
      </div>
    </Popup>
  );
}
