import { Button, Input, TextArea } from 'antd-mobile';
import { AddOutline, DeleteOutline } from 'antd-mobile-icons';
import { PickerButton } from '../components/PickerButton';
import { fenToYuan, formatFen, yuanToFen } from '../../sync/money';
import {
  ARREARS,
  DEDUCTION,
  DEDUCTION_NAME_MAX,
  PAYOUT_OPTIONS,
  REFUND,
  SETTLE_TEXT_MAX,
  settlementTotals,
  type SettlementLine,
} from '../../sync/settlement';
import type { SettlementPreviewData } from './checkout-api';
import { Row } from './FlowPanel';

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
}

export const emptyDraft = (): SettlementDraft => ({ returnCause: '', deductions: [], badDebt: '', pathway: null, remark: '' });

/** A typed yuan amount in fen; −1 when it is not an amount (the checks then refuse it). */
const fenOf = (s: string) => (s.trim() === '' ? 0 : (yuanToFen(s) ?? -1));

/** The lines and bad debt the draft stands for: the preview's lines plus the operator's deductions. */
export function draftLines(preview: SettlementPreviewData, d: SettlementDraft): { lines: SettlementLine[]; badDebt: number } {
  const deductions = d.deductions.map((x) => ({ name: x.name.trim(), cost: x.amount.trim() === '' ? -1 : fenOf(x.amount), refundStatus: DEDUCTION, billsDetailId: null }) as SettlementLine);
  return { lines: [...preview.costVos, ...deductions], badDebt: fenOf(d.badDebt) };
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
export function SettlementForm(props: { preview: SettlementPreviewData; draft: SettlementDraft; onChange: (d: SettlementDraft) => void }) {
  const { preview, draft } = props;
  const set = (patch: Partial<SettlementDraft>) => props.onChange({ ...draft, ...patch });
  const setDeduction = (key: number, patch: Partial<DeductionDraft>) => set({ deductions: draft.deductions.map((x) => (x.key === key ? { ...x, ...patch } : x)) });
  const refunds = preview.costVos.filter((l) => l.refundStatus === REFUND);
  const arrears = preview.costVos.filter((l) => l.refundStatus === ARREARS);
  const t = shownTotals(preview, draft);

  return (
    <>
      <div className="checkout-summary">
        {preview.house} · {preview.tenant} · 结算日期 {preview.checkOutDate}
      </div>
      <Row label="退房原因">
        <TextArea value={draft.returnCause} onChange={(returnCause) => set({ returnCause })} placeholder="选填" maxLength={SETTLE_TEXT_MAX} rows={2} />
      </Row>

      <section className="checkout-section checkout-refund" aria-label="退款">
        <h3>
          退款 <small>{formatFen(t.refunds)}</small>
        </h3>
        {refunds.length ? refunds.map((l) => <Line key={`r${l.billsDetailId}`} line={l} />) : <div className="checkout-empty">无退款项</div>}
      </section>

      <section className="checkout-section checkout-deduction" aria-label="扣款">
        <h3>
          扣款 <small>{formatFen(t.deductions)}</small>
        </h3>
        {draft.deductions.map((x) => (
          <div className="checkout-edit" key={x.key}>
            <Input className="checkout-input" value={x.name} onChange={(name) => setDeduction(x.key, { name })} placeholder="扣款项目，如清洁费" maxLength={DEDUCTION_NAME_MAX} aria-label="扣款项目" />
            <Input className="checkout-input" value={x.amount} onChange={(amount) => setDeduction(x.key, { amount })} placeholder="金额(元)" inputMode="decimal" aria-label="扣款金额" />
            <Button size="mini" fill="none" color="danger" aria-label="删除扣款" onClick={() => set({ deductions: draft.deductions.filter((y) => y.key !== x.key) })}>
              <DeleteOutline />
            </Button>
          </div>
        ))}
        <Button size="small" fill="outline" onClick={() => set({ deductions: [...draft.deductions, { key: nextKey++, name: '', amount: '' }] })}>
          <AddOutline /> 添加扣款
        </Button>
      </section>

      <section className="checkout-section checkout-arrears" aria-label="欠款">
        <h3>
          欠款 <small>{formatFen(t.arrears)}</small>
        </h3>
        {arrears.length ? arrears.map((l) => <Line key={`a${l.billsDetailId}`} line={l} />) : <div className="checkout-empty">无欠款</div>}
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
        <PickerButton title="付款途径" className="deposit-date" placeholder="请选择付款途径" value={draft.pathway} options={PAYOUT_OPTIONS} onChange={(pathway) => set({ pathway })} />
      </Row>
      <Row label="备注">
        <TextArea value={draft.remark} onChange={(remark) => set({ remark })} placeholder="选填" maxLength={SETTLE_TEXT_MAX} rows={2} />
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

function Line(props: { line: SettlementLine }) {
  return (
    <div className="checkout-line">
      <span>{props.line.name}</span>
      <span className="amount">{formatFen(props.line.cost)}</span>
    </div>
  );
}
