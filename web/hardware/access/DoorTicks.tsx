import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Tag } from 'antd-mobile';
import type { z } from 'zod';
import type { accessGrants } from '../../../sync/contract/hardware/access-grants';
import { Field, ListState } from '../../components/list';
import { TickList } from '../locks/TickList';

/** A door of an apartment in the permission dialogs (GET /api/access/apartment-doors). */
type DoorChoice = z.infer<typeof accessGrants.doors.reply>[number];

/** Where a door is: 公共 (the apartment's) or 房间 with its room. */
const doorPlace = (d: { isPublic: number; houseName: string }) =>
  d.isPublic ? '公共' : `房间${d.houseName ? ` ${d.houseName}` : ''}`;

/**
 * The checkbox list of door devices (§2.3 the permission dialogs) as a form field: each door's name, kind and a
 * 公共/房间 tag; loading, failure (重试) and `empty` while the apartment's doors (`query`) are not at hand.
 */
export function DoorTicks(props: {
  label: string;
  hint?: ReactNode;
  query: Pick<UseQueryResult<unknown>, 'isLoading' | 'error' | 'refetch'>;
  doors: readonly DoorChoice[];
  empty: string;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}) {
  const { query } = props;
  return (
    <div className="lock-stack">
      <Field label={props.label} wide>
        {props.hint ? <p className="access-hint">{props.hint}</p> : null}
        <ListState
          loading={query.isLoading}
          error={query.error}
          onRetry={() => void query.refetch()}
          empty={!props.doors.length}
          emptyText={props.empty}
        >
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
        </ListState>
      </Field>
    </div>
  );
}
