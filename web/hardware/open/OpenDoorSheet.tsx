import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, CenterPopup, DotLoading, Popup, Selector, Toast } from 'antd-mobile';
import type { LockKey } from '../../../sync/protocol/protocol';
import { OPEN_REASONS } from '../../../sync/rules/hardware/lock-rules';
import { openReasonRefusal } from '../../../sync/rules/hardware/open-rules';
import { DESKTOP_QUERY, useMedia } from '../../lib/use-media';
import { keysOfRoom } from './held-keys';
import { liveKeys, lockOf, type ShownCode } from './open-model';
import { openRemotely, phoneOnline, recordCodeShown, type OpenReason, type RemoteOutcome } from './open-actions';
import { OneTimeCode } from './OneTimeCode';
import { PeriodCodeForm } from './PeriodCodeForm';
import './open-door.css';

/** The room the sheet opens: its id, how it is named, and whether it is rented (a tenant's home). */
export interface DoorRoom {
  roomId: string;
  title: string;
  rented: boolean;
}

type View = 'reason' | 'opening' | 'result' | 'code' | 'period';

const OUTCOME_TEXT: Record<RemoteOutcome['kind'], string> = {
  opened: '已开门',
  lockOffline: '门锁离线，请在门锁键盘输入离线开门码',
  failed: '开门失败',
  network: '网络不可用，请在门锁键盘输入离线开门码',
};

/**
 * 开门 for one room (issue 17.5): online it opens the lock remotely and shows the result; offline (or when the lock
 * or the network cannot be reached) it shows the offline one-time code computed on the phone, and a 临时密码 form for
 * someone else. A rented room asks the reason first unless General_7 lets staff in (the server's rule).
 */
export function OpenDoorSheet(props: { room: DoorRoom | null; onClose: () => void }) {
  const desktop = useMedia(DESKTOP_QUERY);
  const { room } = props;
  const [keys, setKeys] = useState<LockKey[] | null>(null);
  const [reason, setReason] = useState<OpenReason | undefined>();
  const [view, setView] = useState<View>('reason');
  const [outcome, setOutcome] = useState<RemoteOutcome | null>(null);
  /** The steps whose code was shown and recorded (switching views shows the same code again: recorded once). */
  const recorded = useRef(new Set<number>());

  useEffect(() => {
    setKeys(null);
    setReason(undefined);
    setOutcome(null);
    recorded.current = new Set();
    if (room) void keysOfRoom(room.roomId).then((k) => setKeys(liveKeys(k, Date.now())));
  }, [room]);
  const key = keys ? lockOf(keys) : null;
  const needsReason =
    !!room && !!key && openReasonRefusal({ rented: room.rented, staffOpenRented: key.staffOpenRented }) !== null;

  const go = useCallback(async (lockId: string, why: OpenReason | undefined) => {
    if (!phoneOnline()) return setView('code');
    setView('opening');
    const r = await openRemotely(lockId, why);
    setOutcome(r);
    setView(r.kind === 'lockOffline' || r.kind === 'network' ? 'code' : 'result');
  }, []);
  useEffect(() => {
    if (!key) return;
    if (needsReason) setView('reason');
    else void go(key.lockId, undefined);
  }, [key, needsReason, go]);

  const onShown = useCallback(
    (c: ShownCode) => {
      if (!key || recorded.current.has(c.step)) return;
      recorded.current.add(c.step);
      void recordCodeShown(key, c.step, reason).then((r) => {
        if (!r.ok) Toast.show({ icon: 'fail', content: r.reason });
      });
    },
    [key, reason],
  );

  let body: React.ReactNode;
  if (!room || keys === null) body = <DotLoading />;
  else if (!key)
    body = <div className="open-door-note open-door-warn">本机没有此房间门锁的离线钥匙，请联网同步后再试</div>;
  else if (view === 'reason')
    body = (
      <div className="open-door-reason">
        <div className="open-door-note">房间已出租，请选择开门原因（将通知租客）</div>
        <Selector
          columns={2}
          options={OPEN_REASONS.map((r) => ({ label: r, value: r }))}
          value={reason ? [reason] : []}
          onChange={(v) => setReason(v[0])}
        />
        <Button block color="primary" disabled={!reason} onClick={() => void go(key.lockId, reason)}>
          {phoneOnline() ? '开门' : '获取离线开门码'}
        </Button>
      </div>
    );
  else if (view === 'opening')
    body = (
      <div className="open-door-note">
        正在开门 <DotLoading />
      </div>
    );
  else if (view === 'result' && outcome)
    body = (
      <div className={`open-door-result open-door-${outcome.kind}`} role="status">
        <div className="open-door-result-text">{OUTCOME_TEXT[outcome.kind]}</div>
        {outcome.kind === 'failed' ? <div className="open-door-note">{outcome.message}</div> : null}
      </div>
    );
  else if (view === 'code' || view === 'period')
    body = (
      <>
        {outcome ? <div className="open-door-note open-door-warn">{OUTCOME_TEXT[outcome.kind]}</div> : null}
        {view === 'code' ? (
          <OneTimeCode keys={keys} lockId={key.lockId} onShown={onShown} />
        ) : (
          <PeriodCodeForm keys={keys} lockId={key.lockId} reason={reason} />
        )}
      </>
    );

  const canSwitch = !!key && view !== 'reason' && view !== 'opening';
  const content = (
    <div className="open-door">
      <div className="open-door-head">
        <strong>开门</strong>
        <span>{room?.title}</span>
        {reason && view !== 'reason' ? <span>开门原因：{reason}</span> : null}
      </div>
      {body}
      {canSwitch ? (
        <div className="open-door-switch">
          <Button
            size="small"
            color="primary"
            fill={view === 'code' ? 'solid' : 'outline'}
            onClick={() => setView('code')}
          >
            离线开门码
          </Button>
          <Button
            size="small"
            color="primary"
            fill={view === 'period' ? 'solid' : 'outline'}
            onClick={() => setView('period')}
          >
            临时密码
          </Button>
        </div>
      ) : null}
      <Button block fill="none" onClick={props.onClose}>
        关闭
      </Button>
    </div>
  );
  const shared = { visible: room !== null, onClose: props.onClose, onMaskClick: props.onClose, destroyOnClose: true };
  return desktop ? (
    <CenterPopup {...shared}>{content}</CenterPopup>
  ) : (
    <Popup {...shared} bodyClassName="open-door-popup">
      {content}
    </Popup>
  );
}
