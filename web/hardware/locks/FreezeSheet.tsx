import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Tag, TextArea } from 'antd-mobile';
import type { LockRow } from '../../../sync/contract/hardware/lock-shape';
import { LOCK_FROZEN, LOCK_FROZEN_LABEL, LOCK_MSG, type LockFrozen } from '../../../sync/rules/hardware/lock-rules';
import { Field, FormSheet, ListState, useSave } from '../../components/list';
import { fetchLockUsers, freezeLockUsers, LOCKS_KEY } from './locks-api';
import { TickList } from './TickList';

/**
 * 冻结 / 解冻 (§2.2, §4 "Lock devStatus"): the lock's users (tenants and staff) with their state; the ticked ones are
 * frozen (`frozen` 1) or unfrozen (0) with a remark; the reply is the new list, shown in place.
 */
export function FreezeSheet(props: { row: LockRow | null; frozen: 0 | 1; onClose: () => void; onChanged: () => void }) {
  const client = useQueryClient();
  const lockId = props.row?.lockId ?? '';
  const key = [...LOCKS_KEY, 'users', lockId];
  const users = useQuery({ queryKey: key, queryFn: () => fetchLockUsers(lockId), enabled: !!lockId });
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [remark, setRemark] = useState('');
  const [missing, setMissing] = useState(false);
  const { busy, error, save } = useSave();
  const verb = props.frozen ? '冻结' : '解冻';
  // Freezing picks among the users not frozen; unfreezing among the frozen ones.
  const tickable = (isFrozen: number) => (props.frozen ? isFrozen === LOCK_FROZEN.no : isFrozen === LOCK_FROZEN.yes);

  const submit = async () => {
    setMissing(ticked.size === 0);
    if (!ticked.size) return;
    const next = await save(
      () => freezeLockUsers(lockId, { frozen: props.frozen, uids: [...ticked], remark: remark.trim() }),
      `${verb}成功`,
    );
    if (!next) return;
    client.setQueryData(key, next);
    setTicked(new Set());
    setRemark('');
    props.onChanged();
  };

  return (
    <FormSheet
      visible={!!props.row}
      title={props.row ? `${verb} · ${props.row.apartmentName} ${props.row.houseNumber}` : verb}
      onClose={props.onClose}
      onConfirm={() => void submit()}
      confirmText={verb}
      busy={busy}
      error={missing ? LOCK_MSG.selectUsers : error}
    >
      <div className="lock-stack">
        <Field label="门锁用户" wide>
          <ListState
            loading={users.isLoading}
            error={users.error}
            onRetry={() => void users.refetch()}
            empty={!users.data?.length}
            emptyText="该门锁暂无用户"
          >
            <TickList
              items={users.data ?? []}
              keyOf={(u) => u.uid}
              label={(u) => `${u.name}（${u.kindName}）`}
              enabled={(u) => tickable(u.isFrozen)}
              extra={(u) => (
                <Tag color={u.isFrozen === LOCK_FROZEN.yes ? 'danger' : 'success'} fill="outline">
                  {LOCK_FROZEN_LABEL[u.isFrozen as LockFrozen]}
                </Tag>
              )}
              selected={ticked}
              onChange={(s) => {
                setTicked(s);
                if (s.size) setMissing(false);
              }}
            />
          </ListState>
        </Field>
      </div>
      <Field label="备注">
        <TextArea value={remark} onChange={setRemark} maxLength={100} placeholder="选填" rows={2} />
      </Field>
    </FormSheet>
  );
}
