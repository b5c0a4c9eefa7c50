import type { ActionGroup } from '../../../sync/contract/admin/admin';

/** A group's box: ticked when all its screens are, half when some are (a native checkbox's indeterminate state). */
function GroupBox(props: { group: ActionGroup; picked: ReadonlySet<string>; onChange: (on: boolean) => void }) {
  const ids = props.group.actionList.map((a) => a.actionId);
  const count = ids.filter((k) => props.picked.has(k)).length;
  return (
    <label className="admin-tree-group">
      <input
        type="checkbox"
        className="list-tick"
        checked={count > 0 && count === ids.length}
        ref={(el) => {
          if (el) el.indeterminate = count > 0 && count < ids.length;
        }}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <span>{props.group.actionmenuName}</span>
      <small>
        {count}/{ids.length}
      </small>
    </label>
  );
}

/**
 * The permission checkbox tree of a role (part 4 §2, actionTree): one box per menu group (ticks or clears all its
 * screens) and one per screen under it. Native checkboxes, each named by its label.
 */
export function ActionTree(props: {
  tree: readonly ActionGroup[];
  picked: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}) {
  const toggle = (ids: string[], on: boolean) => {
    const next = new Set(props.picked);
    for (const k of ids) {
      if (on) next.add(k);
      else next.delete(k);
    }
    props.onChange(next);
  };
  return (
    <div className="admin-tree">
      {props.tree.map((g) => (
        <fieldset key={g.actionId} aria-label={g.actionmenuName}>
          <GroupBox
            group={g}
            picked={props.picked}
            onChange={(on) =>
              toggle(
                g.actionList.map((a) => a.actionId),
                on,
              )
            }
          />
          <ul>
            {g.actionList.map((a) => (
              <li key={a.actionId}>
                <label>
                  <input
                    type="checkbox"
                    className="list-tick"
                    checked={props.picked.has(a.actionId)}
                    onChange={(e) => toggle([a.actionId], e.target.checked)}
                  />
                  <span>{a.name}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
