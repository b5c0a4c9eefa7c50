import { Button, Form, Input, Selector, Switch } from 'antd-mobile';
import { AddOutline, DeleteOutline } from 'antd-mobile-icons';
import { BILL_TYPES, COLLECT_RENT_TYPES, OTHER_FEE_TYPES } from '../../../sync/product/catalog';
import { formatFen, yuanToFen } from '../../../sync/rules/common/money';
import { periodAmountOf } from '../../../sync/rules/bills/bill-plan';
import type { LeaseDefaults } from '../../../sync/contract/leases/defaults';
import { depositFor, newKey, type RegisterForm } from './register-form';
import { DateField } from '../../components/form/DateField';

type Set = (patch: Partial<RegisterForm>) => void;

/** A per-period fee is typed per month; a full period (付N) charges N months of it, as its bills do. */
function perPeriodText(amount: string, payment: number): string {
  const fen = yuanToFen(amount);
  if (fen === null || fen <= 0) return '按月计';
  return payment > 1
    ? `每月${formatFen(fen)}，每期${formatFen(periodAmountOf(fen, payment))}`
    : `每月${formatFen(fen)}`;
}

const MONTHS = Array.from({ length: 10 }, (_, i) => ({ label: `${i + 1}`, value: i + 1 }));

/** Lease terms: period, rent, deposit (押N, or a custom amount), payment (付M), rent collection, other fees, the advance. */
export function TermsFields({
  form,
  set,
  defaults,
  onDeduction,
}: {
  form: RegisterForm;
  set: Set;
  defaults: LeaseDefaults;
  onDeduction: (on: boolean) => void;
}) {
  /** A change of the rent or the deposit months recomputes the deposit (押N × rent; a custom amount stays as typed). */
  const setTerms = (patch: Pick<Partial<RegisterForm>, 'rent' | 'deposit'>) => {
    const auto = depositFor({ deposit: patch.deposit ?? form.deposit, rent: patch.rent ?? form.rent });
    set(auto === null ? patch : { ...patch, depositCost: auto, isDeduction: false });
  };
  const fee = (key: string, patch: Partial<RegisterForm['fees'][number]>) =>
    set({ fees: form.fees.map((f) => (f.key === key ? { ...f, ...patch } : f)) });
  return (
    <Form layout="horizontal" mode="card" className="register-form">
      <Form.Header>租约信息</Form.Header>
      <Form.Item label="租期" required>
        {/* The shared date field shows YYYY-MM-DD whatever the browser's locale (a native date input shows 2026/11/24). */}
        <div className="register-dates">
          <DateField
            label="开始日期"
            placeholder="开始日期"
            value={form.startDate}
            onChange={(startDate) => set({ startDate })}
          />
          <span>至</span>
          <DateField
            label="结束日期"
            placeholder="结束日期"
            value={form.endDate}
            min={form.startDate || undefined}
            onChange={(endDate) => set({ endDate })}
          />
        </div>
      </Form.Item>
      <Form.Item label="租金" extra="元/月" required>
        <Input inputMode="decimal" value={form.rent} onChange={(rent) => setTerms({ rent })} aria-label="租金" />
      </Form.Item>
      <Form.Item label="押金月数" layout="vertical" required>
        <Selector
          className="register-choices"
          value={[form.deposit]}
          options={[...MONTHS.map((m) => ({ label: `押${m.label}`, value: m.value })), { label: '自定义', value: 0 }]}
          onChange={(v) => v.length && setTerms({ deposit: v[0] })}
        />
      </Form.Item>
      <Form.Item label="押金" extra="元" required>
        <Input
          inputMode="decimal"
          value={form.depositCost}
          disabled={form.deposit > 0}
          onChange={(v) => set({ depositCost: v })}
          aria-label="押金"
        />
      </Form.Item>
      <Form.Item label="付款方式">
        <span className="register-readonly" aria-label="付款方式">
          押{form.deposit || '自定义'}付{form.payment}（每{form.payment}个月一期）
        </span>
      </Form.Item>
      <Form.Item label="收租规则" layout="vertical" required>
        <Selector
          className="register-choices"
          value={[form.collectRentType]}
          options={COLLECT_RENT_TYPES.map((t) => ({ label: t.label, value: t.type }))}
          onChange={(v) => v.length && set({ collectRentType: v[0] as 0 | 1 | 2, collectRentDay: '' })}
        />
        <div className="register-collect">
          <Input
            inputMode="numeric"
            value={form.collectRentDay}
            onChange={(v) => set({ collectRentDay: v.replace(/\D/g, '') })}
            aria-label="收租日"
            placeholder={form.collectRentType === 0 ? '0-28' : '1-28'}
          />
          <span>{COLLECT_RENT_TYPES[form.collectRentType].unit}</span>
        </div>
      </Form.Item>
      <Form.Item label="其他费用" layout="vertical">
        {form.fees.length === 0 ? <div className="register-hint">暂无其他费用</div> : null}
        {form.fees.map((f) => (
          <div className="register-fee" key={f.key}>
            <Input
              placeholder="费用名称"
              value={f.name}
              maxLength={20}
              onChange={(v) => fee(f.key, { name: v })}
              aria-label="费用名称"
            />
            <Input
              placeholder={f.perPeriod ? '元/月' : '金额(元)'}
              inputMode="decimal"
              value={f.amount}
              onChange={(v) => fee(f.key, { amount: v })}
              aria-label="费用金额"
            />
            <Selector
              className="register-choices"
              value={[f.billsType]}
              options={OTHER_FEE_TYPES.map((t) => ({ label: BILL_TYPES[t], value: t as number }))}
              onChange={(v) => v.length && fee(f.key, { billsType: v[0] })}
            />
            <label className="register-fee-period">
              <Switch checked={f.perPeriod} onChange={(on) => fee(f.key, { perPeriod: on })} /> 每期收取
            </label>
            <Button
              size="mini"
              fill="none"
              color="danger"
              aria-label="删除费用"
              onClick={() => set({ fees: form.fees.filter((x) => x.key !== f.key) })}
            >
              <DeleteOutline />
            </Button>
            {f.perPeriod ? <div className="register-fee-hint">{perPeriodText(f.amount, form.payment)}</div> : null}
          </div>
        ))}
        <Button
          size="small"
          fill="outline"
          onClick={() =>
            set({ fees: [...form.fees, { key: newKey(), name: '', billsType: 4, amount: '', perPeriod: true }] })
          }
        >
          <AddOutline /> 添加费用
        </Button>
      </Form.Item>
      {defaults.advance ? (
        <Form.Item
          label="定金"
          extra={<Switch checked={form.isDeduction} onChange={onDeduction} aria-label="定金抵扣押金" />}
          description="开启后定金从押金中抵扣"
        >
          {formatFen(defaults.advance.advanceCost)}（{defaults.advance.promiseMan}）
        </Form.Item>
      ) : null}
    </Form>
  );
}
