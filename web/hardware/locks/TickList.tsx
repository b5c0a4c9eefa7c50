import type { ReactNode } from 'react';

/** A list of labelled native checkboxes (screen readers get each one's name and state): the lock users to freeze. */
export function TickList<T>(props: {
  items: readonly T[];
  keyOf: (t: T) => string;
  label: (t: T) => string;
  extra?: (t: T) => ReactNode;
  enabled?: (t: T) => boolean;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}) {
  const toggle = (k: string, on: boolean) => {
    const next = new Set(props.selected);
    if (on) next.add(k);
    else next.delete(k);
    props.onChange(next);
  };
  return (
    <ul className="lock-ticks">
      {props.items.map((t) => {
        const k = props.keyOf(t);
        const enabled = props.enabled ? props.enabled(t) : true;
        return (
          <li key={k} className={enabled ? '' : 'is-disabled'}>
            <label>
              <input
                type="checkbox"
                className="list-tick"
                checked={props.selected.has(k)}
                disabled={!enabled}
                onChange={(e) => toggle(k, e.target.checked)}
              />
              <span>{props.label(t)}</span>
            </label>
            {props.extra?.(t)}
          </li>
        );
      })}
    </ul>
  );
}
