import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchMeterRows, type MeterRoomRow } from './meters-api';

/** Whether the browser thinks it is online (true where it cannot tell). */
export const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** The tenants of a floor's rooms, from the server when reachable (the device store does not carry tenants). */
export function useFloorTenants(apartmentId: string | null, floor: number | null): Map<string, string> {
  const q = useQuery({
    queryKey: ['meters', 'floor-tenants', apartmentId, floor],
    queryFn: async () => {
      const out: MeterRoomRow[] = [];
      for (let current = 1; current <= 5; current++) {
        const page = await fetchMeterRows({ apartmentId: apartmentId!, floor, current });
        out.push(...page.records);
        if (current >= page.pages) break;
      }
      return out;
    },
    enabled: !!apartmentId && floor !== null && online(),
    retry: false,
    staleTime: 5 * 60_000,
  });
  return useMemo(() => new Map((q.data ?? []).map((r) => [r.houseId, r.tenant])), [q.data]);
}
