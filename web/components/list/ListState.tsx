import type { ReactNode } from 'react';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { errorText } from '../form/errors';
import './list.css';

/**
 * The states of anything loaded: a skeleton while loading, the failure's Chinese message with 重试, '暂无…' when
 * there is nothing (`empty` true), else the content.
 */
export function ListState(props: {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  empty?: boolean;
  emptyText?: string;
  lines?: number;
  children: ReactNode;
}) {
  if (props.loading) return <Skeleton.Paragraph lineCount={props.lines ?? 8} animated />;
  if (props.error)
    return (
      <ErrorBlock status="default" title="加载失败" description={errorText(props.error)} className="list-state">
        <Button size="small" color="primary" onClick={props.onRetry}>
          重试
        </Button>
      </ErrorBlock>
    );
  if (props.empty)
    return <ErrorBlock status="empty" title={props.emptyText ?? '暂无数据'} description="" className="list-state" />;
  return <>{props.children}</>;
}
