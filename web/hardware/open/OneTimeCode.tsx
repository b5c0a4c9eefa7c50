import { useEffect, useRef, useState } from 'react';
import type { LockKey } from '../../../sync/protocol/protocol';
import { codeAt, countdown, grouped, type ShownCode } from './open-model';

/**
 * The offline one-time code of a lock in big digits, with the time left before it expires; renewed every time step
 * (5 minutes). `onShown` is called for each code shown (each may be keyed in: the caller records each once).
 */
export function OneTimeCode(props: { keys: readonly LockKey[]; lockId: string; onShown: (c: ShownCode) => void }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const shown = codeAt(props.keys, props.lockId, now);
  const { onShown } = props;
  const step = shown?.step;
  const shownRef = useRef(shown);
  shownRef.current = shown;
  useEffect(() => {
    if (step !== undefined && shownRef.current) onShown(shownRef.current);
  }, [step, onShown]);
  if (!shown) return <div className="open-door-note open-door-warn">本机的离线钥匙已过期，请联网同步后再试</div>;
  return (
    <div className="open-door-code-box">
      <div className="open-door-label">离线开门码</div>
      <div className="open-door-code" aria-label="离线开门码" data-code={shown.code}>
        {grouped(shown.code)}
      </div>
      <div className="open-door-note">
        请在门锁键盘上输入 · <span aria-label="剩余有效时间">{countdown(shown.expiresAt, now)}</span> 后失效，
        到时自动更新 · 仅可使用一次
      </div>
    </div>
  );
}
