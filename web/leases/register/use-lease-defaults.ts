import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { call, ApiError, NETWORK_STATUS } from '../../lib/api';
import { getSession } from '../../lib/session';
import { useSyncedRoom } from '../../sync/use-synced';
import { advanceOfFacts, houseOf, leaseTermsOf } from '../../../sync/rules/leases/lease-defaults';
import { leases } from '../../../sync/contract/leases/leases';
import type { LeaseDefaults } from '../../../sync/contract/leases/defaults';
import { parseFacts } from '../../../sync/rules/board/room-facts';

/** The organisation's default contract type as last read from the server, for offline signings (paper until known). */
const CONTRACT_TYPE_KEY = 'gongyu.defaultContractType';
const lastContractType = (): 0 | 1 => {
  try {
    return localStorage.getItem(CONTRACT_TYPE_KEY) === '1' ? 1 : 0;
  } catch {
    return 0;
  }
};
const rememberContractType = (t: 0 | 1) => {
  try {
    if (localStorage.getItem(CONTRACT_TYPE_KEY) !== String(t)) localStorage.setItem(CONTRACT_TYPE_KEY, String(t));
  } catch {
    /* private mode: paper offline */
  }
};
import { shanghaiToday } from '../../../sync/rules/common/shanghai-time';

/**
 * The signing form's defaults for a room: from the server (GET /api/leases/defaults) when it answers; with no network,
 * from the device's synced room (its list rent and lease terms, and its paid deposit order when the synced facts carry
 * it; other fees are not known offline, the server judges the signing when it syncs). `offline` tells which.
 */
export function useLeaseDefaults(
  houseId: string | null,
  advanceId: string | null = null,
): { data: LeaseDefaults | null; offline: boolean; error: Error | null; loading: boolean } {
  const q = useQuery({
    queryKey: ['lease-defaults', houseId],
    queryFn: () => call(leases.defaults, { query: { houseId: houseId! } }),
    enabled: !!houseId,
    staleTime: 0,
  });
  const synced = useSyncedRoom(houseId);
  const unreachable =
    q.fetchStatus === 'paused' || (q.isError && q.error instanceof ApiError && q.error.status === NETWORK_STATUS);
  const local = useMemo((): LeaseDefaults | null => {
    if (!synced) return null;
    const { room, apartment, floor } = synced;
    const place = {
      apartmentName: apartment?.name ?? '',
      address: apartment?.address ?? '',
      floor: floor?.floor ?? 0,
    };
    // The room's paid deposit order when the synced facts carry its terms (the server judges it when the signing syncs).
    const advance = advanceOfFacts(parseFacts(room.facts).orders, advanceId);
    return {
      house: houseOf(room, place, shanghaiToday(Date.now()), advance?.advanceId ?? null),
      terms: leaseTermsOf(room, {}, []),
      advance,
      defaultContractType: lastContractType(),
      orgName: getSession()?.orgName ?? '',
      managerName: '',
      contractTemplates: [],
    };
  }, [synced, advanceId]);
  if (q.data) rememberContractType(q.data.defaultContractType);
  if (q.data) return { data: q.data, offline: false, error: null, loading: false };
  if (unreachable && local) return { data: local, offline: true, error: null, loading: false };
  return {
    data: null,
    offline: false,
    error: q.isError && !unreachable ? (q.error as Error) : null,
    loading: q.isPending,
  };
}
