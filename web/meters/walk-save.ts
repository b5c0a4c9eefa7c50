import { Dialog, Toast } from 'antd-mobile';
import { METER_MSG, readingWarnings } from '../../sync/rules/meters/meter-rules';
import type { SyncApi } from '../sync/use-sync';
import { typeShort } from './meter-labels';
import { queueReading } from './record';
import { typedEntries, type WalkMeter, type WalkRoom } from './walk-model';

/**
 * 保存并下一间: checks what was typed (a bad number focuses its meter), asks about a zero or a high usage, queues
 * each reading through the device's outbox (works offline, with the dial photo if taken), tells of readings below
 * the last one (kept, to review), then '已保存'. 'saved' and 'skip' (nothing typed, every meter read) go on to the
 * next room; null stays.
 */
export async function saveWalkRoom(a: {
  sync: Pick<SyncApi, 'mutate' | 'online'>;
  room: WalkRoom;
  texts: Readonly<Record<string, string>>;
  photos: Readonly<Record<string, { blob: Blob }>>;
  focus: (meterId: string) => void;
  setBusy: (busy: boolean) => void;
  /** A reading was queued: `below` when it is below the last one (to review). */
  saved: (meter: WalkMeter, below: boolean) => void;
}): Promise<'saved' | 'skip' | null> {
  const { room } = a;
  const manual = room.meters.filter((m) => m.isAuto !== 1);
  const typed = typedEntries(manual, a.texts);
  if ('message' in typed) {
    a.focus(typed.meterId);
    Toast.show({ content: typed.message });
    return null;
  }
  const { entries } = typed;
  if (!entries.length) {
    if (manual.some((m) => !m.read)) {
      Toast.show({ content: METER_MSG.valueRequired });
      return null;
    }
    return 'skip';
  }
  for (const e of entries) {
    const w = readingWarnings(e.meter, e.value);
    const ask = w.includes('zeroUsage') ? METER_MSG.zeroUsage : w.includes('highUsage') ? METER_MSG.highUsage : null;
    if (!ask) continue;
    a.focus(e.meter.meterId);
    const yes = await Dialog.confirm({
      title: `${room.houseNumber} ${typeShort(e.meter.devType)}`,
      content: ask,
      confirmText: '确定',
      cancelText: '取消',
    });
    if (!yes) return null;
  }
  a.setBusy(true);
  const below: string[] = [];
  try {
    for (const e of entries) {
      const photo = a.photos[e.meter.meterId];
      const r = await queueReading(
        a.sync,
        e.meter.meterId,
        e.value,
        photo ? { blob: photo.blob, name: `meter-${room.houseNumber}-${e.meter.devType}.jpg` } : null,
      );
      if (!r.ok) {
        a.focus(e.meter.meterId);
        void Dialog.alert({ title: '保存失败', content: r.reason, confirmText: '知道了' });
        return null;
      }
      const isBelow = readingWarnings(e.meter, e.value).includes('belowLast');
      if (isBelow) below.push(typeShort(e.meter.devType));
      a.saved(e.meter, isBelow);
    }
  } finally {
    a.setBusy(false);
  }
  if (below.length)
    await Dialog.alert({
      title: `${room.houseNumber} ${below.join('、')}`,
      content: METER_MSG.belowLast,
      confirmText: '知道了',
    });
  Toast.show({ icon: 'success', content: a.sync.online ? '已保存' : '已保存，联网后自动同步' });
  return 'saved';
}
