import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '../../../sync/contract/envelope';
import { useMedia, DESKTOP_QUERY } from '../../lib/use-media';
import type { Column } from './columns';
import { ListCards } from './ListCards';
import { ListState } from './ListState';
import { ListTable } from './ListTable';
import { Pager } from './Pager';
import type { RowSelection } from './selection';

/**
 * A page of a list from one column declaration: the table from 1024 px (desktops and tablets), cards below, the
 * loading / failure (重试) / empty states, and the pager with '共 N 条'.
 */
export function ListView<R>(props: {
  query: Pick<UseQueryResult<Page<R>>, 'data' | 'isLoading' | 'error' | 'refetch' | 'isPlaceholderData'>;
  columns: readonly Column<R>[];
  rowKey: (r: R) => string;
  onPage: (page: number) => void;
  /** What the list holds, for screen readers ('定金订单'). */
  label: string;
  /** The empty state's line ('暂无定金订单'). */
  empty: string;
  actions?: (r: R) => ReactNode;
  onOpen?: (r: R) => void;
  /** Rows ticked to act on several at once: a checkbox column (全选 in its header), a checkbox on each card. */
  selection?: RowSelection<R>;
}) {
  const desktop = useMedia(DESKTOP_QUERY);
  const { query } = props;
  const page = query.data;
  const Body = desktop ? ListTable : ListCards;
  // A page emptied under the user (its last row deleted, fewer rows since): show the last page there is.
  const beyond = page && !page.records.length && page.current > 1 && page.total > 0 ? Math.max(1, page.pages) : 0;
  const { onPage } = props;
  useEffect(() => {
    if (beyond) onPage(beyond);
  }, [beyond, onPage]);
  return (
    <ListState
      loading={query.isLoading}
      error={page ? null : query.error}
      onRetry={() => void query.refetch()}
      empty={!page?.records.length}
      emptyText={props.empty}
    >
      {page ? (
        <div
          className={query.isPlaceholderData ? 'list-view is-stale' : 'list-view'}
          aria-busy={query.isPlaceholderData}
        >
          <Body
            columns={props.columns}
            rows={page.records}
            rowKey={props.rowKey}
            actions={props.actions}
            onOpen={props.onOpen}
            selection={props.selection}
            label={props.label}
          />
          <Pager current={page.current} pages={page.pages} total={page.total} onPage={props.onPage} />
        </div>
      ) : null}
    </ListState>
  );
}
