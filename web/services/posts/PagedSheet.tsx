import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, List } from 'antd-mobile';
import type { Page } from '../../../sync/contract/envelope';
import { confirmDelete, FormSheet, ListState } from '../../components/list';
import { Pager } from '../../components/list/Pager';

/**
 * A dialog listing the rows of one record 10 a page, each with 删除 behind the §5 confirm: a merchant's 查看评价,
 * a post's 查看评论 and 查看点赞.
 */
export function PagedSheet<R extends { id: string }>(props: {
  title: string;
  queryKey: readonly unknown[];
  fetch: (current: number) => Promise<Page<R>>;
  item: (r: R) => { title: ReactNode; description?: ReactNode; what: string };
  remove: (r: R) => Promise<unknown>;
  emptyText: string;
  onClose: () => void;
  /** Called after a deletion (the list behind refreshes its counts). */
  onChange?: () => void;
}) {
  const client = useQueryClient();
  const [current, setCurrent] = useState(1);
  const key = [...props.queryKey, current];
  const q = useQuery({ queryKey: key, queryFn: () => props.fetch(current), placeholderData: keepPreviousData });
  const remove = async (r: R) => {
    const ok = await confirmDelete({
      what: props.item(r).what,
      message: '确定要删除该条信息吗?',
      run: () => props.remove(r),
    });
    if (!ok) return;
    await client.invalidateQueries({ queryKey: props.queryKey });
    props.onChange?.();
  };
  return (
    <FormSheet visible title={props.title} onClose={props.onClose}>
      <ListState
        loading={q.isLoading}
        error={q.error}
        onRetry={() => void q.refetch()}
        empty={!q.data?.records.length}
        emptyText={props.emptyText}
        lines={4}
      >
        <List aria-label={props.title}>
          {q.data?.records.map((r) => {
            const it = props.item(r);
            return (
              <List.Item
                key={r.id}
                description={it.description}
                extra={
                  <Button size="mini" color="danger" fill="outline" onClick={() => void remove(r)}>
                    删除
                  </Button>
                }
              >
                {it.title}
              </List.Item>
            );
          })}
        </List>
        {q.data ? <Pager current={current} pages={q.data.pages} total={q.data.total} onPage={setCurrent} /> : null}
      </ListState>
    </FormSheet>
  );
}
