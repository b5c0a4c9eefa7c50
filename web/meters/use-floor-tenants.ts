import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchAll } from '../components/export/fetch-all';
import { fetchMeterRows } from './meters-api';

/** Whether the browser thinks it is online (true where it cannot tell). */
export const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** The tenants of a floor's rooms, from the server when reachable (the device store does not carry tenants). */
export function useFloorTenants(apartmentId: string | null, floor: number | null): Map<string, string> {
  const q = useQuery({
    queryKey: ['meters', 'floor-tenants', apartmentId, floor],
    // Every room of the floor, 100 a request (the pages of 10 the table reads would take several).
    queryFn: () => fetchAll((current, size) => fetchMeterRows({ apartmentId: apartmentId!, floor, current, size })),
    enabled: !!apartmentId && floor !== null && online(),
    retry: false,
    staleTime: 5 * 60_000,
  });
  return useMemo(() => new Map((q.data ?? []).map((r) => [r.houseId, r.tenant])), [q.data]);
}
