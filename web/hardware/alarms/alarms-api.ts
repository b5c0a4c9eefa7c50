import { call, type ListFilters } from '../../lib/api';
import { alarms, type AlarmRow } from '../../../sync/contract/hardware/alarms';

export type { AlarmRow };
/** /intelligent's filters (§2.4: date range, room number; and the apartment and open/handled). */
export type AlarmFilters = ListFilters<typeof alarms.list>;

export const ALARMS_KEY = ['alarms'] as const;

export const fetchAlarms = (f: AlarmFilters, current: number, size = 10) =>
  call(alarms.list, {
    query: {
      ...f,
      open: f.open === '1' ? 1 : f.open === '0' ? 0 : undefined,
      current,
      size,
    },
  });

export const handleAlarm = (alarmId: string) => call(alarms.handle, { params: { alarmId } });
