import { Button } from 'antd-mobile';

/**
 * The line above a list narrowed by where it was opened from (a counter of the dashboard, a lease's detail): what it
 * shows, and 查看全部 to drop that scope (the screen's URL parameter) and see the whole list.
 */
export function ScopeNote(props: { text: string; onClear: () => void }) {
  return (
    <div className="list-note" role="status">
      <span>{props.text}</span>
      <Button size="mini" fill="none" color="primary" onClick={props.onClear}>
        查看全部
      </Button>
    </div>
  );
}
