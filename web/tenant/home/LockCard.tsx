import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { shanghaiDateTime } from '../../../sync/rules/common/shanghai-time';
import { tenantBillRoutes } from '../../../sync/contract/tenant/tenant-bills';
import { tenantCall } from '../tenant-api';

/** The room's door password (GET /api/tenant/lock), hidden until asked; nothing when the lease's lock has none. */
export function LockCard() {
  const [shown, setShown] = useState(false);
  const q = useQuery({ queryKey: ['tenant', 'lock'], queryFn: () => tenantCall(tenantBillRoutes.lock) });
  if (!q.data) return null;
  return (
    <div className="tenant-lock">
      <div>
        <div className="tenant-due-label">门锁密码 · {q.data.lockName}</div>
        <div className="tenant-lock-code">{shown ? q.data.code : '••••••'}</div>
        <div className="tenant-foot">有效至 {shanghaiDateTime(q.data.validTo - 1000)}，请勿告诉他人</div>
      </div>
      <button
        type="button"
        className="tenant-lock-eye"
        aria-label={shown ? '隐藏密码' : '显示密码'}
        onClick={() => setShown(!shown)}
      >
        {shown ? <EyeInvisibleOutline /> : <EyeOutline />}
      </button>
    </div>
  );
}
