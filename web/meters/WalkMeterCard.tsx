import { Button, Tag } from 'antd-mobile';
import { METER_ONLINE, readingText, readingWarnings, usageFromBase } from '../../sync/rules/meters/meter-rules';
import { shanghaiShort } from '../../sync/rules/common/shanghai-time';
import { typeShort, unitOf } from './meter-labels';
import { typedReading, type WalkMeter } from './walk-model';

/**
 * One meter of the walk's room: its type and kind, 本期已抄 / 待复核, the dial photo, 上次 (where the next bill
 * starts), then for a manual meter the reading typed on the keypad with its usage and warnings, for a smart meter its
 * current reading and 刷新. Tapping a manual meter gives it the keypad.
 */
export function WalkMeterCard(props: {
  meter: WalkMeter;
  active: boolean;
  /** What the keypad typed for it. */
  text: string;
  review: boolean;
  photoUrl: string | null;
  /** A smart meter's reading fetched by 刷新. */
  fresh: { value: number; readAt: number } | null;
  onActivate: () => void;
  onRefresh: () => void;
}) {
  const { meter: m, text, fresh } = props;
  const smart = m.isAuto === 1;
  const typed = text ? typedReading(text) : null;
  // 上次 and 用量 as the desktop table shows them: from where the next bill starts (meterBase, sync/rules/meters).
  const usage = usageFromBase(m.base, typed);
  const warn = typed === null ? [] : readingWarnings(m, typed);
  return (
    <div
      className={`meter-card${props.active ? ' meter-card-active' : ''}${smart ? ' meter-card-smart' : ''}`}
      onClick={() => !smart && props.onActivate()}
      role={smart ? undefined : 'button'}
      aria-label={`${typeShort(m.devType)}表`}
    >
      <div className="meter-card-head">
        <span className={`meter-type meter-type-${m.devType}`}>{typeShort(m.devType)}</span>
        <span className="meter-kind">
          {smart ? `智能${m.onlineStatus === METER_ONLINE.online ? '' : '·离线'}` : '手动'}
        </span>
        {props.review ? (
          <Tag color="danger" fill="outline">
            待复核
          </Tag>
        ) : m.read ? (
          <Tag color="success" fill="outline">
            本期已抄
          </Tag>
        ) : null}
        {props.photoUrl ? <img className="meter-thumb" src={props.photoUrl} alt="表盘照片" /> : null}
        <span className="meter-last">
          上次 <strong>{readingText(m.base)}</strong>
          <span className="meter-muted">
            {m.lastReadAt === null ? ' 未抄过' : m.lastValue !== m.base ? '' : ` ${shanghaiShort(m.lastReadAt)}`}
          </span>
        </span>
      </div>
      {m.lastReadAt !== null && m.lastValue !== m.base ? (
        <div className="meter-muted meter-recent">
          最近一次读数 {readingText(m.lastValue)} · {shanghaiShort(m.lastReadAt)}
        </div>
      ) : null}
      {smart ? (
        <div className="meter-card-line meter-smart-line">
          <span>
            当前 <strong>{fresh ? readingText(fresh.value) : readingText(m.lastValue)}</strong>
            {fresh ? <span className="meter-muted"> · {shanghaiShort(fresh.readAt)}</span> : null}
          </span>
          <Button size="small" color="primary" fill="outline" onClick={props.onRefresh}>
            刷新
          </Button>
        </div>
      ) : (
        <>
          <div className="meter-now-row">
            <div className="meter-current" aria-label={`${typeShort(m.devType)}本次读数`}>
              {text || <span className="meter-placeholder">本次读数</span>}
            </div>
            <div className="meter-usage">
              用量 <strong>{usage === null ? '-' : readingText(usage)}</strong>{' '}
              {usage === null ? '' : unitOf(m.devType)}
            </div>
          </div>
          {warn.includes('belowLast') ? (
            <div className="meter-warn">本次读数小于最近一次读数，保存后标记待复核</div>
          ) : null}
          {warn.includes('zeroUsage') ? <div className="meter-warn">用量为0</div> : null}
          {warn.includes('highUsage') ? <div className="meter-warn">用量超过近期平均用量的3倍</div> : null}
        </>
      )}
    </div>
  );
}
