import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { RouteDef } from '../../../sync/product/menu';
import { ScopeNote } from '../../components/list';
import { fetchLocks, fetchOpenRecords, LOCKS_KEY } from '../locks/locks-api';
import { OPEN_COLUMNS } from './record-columns';
import { RecordList } from './RecordList';

/**
 * 开锁记录 (/suoJiLu?lockId=&sn=, §2.4): the openings of one lock (the lock tab's 开锁记录), or of every lock the
 * user may see without one. The title names the lock: from its records, or (none yet) from the lock list by its sn.
 */
export default function OpenRecordsPage({ route }: { route: RouteDef }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const lockId = params.get('lockId') ?? '';
  const sn = params.get('sn') ?? '';
  const lock = useQuery({
    queryKey: [...LOCKS_KEY, 'by-sn', sn],
    queryFn: () => fetchLocks({ apartmentId: '', name: '', sn }, 1),
    enabled: !!lockId && !!sn,
    select: (page) => page.records.find((l) => l.lockId === lockId),
  });
  const named = lock.data ? `${lock.data.apartmentName}${lock.data.houseNumber} ${lock.data.name}` : undefined;
  return (
    <RecordList
      title={(page) => {
        const door = lockId ? (page?.records[0]?.doorName ?? named) : undefined;
        return door ? `${route.title} · ${door}` : route.title;
      }}
      name="开锁记录"
      empty="暂无开锁记录"
      columns={OPEN_COLUMNS}
      rowKey={(r) => r.recordId}
      fetch={(f, current, size, search) => fetchOpenRecords(f, current, size, search.get('lockId') ?? undefined)}
      note={lockId ? <ScopeNote text="仅显示所选门锁的开锁记录" onClear={() => navigate('/suoJiLu')} /> : null}
    />
  );
}
