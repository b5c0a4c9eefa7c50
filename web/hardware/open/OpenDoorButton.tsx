import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { keysOfRoom } from './held-keys';
import { liveKeys } from './open-model';
import type { DoorRoom } from './OpenDoorSheet';

const OpenDoorSheet = lazy(() => import('./OpenDoorSheet').then((m) => ({ default: m.OpenDoorSheet })));

/** A small 开门 button for a room (the meter walk's progress line), shown when the device holds a key of its lock. */
export function OpenDoorButton(props: DoorRoom) {
  const { roomId, title, rented } = props;
  const [held, setHeld] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let live = true;
    setHeld(false);
    void keysOfRoom(roomId).then((k) => live && setHeld(liveKeys(k, Date.now()).length > 0));
    return () => {
      live = false;
    };
  }, [roomId]);
  if (!held) return null;
  return (
    <>
      <Button size="small" color="primary" fill="outline" onClick={() => setOpen(true)}>
        开门
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <OpenDoorSheet room={{ roomId, title, rented }} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
