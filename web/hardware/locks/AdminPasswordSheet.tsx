import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LOCK_MSG } from '../../../sync/rules/hardware/lock-rules';
import { PickerButton } from '../../components/PickerButton';
import { Field, FormSheet, useSave } from '../../components/list';
import { errorText } from '../../components/form/errors';
import { PeriodFields } from './PeriodFields';
import { fetchManagers, LOCKS_KEY, setAdminPassword } from './locks-api';
import { ApartmentRooms } from './ApartmentRooms';
import { defaultPeriod, periodOf } from './password-period';
import { PasswordShown } from './PasswordShown';

/**
 * 统一管理员密码 (§2.2, §7): one admin password for a manager on the locks of the chosen rooms of an apartment, for a
 * period; the reply shown large. The managers are the staff who may open the apartment's locks.
 */
export function AdminPasswordSheet(props: { visible: boolean; apartmentId: string; onClose: () => void }) {
  const [apartmentId, setApartmentId] = useState(props.apartmentId);
  const [rooms, setRooms] = useState<Set<string>>(new Set());
  const [userId, setUserId] = useState<string | null>(null);
  const [period, setPeriod] = useState(defaultPeriod);
  const [problem, setProblem] = useState<string | null>(null);
  const [shown, setShown] = useState<{ password: string; pending: number; locks: number } | null>(null);
  const managers = useQuery({
    queryKey: [...LOCKS_KEY, 'managers', apartmentId],
    queryFn: () => fetchManagers(apartmentId!),
    enabled: props.visible && Boolean(apartmentId),
  });
  const { busy, error, save } = useSave();

  const submit = async () => {
    const p = periodOf(period.start, period.end);
    const missing = !apartmentId
      ? LOCK_MSG.selectApartment
      : !rooms.size
        ? LOCK_MSG.selectRoom
        : !userId
          ? '请选择管理员'
          : typeof p === 'string'
            ? p
            : null;
    setProblem(missing);
    if (missing || typeof p === 'string' || !userId) return;
    const reply = await save(() => setAdminPassword({ apartmentId, houseIds: [...rooms], userId, ...p }), '设置成功');
    if (reply) setShown(reply);
  };

  if (shown)
    return (
      <FormSheet visible={props.visible} title="统一管理员密码" onClose={props.onClose}>
        <PasswordShown {...shown} />
      </FormSheet>
    );
  const options = managers.data ?? [];
  return (
    <FormSheet
      visible={props.visible}
      title="统一管理员密码"
      onClose={props.onClose}
      onConfirm={() => void submit()}
      confirmText="设置密码"
      busy={busy}
      error={problem ?? error}
    >
      <Field label="管理员" required wide>
        <PickerButton
          title="选择管理员"
          className="apartment-picker"
          value={userId}
          options={options}
          onChange={setUserId}
          placeholder={
            !apartmentId
              ? LOCK_MSG.selectApartment
              : managers.isLoading
                ? '加载中…'
                : managers.error
                  ? errorText(managers.error)
                  : '请选择管理员'
          }
        />
      </Field>
      <PeriodFields value={period} onChange={setPeriod} />
      <ApartmentRooms
        apartmentId={apartmentId}
        onApartment={(id) => {
          setApartmentId(id);
          // The managers are the apartment's: a choice made for another one does not carry over.
          setUserId(null);
        }}
        rooms={rooms}
        onRooms={setRooms}
        withLock
      />
    </FormSheet>
  );
}
