import type { RouteDef } from '../../../sync/product/menu';
import { fetchFrozenRecords } from '../locks/locks-api';
import { FROZEN_COLUMNS } from './record-columns';
import { RecordList } from './RecordList';

/** 门锁冻结记录 (/getLockFrozenRecord): every freeze and unfreeze, by hand or by the arrears job. */
export default function FrozenRecordsPage({ route }: { route: RouteDef }) {
  return (
    <RecordList
      title={() => route.title}
      name="门锁冻结记录"
      empty="暂无冻结记录"
      columns={FROZEN_COLUMNS}
      rowKey={(r) => r.recordId}
      fetch={(f, current, size) => fetchFrozenRecords(f, current, size)}
    />
  );
}
