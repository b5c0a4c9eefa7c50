import { useNavigate, useSearchParams } from 'react-router-dom';
import type { RouteDef } from '../../../sync/product/menu';
import { ScopeNote } from '../../components/list';
import { fetchOpenRecords } from '../locks/locks-api';
import { OPEN_COLUMNS } from './record-columns';
import { RecordList } from './RecordList';

/**
 * 开锁记录 (/suoJiLu?lockId=, §2.4): the openings of one lock (the lock tab's 开锁记录), or of every lock the user
 * may see without one; the title names the lock once its records say which.
 */
export default function OpenRecordsPage({ route }: { route: RouteDef }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const lockId = params.get('lockId') ?? '';
  return (
    <RecordList
      title={(page) => {
        const door = lockId ? page?.records[0]?.doorName : undefined;
        return door ? `${route.title} · ${door}` : route.title;
      }}
      name="开锁记录"
      empty="暂无开锁记录"
      columns={OPEN_COLUMNS}
      rowKey={(r) => r.recordId}
      fetch={(f, current, size, params) => fetchOpenRecords(f, current, size, params.get('lockId') ?? undefined)}
      note={lockId ? <ScopeNote text="仅显示所选门锁的开锁记录" onClear={() => navigate('/suoJiLu')} /> : null}
    />
  );
}
