import { breakAtSpaces, cellOf, onScreen, type ListBodyProps } from './columns';
import { SelectAll, SelectOne } from './selection';
import './list.css';

/**
 * The desktop table: a sticky header, money right-aligned with tabular figures, cells wrapping only at spaces, and
 * the 操作 column kept in view on the right. On a 1024-px tablet every column stays: the table scrolls sideways in
 * its frame (never the page). With a `selection`, a first column of checkboxes, 全选 in its header.
 */
export function ListTable<R>(props: ListBodyProps<R>) {
  const columns = onScreen(props.columns);
  const { onOpen } = props;
  return (
    <div className="list-table-wrap" role="region" aria-label={props.label} tabIndex={0}>
      <table className="list-table">
        <thead>
          <tr>
            {props.selection ? (
              <th scope="col" className="list-select-cell">
                <SelectAll selection={props.selection} rows={props.rows} rowKey={props.rowKey} />
              </th>
            ) : null}
            {columns.map((c) => (
              <th key={c.title} scope="col" className={c.money ? 'is-money' : undefined}>
                {c.title}
              </th>
            ))}
            {props.actions ? (
              <th scope="col" className="list-actions-cell">
                操作
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((r) => (
            <tr
              key={props.rowKey(r)}
              className={onOpen ? 'list-item is-openable' : 'list-item'}
              onClick={onOpen ? () => onOpen(r) : undefined}
            >
              {props.selection ? (
                <td className="list-select-cell">
                  <SelectOne selection={props.selection} row={r} rowKey={props.rowKey} />
                </td>
              ) : null}
              {columns.map((c) => (
                <td key={c.title} className={c.money ? 'is-money' : undefined}>
                  {breakAtSpaces(cellOf(c, r))}
                </td>
              ))}
              {props.actions ? <td className="list-actions-cell">{props.actions(r)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
