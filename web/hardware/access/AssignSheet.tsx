import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApartmentOption } from '../../components/apartments';
import { FormSheet, useSave } from '../../components/list';
import { ACCESS_KEY, assignApartmentDoors, fetchApartmentDoors } from './access-api';
import { DoorTicks } from './DoorTicks';

/**
 * 分配 (§2.3 统一分配, §7 "Assign permission by apartment"): the apartment's public doors, the assigned ones ticked;
 * saving gives every tenant of the apartment exactly the ticked public doors ('分配成功').
 */
export function AssignSheet(props: { apartment: ApartmentOption | null; onClose: () => void }) {
  const client = useQueryClient();
  const apartmentId = props.apartment?.apartmentId ?? '';
  const key = [...ACCESS_KEY, 'doors', apartmentId];
  const doors = useQuery({ queryKey: key, queryFn: () => fetchApartmentDoors(apartmentId), enabled: !!apartmentId });
  const shared = (doors.data ?? []).filter((d) => d.isPublic);
  // Until the user ticks something, the ticks are the assignment as loaded; none chosen yet means every public door
  // (what a new tenant gets then), so all are ticked.
  const chosen = shared.filter((d) => d.assigned);
  const [ticked, setTicked] = useState<Set<string> | null>(null);
  const selected = ticked ?? new Set((chosen.length ? chosen : shared).map((d) => d.id));
  const { busy, error, save } = useSave();

  const submit = async () => {
    const next = await save(() => assignApartmentDoors({ apartmentId, devIds: [...selected] }), '分配成功');
    if (!next) return;
    client.setQueryData(key, next);
    void client.invalidateQueries({ queryKey: ACCESS_KEY });
    props.onClose();
  };

  return (
    <FormSheet
      visible={!!props.apartment}
      title={`统一分配 · ${props.apartment?.name ?? ''}`}
      onClose={props.onClose}
      onConfirm={doors.data ? () => void submit() : undefined}
      confirmText="分配"
      busy={busy}
      error={error}
    >
      <DoorTicks
        label="公共门禁"
        hint={`${doors.data && !chosen.length ? '尚未统一分配，租客默认可开全部公共门禁。' : ''}勾选的门禁将授权给该公寓的全部在住租客`}
        query={doors}
        doors={shared}
        empty="该公寓暂无公共门禁"
        selected={selected}
        onChange={setTicked}
      />
    </FormSheet>
  );
}
