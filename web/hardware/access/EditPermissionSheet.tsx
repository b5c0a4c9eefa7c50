import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PermissionRow } from '../../../sync/contract/hardware/access-grants';
import { FormSheet, useSave } from '../../components/list';
import { ACCESS_KEY, fetchApartmentDoors, grantDoors } from './access-api';
import { DoorTicks } from './DoorTicks';

/**
 * 编辑权限 (§2.3, §7 "Per room: devIds, houseId, userId"): the apartment's public doors and the room's own devices,
 * the resident's ticked; saving makes the ticked ones the resident's doors ('授权成功').
 */
export function EditPermissionSheet(props: { row: PermissionRow | null; onClose: () => void }) {
  const client = useQueryClient();
  const row = props.row;
  const apartmentId = row?.apartmentId ?? '';
  const doors = useQuery({
    queryKey: [...ACCESS_KEY, 'doors', apartmentId],
    queryFn: () => fetchApartmentDoors(apartmentId),
    enabled: !!apartmentId,
  });
  const choices = (doors.data ?? []).filter((d) => d.isPublic || d.houseId === row?.houseId);
  const [ticked, setTicked] = useState<Set<string>>(() => new Set(row?.devs.map((d) => d.deviceId)));
  const { busy, error, save } = useSave();

  const submit = async () => {
    if (!row) return;
    const done = await save(
      () => grantDoors({ houseId: row.houseId, userId: row.userId, devIds: [...ticked] }),
      '授权成功',
    );
    if (!done) return;
    void client.invalidateQueries({ queryKey: ACCESS_KEY });
    props.onClose();
  };

  return (
    <FormSheet
      visible={!!row}
      title={row ? `编辑权限 · ${row.apartmentName} ${row.houseName} ${row.users}` : '编辑权限'}
      onClose={props.onClose}
      onConfirm={doors.data ? () => void submit() : undefined}
      confirmText="保存"
      busy={busy}
      error={error}
    >
      <DoorTicks
        label="可开门禁"
        query={doors}
        doors={choices}
        empty="该房间暂无可授权的门禁"
        selected={ticked}
        onChange={setTicked}
      />
    </FormSheet>
  );
}
