import type { ReactNode } from 'react';
import { formatFen } from '../../sync/rules/common/money';
import type { SettlementLine } from '../../sync/rules/checkout/settlement';

/**
 * One settlement line as people read it: name and amount, and under them how the amount was reached (its working,
 * e.g. '11月1日–11月15日 15天 × ¥98.63/天') and, for an overstay changed by the operator, the contract amount and
 * the reason. `extra` holds the line's own controls (edit, collect).
 */
export function SettlementLineRow(props: { line: SettlementLine; extra?: ReactNode }) {
  const l = props.line;
  const changed = l.kind === 'overstay' && l.computedCost !== undefined && l.computedCost !== l.cost;
  return (
    <div className="checkout-line-block">
      <div className="checkout-line">
        <span>{l.name}</span>
        <span className="amount">{formatFen(l.cost)}</span>
      </div>
      {l.working ? <div className="checkout-working">{l.working}</div> : null}
      {changed ? (
        <div className="checkout-working">
          按合同应收 {formatFen(l.computedCost!)}，已改为 {formatFen(l.cost)}
          {l.reason ? `，原因：${l.reason}` : ''}
        </div>
      ) : null}
      {props.extra}
    </div>
  );
}
