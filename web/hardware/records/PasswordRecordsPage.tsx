import type { RouteDef } from '../../../sync/product/menu';
import { fetchPasswordRecords } from '../locks/locks-api';
import { PASSWORD_COLUMNS } from './record-columns';
import { RecordList } from './RecordList';

/** 门锁密码记录 (/lockPswRecord, §2.4): the passwords given out, valid or no longer. */
export default function PasswordRecordsPage({ route }: { route: RouteDef }) {
  return (
    <RecordList
      title={() => route.title}
      name="门锁密码记录"
      empty="暂无门锁密码记录"
      columns={PASSWORD_COLUMNS}
      rowKey={(r) => r.passwordId}
      fetch={(f, current, size) => fetchPasswordRecords(f, current, size)}
    />
  );
}
