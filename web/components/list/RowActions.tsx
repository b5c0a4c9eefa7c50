import { Button } from 'antd-mobile';

/** One button of a row. */
export interface RowAction {
  key: string;
  text: string;
  /** 'danger' for deleting and revoking, 'warning' for moving out; 'primary' by default. */
  color?: 'primary' | 'danger' | 'warning';
  /** A quiet text button (查看, 详情) instead of an outlined one. */
  quiet?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/**
 * A row's buttons, in the table's 操作 column and at the foot of a phone card. A click does not also open the row.
 */
export function RowActions(props: { actions: readonly RowAction[] }) {
  if (!props.actions.length) return <span className="muted">-</span>;
  return (
    <div className={props.actions.length > 1 ? 'list-actions is-many' : 'list-actions'}>
      {props.actions.map((a) => (
        <Button
          key={a.key}
          size="mini"
          fill={a.quiet ? 'none' : 'outline'}
          color={a.color ?? 'primary'}
          disabled={a.disabled}
          onClick={(e) => {
            e.stopPropagation();
            a.onClick();
          }}
        >
          {a.text}
        </Button>
      ))}
    </div>
  );
}
