import { useState } from 'react';
import { Dialog, Toast } from 'antd-mobile';
import { ulid } from 'ulid';
import { METER_MSG, readingText, readingWarnings } from '../../sync/rules/meters/meter-rules';
import { toastFailure } from '../components/list';
import { readSyncedRow } from '../sync/use-synced';
import {
  editStartReading,
  recordReading,
  refreshSmartMeter,
  type HandwrittenMeter,
  type MeterRoomRow,
} from './meters-api';

type Editing = { kind: 'start' | 'now'; row: MeterRoomRow; meter: HandwrittenMeter } | null;

/**
 * The meter table's online edits: 上次读数 (where the next bill starts), 本次读数 (a reading, after asking about a zero
 * or a high usage against the device's average; one below the last is kept for review), and 更新读数 of a smart meter.
 * Each reloads the list after.
 */
export function useMeterEdits(reload: () => Promise<unknown>) {
  const [editing, setEditing] = useState<Editing>(null);
  const [refreshing, setRefreshing] = useState<string | null>(null);

  const refresh = async (r: MeterRoomRow, m: HandwrittenMeter) => {
    setRefreshing(m.meterId);
    try {
      const out = await refreshSmartMeter(r.houseId, m.devType);
      if (out.review) void Dialog.alert({ title: '提示', content: METER_MSG.belowLast, confirmText: '知道了' });
      else Toast.show({ icon: 'success', content: `读数 ${readingText(out.value)}` });
      await reload();
    } catch {
      Toast.show({ icon: 'fail', content: METER_MSG.updateFailed });
    } finally {
      setRefreshing(null);
    }
  };

  /** Saves the dialog's value; false keeps the dialog open (declined, or refused with the server's message). */
  const save = async (value: number): Promise<boolean> => {
    if (!editing) return false;
    const { kind, meter } = editing;
    try {
      if (kind === 'start') {
        await editStartReading(meter.meterId, value);
        Toast.show({ icon: 'success', content: '保存成功' });
      } else {
        const summary = {
          lastValue: meter.nowNum ?? meter.lastNum,
          avgUsage: (await readSyncedRow('meters', meter.meterId))?.avgUsage ?? null,
        };
        const w = readingWarnings(summary, value);
        const ask = w.includes('zeroUsage')
          ? METER_MSG.zeroUsage
          : w.includes('highUsage')
            ? METER_MSG.highUsage
            : null;
        if (ask && !(await Dialog.confirm({ title: '提示', content: ask, confirmText: '确定', cancelText: '取消' })))
          return false;
        const reply = await recordReading({ readingId: ulid(), meterId: meter.meterId, value });
        if (reply.review) void Dialog.alert({ title: '提示', content: METER_MSG.belowLast, confirmText: '知道了' });
        else Toast.show({ icon: 'success', content: '保存成功' });
      }
      await reload();
      return true;
    } catch (e) {
      toastFailure(e);
      return false;
    }
  };

  return { editing, setEditing, refreshing, refresh, save };
}
