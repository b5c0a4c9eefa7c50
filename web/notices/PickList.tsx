import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '../../sync/contract/envelope';
import { ListView, type Column } from '../components/list';

/**
 * A picker's list (§2.8 device, tenant and manager pickers): 10 a page from the server, a checkbox on each row; the
 * ticks survive paging and are the screen's.
 */
export function PickList<R>(props: {
  queryKey: readonly unknown[];
  fetch: (page: number) => Promise<Page<R>>;
  columns: readonly Column<R>[];
  rowKey: (r: R) => string;
  rowName: (r: R) => string;
  label: string;
  empty: string;
  selected: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...props.queryKey, page],
    queryFn: () => props.fetch(page),
    placeholderData: keepPreviousData,
  });
  return (
    <ListView
      query={query}
      columns={props.columns}
      rowKey={props.rowKey}
      onPage={setPage}
      label={props.label}
      empty={props.empty}
      selection={{
        selected: new Set(props.selected),
        label: (r) => `选择${props.rowName(r)}`,
        onChange: (rows, on) => {
          const next = new Set(props.selected);
          for (const r of rows) {
            if (on) next.add(props.rowKey(r));
            else next.delete(props.rowKey(r));
          }
          props.onChange([...next]);
        },
      }}
    />
  );
}
