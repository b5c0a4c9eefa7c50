import { Button, Input, TextArea } from 'antd-mobile';
import { AddOutline, DeleteOutline } from 'antd-mobile-icons';
import { PickerButton } from '../components/PickerButton';
import { fenToYuan, formatFen, yuanToFen } from '../../sync/rules/common/money';
import {
  DEDUCTION_NAME_MAX,
  PAYOUT_OPTIONS,
  SETTLE_TEXT_MAX,
  settlementTotals,
  type SettlementLine,
} from '../../sync/rules/checkout/settlement';
import { OVERSTAY_REASON_MAX } from '../../sync/rules/checkout/settlement-overstay';
import { Row } from './FlowPanel';
import { SettlementLineRow } from './SettlementLineRow';
import { REFUND_STATUS } from '../../sync/rules/checkout/refund-status';
import type { SettlementPreviewData } from '../../sync/contract/checkout/checkout';

export interface DeductionDraft {
  key: number;
  name: string;
  /** Yuan as typed. */
  amount: string;
}

export interface SettlementDraft {
  returnCause: string;
  deductions: DeductionDraft[];
  /** Yuan as typed ('' = 0). */
  badDebt: string;
  pathway: number | null;
  remark: string;
  /** The operator's change of the overstay line (yuan as typed, and why); null = the contract's amount. */
  overstay: { amount: string; reason: string } | null;
}

export const emptyDraft = (): SettlementDraft => ({
  returnCause: '',
  deductions: [],
  badDebt: '',
  pathway: null,
  remark: '',
  overstay: null,
});

/** The preview's lines with the operator's overstay amount and reason. */
function editedLines(preview: SettlementPreviewData, d: SettlementDraft): SettlementLine[] {
  const o = d.overstay;
  if (!o) return preview.costVos;
  return preview.costVos.map((l) =>
    l.kind === 'overstay' ? { ...l, cost: o.amount.trim() === '' ? -1 : fenOf(o.amount), reason: o.reason.trim() } : l,
  );
}

/** A typed yuan amount in fen; −1 when it is not an amount (the checks then refuse it). */
const fenOf = (s: string) => (s.trim() === '' ? 0 : (yuanToFen(s) ?? -1));

/** The lines and bad debt the draft stands for: the preview's lines plus the operator's deductions. */
export function draftLines(
  preview: SettlementPreviewData,
  d: SettlementDraft,
): { lines: SettlementLine[]; badDebt: number } {
  const deductions = d.deductions.map(
    (x) =>
      ({
        name: x.name.trim(),
        cost: x.amount.trim() === '' ? -1 : fenOf(x.amount),
        refundStatus: REFUND_STATUS.deduction,
        billsDetailId: null,
      }) as SettlementLine,
  );
  return { lines: [...editedLines(preview, d), ...deductions], badDebt: fenOf(d.badDebt) };
}

/** Totals safe to show while typing (a bad amount counts as 0). */
export function shownTotals(preview: SettlementPreviewData, d: SettlementDraft) {
  const { lines, badDebt } = draftLines(preview, d);
  return settlementTotals(
    lines.map((l) => ({ ...l, cost: Math.max(0, l.cost) })),
    Math.max(0, badDebt),
  );
}

let nextKey = 1;

/** 结算: reason, refund / deduction / arrears lines, bad debt, payout route, remark and the running balance. */
export function SettlementForm(props: {
  preview: SettlementPreviewData;
  draft: SettlementDraft;
  onChange: (d: SettlementDraft) => void;
  /** Collect an arrears bill the tenant paid (a lease checked out without settlement). */
  onCollect?: (line: SettlementLine) => void;
}) {
  const { preview, draft } = props;
  const set = (patch: Partial<SettlementDraft>) => props.onChange({ ...draft, ...patch });
  const setDeduction = (key: number, patch: Partial<DeductionDraft>) =>
    set({ deductions: draft.deductions.map((x) => (x.key === key ? { ...x, ...patch } : x)) });
  const refunds = preview.costVos.filter((l) => l.refundStatus === REFUND_STATUS.refund);
  const arrears = editedLines(preview, draft).filter((l) => l.refundStatus === REFUND_STATUS.arrears);
  const t = shownTotals(preview, draft);

  return (
    <>
      <div className="checkout-summary">
        {preview.house} · {preview.tenant} · 结算日期 {preview.checkOutDate}
      </div>
      <Row label="退房原因">
        <TextArea
          value={draft.returnCause}
          onChange={(returnCause) => set({ returnCause })}
          placeholder="选填"
          maxLength={SETTLE_TEXT_MAX}
          rows={2}
        />
      </Row>

      <section className="checkout-section checkout-refund" aria-label="退款">
        <h3>
          退款 <small>{formatFen(t.refunds)}</small>
        </h3>
        {refunds.length ? (
          refunds.map((l) => <SettlementLineRow key={`r${l.billsDetailId}`} line={l} />)
        ) : (
          <div className="checkout-empty">无退款项</div>
        )}
      </section>

      <section className="checkout-section checkout-deduction" aria-label="扣款">
        <h3>
          扣款 <small>{formatFen(t.deductions)}</small>
        </h3>
        {draft.deductions.map((x) => (
          <div className="checkout-edit" key={x.key}>
            <Input
              className="checkout-input"
              value={x.name}
              onChange={(name) => setDeduction(x.key, { name })}
              placeholder="扣款项目，如清洁费"
              maxLength={DEDUCTION_NAME_MAX}
              aria-label="扣款项目"
            />
            <Input
              className="checkout-input"
              value={x.amount}
              onChange={(amount) => setDeduction(x.key, { amount })}
              placeholder="金额(元)"
              inputMode="decimal"
              aria-label="扣款金额"
            />
            <Button
              size="mini"
              fill="none"
              color="danger"
              aria-label="删除扣款"
              onClick={() => set({ deductions: draft.deductions.filter((y) => y.key !== x.key) })}
            >
              <DeleteOutline />
            </Button>
          </div>
        ))}
        <Button
          size="small"
          fill="outline"
          onClick={() => set({ deductions: [...draft.deductions, { key: nextKey++, name: '', amount: '' }] })}
        >
          <AddOutline /> 添加扣款
        </Button>
      </section>

      <section className="checkout-section checkout-arrears" aria-label="欠款">
        <h3>
          欠款 <small>{formatFen(t.arrears)}</small>
        </h3>
        {props.onCollect && arrears.some((l) => l.billsDetailId) ? (
          <div className="checkout-working">租客已补交的欠款请点「收款」登记，结算时不再计入欠款或坏账</div>
        ) : null}
        {arrears.length ? (
          arrears.map((l) => (
            <SettlementLineRow
              key={`a${l.billsDetailId ?? l.kind}`}
              line={l.kind === 'overstay' ? { ...l, cost: Math.max(0, l.cost) } : l}
              extra={
                l.kind === 'overstay' ? (
                  <OverstayEdit line={l} value={draft.overstay} onChange={(overstay) => set({ overstay })} />
                ) : props.onCollect && l.billsDetailId ? (
                  <div className="checkout-line-tools">
                    <Button size="mini" color="primary" fill="outline" onClick={() => props.onCollect!(l)}>
                      收款
                    </Button>
                  </div>
                ) : null
              }
            />
          ))
        ) : (
          <div className="checkout-empty">无欠款</div>
        )}
      </section>

      {/* Only when some arrears are left after the refunds (or a value was typed): a field capped at 0 helps nobody. */}
      {t.maxBadDebt > 0 || draft.badDebt.trim() !== '' ? (
        <Row label="坏账金额">
          <Input
            className="checkout-input"
            value={draft.badDebt}
            onChange={(badDebt) => set({ badDebt })}
            placeholder={`最多 ${fenToYuan(t.maxBadDebt)} 元`}
            inputMode="decimal"
            aria-label="坏账金额"
          />
        </Row>
      ) : null}
      <Row label="付款途径" required={t.balance < 0}>
        <PickerButton
          title="付款途径"
          className="field-button"
          placeholder="请选择付款途径"
          value={draft.pathway}
          options={PAYOUT_OPTIONS}
          onChange={(pathway) => set({ pathway })}
        />
      </Row>
      <Row label="备注">
        <TextArea
          value={draft.remark}
          onChange={(remark) => set({ remark })}
          placeholder="选填"
          maxLength={SETTLE_TEXT_MAX}
          rows={2}
        />
      </Row>

      <div className="checkout-balance" aria-label="结算金额" aria-live="polite">
        <div>
          退款 {formatFen(t.refunds)} − 扣款 {formatFen(t.deductions)} − 欠款 {formatFen(t.arrears)}
          {t.badDebt ? ` + 坏账 ${formatFen(t.badDebt)}` : ''}
        </div>
        {t.balance > 0 ? (
          <>
            <div className="owed">
              租客仍需支付 <strong>{formatFen(t.balance)}</strong>
            </div>
            <div className="checkout-hint">请先在账单中收款，或将剩余欠款计为坏账</div>
          </>
        ) : (
          <div>
            应退租客 <strong>{formatFen(t.returnCost)}</strong>
          </div>
        )}
      </div>
    </>
  );
}

/** The overstay line's amount, editable with a reason (rule 6 of sync/rules/checkout/settlement.ts). */
function OverstayEdit(props: {
  line: SettlementLine;
  value: SettlementDraft['overstay'];
  onChange: (v: SettlementDraft['overstay']) => void;
}) {
  const v = props.value;
  if (!v) {
    return (
      <div className="checkout-line-tools">
        <Button
          size="mini"
          fill="outline"
          onClick={() => props.onChange({ amount: fenToYuan(props.line.computedCost ?? props.line.cost), reason: '' })}
        >
          修改金额
        </Button>
      </div>
    );
  }
  return (
    <div className="checkout-line-tools">
      <span className="checkout-working">改为</span>
      <Input
        className="checkout-input"
        value={v.amount}
        onChange={(amount) => props.onChange({ ...v, amount })}
        placeholder="金额(元)"
        inputMode="decimal"
        aria-label="超期占用费金额"
      />
      <span className="checkout-working">元</span>
      <Input
        className="checkout-input"
        value={v.reason}
        onChange={(reason) => props.onChange({ ...v, reason })}
        placeholder="修改原因（必填）"
        maxLength={OVERSTAY_REASON_MAX}
        aria-label="修改原因"
      />
      <Button size="mini" fill="none" onClick={() => props.onChange(null)}>
        恢复合同金额
      </Button>
    </div>
  );
}
