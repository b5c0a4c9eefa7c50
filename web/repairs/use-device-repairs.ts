import { useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SyncEngine } from '../../sync/protocol/engine';
import type { Page } from '../../sync/contract/envelope';
import { repairStatusLabel } from '../../sync/rules/repairs/repair-status';
import { PAGE_SIZE } from '../../sync/rules/settings/settings';
import { useSyncedRead } from '../sync/use-synced';
import type { RepairFilters, RepairRow } from './repairs-api';

/** The unfinished repairs the device holds (with the pending takes and completions on them), as list rows. */
async function deviceRepairs(engine: SyncEngine): Promise<RepairRow[]> {
  const [rows, apartments] = await Promise.all([engine.all('repairs'), engine.all('apartments')]);
  const nameOf = new Map(apartments.map((a) => [a.id, a.name]));
  return rows.map((r) => ({
    id: r.id,
    xqId: r.apartmentId,
    gyName: nameOf.get(r.apartmentId) ?? '',
    houseNumber: r.houseNumber,
    systemJyh: r.systemJyh,
    applyName: r.applyName,
    connectPhone: r.connectPhone,
    tdesc: r.tdesc,
    typeId: null,
    typeName: r.typeName,
    status: r.status,
    statusName: repairStatusLabel(r.status),
    appointmentTime: r.appointmentTime,
    createTime: r.createdAt,
  }));
}

const has = (text: string, part: string) => !part || text.includes(part.trim());

/**
 * /repairs with no signal: the page of the unfinished repairs from the device store (api/sync/pull.ts sends them),
 * filtered by apartment, room, tenant and status as the server would, newest first, 10 a page; null while `active`
 * is false or the device store has not synced (the screen asks the server then).
 */
export function useDeviceRepairs(active: boolean, f: RepairFilters, current: number) {
  const rows = useSyncedRead(
    active ? 'repairs' : 'repairs-off',
    (e) => (active ? deviceRepairs(e) : Promise.resolve(null)),
    {
      tables: ['repairs', 'apartments'],
    },
  );
  return useMemo(() => {
    if (!active || !rows) return null;
    const kept = rows
      .filter(
        (r) =>
          (!f.apartmentId || r.xqId === f.apartmentId) &&
          has(r.houseNumber, f.houseNumber) &&
          has(r.applyName, f.applyName) &&
          has(r.connectPhone, f.connectPhone) &&
          (!f.status || r.status === Number(f.status)),
      )
      .sort((a, b) => b.createTime - a.createTime);
    const size = PAGE_SIZE;
    const data: Page<RepairRow> = {
      records: kept.slice((current - 1) * size, current * size),
      total: kept.length,
      current,
      size,
      pages: Math.max(1, Math.ceil(kept.length / size)),
    };
    // Read from the device, never refetched: the list is read again when the store changes.
    const refetch = (() => Promise.resolve()) as unknown as UseQueryResult<Page<RepairRow>>['refetch'];
    return { data, isLoading: false, error: null, isPlaceholderData: false, refetch };
  }, [active, rows, f.apartmentId, f.houseNumber, f.applyName, f.connectPhone, f.status, current]);
}
