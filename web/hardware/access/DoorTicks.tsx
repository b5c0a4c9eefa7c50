import { Tag } from 'antd-mobile';
import type { z } from 'zod';
import type { accessGrants } from '../../../sync/contract/hardware/access-grants';
import { TickList } from '../locks/TickList';

/** A door of an apartment in the permission dialogs (GET /api/access/apartment-doors). */
export type DoorChoice = z.infer<typeof accessGrants.doors.reply>[number];

/** Where a door is: 公共 (the apartment's) or 房间 with its room. */
export const doorPlace = (d: { isPublic: number; houseName: string }) =>
  d.isPublic ? '公共' : `房间${d.houseName ? ` ${d.houseName}` : ''}`;

/** The checkbox list of door devices (§2.3 the edit-permission dialog): name, kind, and a 公共/房间 tag. */
export function DoorTicks(props: {
  doors: readonly DoorChoice[];
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}) {
  return (
    <TickList
      items={props.doors}
      keyOf={(d) => d.id}
      label={(d) => `${d.name}（${d.devTypeName}）`}
      extra={(d) => (
        <Tag color={d.isPublic ? 'primary' : 'default'} fill="outline">
          {doorPlace(d)}
        </Tag>
      )}
      selected={props.selected}
      onChange={props.onChange}
    />
  );
}
