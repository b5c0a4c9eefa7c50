import { useState } from 'react';
import { Button, Input, Toast } from 'antd-mobile';
import type { LockKey } from '../../../sync/protocol/protocol';
import { dayLabel, grouped, heldDays, periodAt, slotLabel, SLOTS } from './open-model';
import { recordPeriodCode, type OpenReason } from './open-actions';

/**
 * 临时密码 for someone else (a cleaner, a repairer), made on the phone with no network: a day whose key is held (today
 * or tomorrow), a start and an end half-hour; the lock accepts the 12-digit code only then. The code given out is
 * queued for the server's records ('lock.periodCode').
 */
export function PeriodCodeForm(props: { keys: readonly LockKey[]; lockId: string; reason: OpenReason | undefined }) {
  const now = Date.now();
  const days = heldDays(props.keys, props.lockId).filter((d) => dayLabel(d, now) !== d);
  const [day, setDay] = useState(days[0] ?? '');
  const [startSlot, setStart] = useState(18);
  const [endSlot, setEnd] = useState(24);
  const [forWhom, setForWhom] = useState('');
  const [made, setMade] = useState<{ code: string; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const make = async () => {
    const r = periodAt(props.keys, props.lockId, { day, startSlot, endSlot }, Date.now());
    if ('error' in r) {
      setError(r.error);
      setMade(null);
      return;
    }
    setError(null);
    const key = props.keys.find((k) => k.lockId === props.lockId && k.day === r.day)!;
    const queued = await recordPeriodCode(key, { ...r, forWhom }, props.reason);
    if (!queued.ok) Toast.show({ icon: 'fail', content: queued.reason });
    setMade({ code: r.code, text: `${dayLabel(r.day, Date.now())} ${slotLabel(r.startSlot)}–${slotLabel(r.endSlot)}` });
  };

  const slotSelect = (label: string, value: number, set: (n: number) => void, slots: number[]) => (
    <label className="open-door-field">
      <span>{label}</span>
      <select value={value} onChange={(e) => set(Number(e.target.value))} aria-label={label}>
        {slots.map((s) => (
          <option key={s} value={s}>
            {slotLabel(s)}
          </option>
        ))}
      </select>
    </label>
  );

  if (days.length === 0)
    return <div className="open-door-note open-door-warn">本机没有今天或明天的离线钥匙，请联网同步后再试</div>;
  return (
    <div className="open-door-period">
      <label className="open-door-field">
        <span>日期</span>
        <select value={day} onChange={(e) => setDay(e.target.value)} aria-label="日期">
          {days.map((d) => (
            <option key={d} value={d}>
              {dayLabel(d, now)}
            </option>
          ))}
        </select>
      </label>
      {slotSelect('开始', startSlot, setStart, SLOTS.slice(0, -1))}
      {slotSelect('结束', endSlot, setEnd, SLOTS.slice(1))}
      <label className="open-door-field">
        <span>使用人</span>
        <Input
          value={forWhom}
          onChange={setForWhom}
          maxLength={40}
          placeholder="选填，如 保洁王阿姨"
          aria-label="使用人"
        />
      </label>
      {error ? (
        <div className="open-door-error" role="alert">
          {error}
        </div>
      ) : null}
      <Button block color="primary" onClick={() => void make()}>
        生成临时密码
      </Button>
      {made ? (
        <div className="open-door-code-box">
          <div className="open-door-label">临时密码 · {made.text}</div>
          <div className="open-door-code open-door-code-long" aria-label="临时密码" data-code={made.code}>
            {grouped(made.code)}
          </div>
          <div className="open-door-note">仅在该时段内有效，时段内可多次使用</div>
        </div>
      ) : null}
    </div>
  );
}
