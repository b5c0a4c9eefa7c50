import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, ErrorBlock, Skeleton, Toast } from 'antd-mobile';
import { PageFrame } from '../components/PageFrame';

/**
 * The frame of an edit screen opened with an id (/editTemplate, /editHouse): without the id an empty state saying
 * where to come from; otherwise a back button, then the load error, a skeleton until the form is ready, or the form.
 */
export function EditFrame<T>(props: {
  title: string;
  /** The empty state shown when the screen was opened without its id. */
  missing: { title: string; description: string } | null;
  query: { isError: boolean; error: unknown };
  /** What the form needs once loaded; falsy until then. */
  data: T | null | undefined | false;
  children: (data: T) => ReactNode;
}) {
  const navigate = useNavigate();
  if (props.missing)
    return (
      <PageFrame title={props.title}>
        <ErrorBlock status="empty" title={props.missing.title} description={props.missing.description} />
      </PageFrame>
    );
  return (
    <PageFrame
      title={props.title}
      extra={
        <Button size="small" onClick={() => navigate(-1)}>
          返回
        </Button>
      }
    >
      {props.query.isError ? (
        <ErrorBlock status="default" title="加载失败" description={(props.query.error as Error).message} />
      ) : !props.data ? (
        <Skeleton.Paragraph lineCount={8} animated />
      ) : (
        props.children(props.data)
      )}
    </PageFrame>
  );
}

/** Runs a save: the success Toast `done` when it works, the server's message when it fails; `busy` brackets it. */
export async function saveWithToast(work: () => Promise<unknown>, done: string, busy?: (on: boolean) => void) {
  busy?.(true);
  try {
    await work();
    Toast.show({ icon: 'success', content: done });
  } catch (err) {
    Toast.show({ icon: 'fail', content: (err as Error).message });
  } finally {
    busy?.(false);
  }
}
