import { Selector } from 'antd-mobile';
import { FITMENT_GROUPS, normalizeFitmentIds } from '../../../sync/product/fitments';
import './fitments.css';

/**
 * The fitment checklist of the signing form (spec part 2 §2.8 "pick fixtures"): one row of checkable chips per
 * catalogue group (sync/fitments.ts). Controlled: `value` is the chosen pkIds, `onChange` gets them back normalised
 * (known ids, catalogue order). The chips wrap, so the same markup serves phone and tablet widths.
 */
export function FitmentPicker(props: { value: number[]; onChange: (ids: number[]) => void; disabled?: boolean }) {
  const chosen = new Set(props.value);
  return (
    <div className="fitment-picker">
      {FITMENT_GROUPS.map((group) => {
        const groupIds = group.items.map((i) => i.pkId);
        const picked = groupIds.filter((id) => chosen.has(id));
        const all = picked.length === groupIds.length;
        const setGroup = (next: number[]) => {
          const others = props.value.filter((id) => !groupIds.includes(id));
          props.onChange(normalizeFitmentIds([...others, ...next]));
        };
        return (
          <section key={group.groupId} className="fitment-group" aria-label={group.name}>
            <div className="fitment-group-head">
              <span className="fitment-group-name">{group.name}</span>
              <span className="fitment-group-count">
                {picked.length}/{groupIds.length}
              </span>
              {!props.disabled && (
                <button type="button" className="fitment-group-all" onClick={() => setGroup(all ? [] : groupIds)}>
                  {all ? '清空' : '全选'}
                </button>
              )}
            </div>
            <Selector
              multiple
              disabled={props.disabled}
              showCheckMark
              options={group.items.map((i) => ({ label: i.name, value: i.pkId }))}
              value={picked}
              onChange={(v) => setGroup(v)}
            />
          </section>
        );
      })}
    </div>
  );
}
