import type { ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { DotLoading, ErrorBlock, InfiniteScroll, Skeleton } from 'antd-mobile';
import type { Page } from '../../sync/contract/envelope';
import { DESKTOP_QUERY, useMedia } from '../lib/use-media';

export interface Column<T> {
  title: string;
  render: (row: T) => ReactNode;
}

/**
 * A list loaded 10 at a time: cards on phones, a table on desktop, the next page fetched when the end scrolls into
 * view. Rows open `onOpen`.
 */
export function PagedList<T>(props: {
  queryKey: readonly unknown[];
  fetchPage: (current: number) => Promise<Page<T>>;
  rowKey: (row: T) => string;
  columns: Column<T>[];
  card: (row: T) => ReactNode;
  onOpen: (row: T) => void;
  emptyText: string;
}) {
  const desktop = useMedia(DESKTOP_QUERY);
  const q = useInfiniteQuery({
    queryKey: props.queryKey,
    queryFn: ({ pageParam }) => props.fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
  });
  if (q.isLoading) return <Skeleton.Paragraph lineCount={6} animated />;
  if (q.isError) return <ErrorBlock status="default" title="加载失败" description={(q.error as Error).message} />;
  const rows = q.data?.pages.flatMap((p) => p.records) ?? [];
  const total = q.data?.pages[0]?.total ?? 0;
  if (!rows.length) return <ErrorBlock status="empty" title={props.emptyText} description="" />;
  return (
    <>
      <div className="owners-total">共 {total} 条</div>
      {desktop ? (
        <div className="owners-table-wrap">
          <table className="owners-table">
            <thead>
              <tr>
                {props.columns.map((c) => (
                  <th key={c.title}>{c.title}</th>
                ))}
                <th>操作</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={props.rowKey(r)}>
                  {props.columns.map((c) => (
                    <td key={c.title}>{c.render(r)}</td>
                  ))}
                  <td>
                    <button type="button" className="link-button" onClick={() => props.onOpen(r)}>
                      详情
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div className="owners-cards">
          {rows.map((r) => (
            <button key={props.rowKey(r)} type="button" className="owners-card" onClick={() => props.onOpen(r)}>
              {props.card(r)}
            </button>
          ))}
        </div>
      )}
      <InfiniteScroll loadMore={async () => void (await q.fetchNextPage())} hasMore={!!q.hasNextPage}>
        {q.hasNextPage ? <DotLoading /> : <span>没有更多了</span>}
      </InfiniteScroll>
    </>
  );
}
