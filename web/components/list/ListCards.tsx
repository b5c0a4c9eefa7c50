import { cellOf, onScreen, type ListBodyProps } from './columns';
import { SelectOne } from './selection';
import './list.css';

/**
 * The phone cards: the 'title' column and the 'status' column in the head, every other screen column as a labelled
 * value (two a line, then the 'wide' ones a whole line each; 'hidden' ones left out), then the row's buttons.
 * Tapping a card opens the row (its title is a button for the keyboard). With a `selection`, a checkbox before the
 * title.
 */
export function ListCards<R>(props: ListBodyProps<R>) {
  const columns = onScreen(props.columns);
  const title = columns.find((c) => c.card === 'title');
  const status = columns.filter((c) => c.card === 'status');
  // Two a line, then the whole-line ones (so a long address leaves no gap between pairs).
  const fields = [...columns.filter((c) => !c.card), ...columns.filter((c) => c.card === 'wide')];
  const { onOpen } = props;
  return (
    <ul className="list-cards" aria-label={props.label}>
      {props.rows.map((r) => (
        <li
          key={props.rowKey(r)}
          className={onOpen ? 'list-card list-item is-openable' : 'list-card list-item'}
          onClick={onOpen ? () => onOpen(r) : undefined}
        >
          <div className="list-card-head">
            {props.selection ? <SelectOne selection={props.selection} row={r} rowKey={props.rowKey} /> : null}
            {onOpen ? (
              <button
                type="button"
                className="list-card-title link-button"
                onClick={(e) => {
                  e.stopPropagation();
                  onOpen(r);
                }}
              >
                {title ? cellOf(title, r) : null}
              </button>
            ) : (
              <span className="list-card-title">{title ? cellOf(title, r) : null}</span>
            )}
            {status.length ? (
              <span className="list-card-status">
                {status.map((c) => (
                  <span key={c.title}>{cellOf(c, r)}</span>
                ))}
              </span>
            ) : null}
          </div>
          <dl className="list-card-fields">
            {fields.map((c) => (
              <div key={c.title} className={c.card === 'wide' ? 'is-wide' : undefined}>
                <dt>{c.title}</dt>
                <dd className={c.money ? 'is-money' : undefined}>{cellOf(c, r)}</dd>
              </div>
            ))}
          </dl>
          {props.actions ? <div className="list-card-actions">{props.actions(r)}</div> : null}
        </li>
      ))}
    </ul>
  );
}
