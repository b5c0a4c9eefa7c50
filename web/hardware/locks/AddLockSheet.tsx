import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'antd-mobile';
import { LOCK_MSG, LOCK_TYPE } from '../../../sync/rules/hardware/lock-rules';
import { Field, FormSheet, useSave } from '../../components/list';
import { addLocks, fetchLockTypes, LOCKS_KEY } from './locks-api';
import { ApartmentRooms } from './ApartmentRooms';

/**
 * 添加门锁 (§2.2, §5): an apartment, the lock type (tabs from the connector: 1 the gateway path, 2 the cloud path)
 * and the rooms to fit; '请先选择公寓' and '请选择房间' shown in the form before anything is sent.
 */
export function AddLockSheet(props: {
  visible: boolean;
  apartmentId: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const [apartmentId, setApartmentId] = useState(props.apartmentId);
  const [lockType, setLockType] = useState<number>(LOCK_TYPE.gateway);
  const [rooms, setRooms] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const types = useQuery({ queryKey: [...LOCKS_KEY, 'types'], queryFn: fetchLockTypes, enabled: props.visible });
  const { busy, error, save } = useSave();

  const submit = async () => {
    const missing = !apartmentId ? LOCK_MSG.selectApartment : !rooms.size ? LOCK_MSG.selectRoom : null;
    setProblem(missing);
    if (missing) return;
    const type = lockType === LOCK_TYPE.cloud ? LOCK_TYPE.cloud : LOCK_TYPE.gateway;
    const done = await save(() => addLocks({ apartmentId, lockType: type, houseIds: [...rooms] }), '添加成功');
    if (done) props.onDone();
  };

  return (
    <FormSheet
      visible={props.visible}
      title="添加门锁"
      onClose={props.onClose}
      onConfirm={() => void submit()}
      confirmText={rooms.size ? `添加（${rooms.size} 间）` : '添加'}
      busy={busy}
      error={problem ?? error}
    >
      <Field label="门锁类型" wide>
        <Tabs activeKey={String(lockType)} onChange={(k) => setLockType(Number(k))} className="lock-type-tabs">
          {(types.data ?? []).map((t) => (
            <Tabs.Tab key={String(t.lockType)} title={t.name} />
          ))}
        </Tabs>
      </Field>
      <ApartmentRooms
        apartmentId={apartmentId}
        onApartment={(id) => {
          setApartmentId(id);
          setProblem(null);
        }}
        rooms={rooms}
        onRooms={(s) => {
          setRooms(s);
          if (s.size) setProblem(null);
        }}
      />
    </FormSheet>
  );
}
