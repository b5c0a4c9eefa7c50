import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api';
import { getSession } from '../../lib/session';
import { useSyncRows } from '../../sync/use-sync';
import { houseOf, leaseTermsOf, type LeaseDefaults } from '../../../sync/lease-defaults';
import { shanghaiToday } from '../../../sync/board-status';

/**
 * The signing form's defaults for a room: from the server (GET /api/leases/defaults) when it answers; with no network,
 * from the device's synced room (its list rent and lease terms; no deposit order or other fees are known offline,
 * the server judges those when the signing syncs). `offline` tells which.
 */
export function useLeaseDefaults(houseId: string | null): { data: LeaseDefaults | null; offline: boolean; error: Error | null; loading: boolean } {
  const q = useQuery({
    queryKey: ['lease-defaults', houseId],
    queryFn: () => api<LeaseDefaults>(`/api/leases/defaults?houseId=${encodeURIComponent(houseId!)}`),
    enabled: !!houseId,
    staleTime: 0,
  });
  const rows = useSyncRows();
  const unreachable = q.fetchStatus === 'paused' || (q.isError && q.error instanceof ApiError && q.error.status === 0);
  const local = useMemo((): LeaseDefaults | null => {
    const room = houseId && rows ? rows.rooms[houseId] : undefined;
    if (!room || !rows) return null;
    const apartment = rows.apartments[room.apartmentId];
    const place = { apartmentName: apartment?.name ?? '', address: apartment?.address ?? '', floor: rows.floors[room.floorId]?.floor ?? 0 };
    return {
      // No deposit order is known offline: the server judges it when the signing syncs.
      house: houseOf(room, place, shanghaiToday(Date.now()), null),
      terms: leaseTermsOf(room, {}, []),
      advance: null,
      orgName: getSession()?.orgName ?? '',
      managerName: '',
      contractTemplates: [],
    };
  }, [houseId, rows]);
  if (q.data) return { data: q.data, offline: false, error: null, loading: false };
  if (unreachable && local) return { data: local, offline: true, error: null, loading: false };
  return { data: null, offline: false, error: q.isError && !unreachable ? (q.error as Error) : null, loading: q.isPending };
}
