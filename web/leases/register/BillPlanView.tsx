import { List, Tag } from 'antd-mobile';
import type { BillPlan } from '../../../sync/rules/bills/bill-plan';
import { formatFen } from '../../../sync/rules/common/money';

/** The generated bill plan for review before submit: each stage's period, receivable date, bills and total. */
export function BillPlanView({ plan }: { plan: BillPlan }) {
  return (
    <List
      header={`账单计划（共${plan.stages.length}期，租金合计 ${formatFen(plan.totalRent)}）`}
      className="register-plan"
      aria-label="账单计划"
    >
      {plan.stages.map((s) => (
        <List.Item
          key={s.stage}
          prefix={<Tag color="primary">{s.stageName}</Tag>}
          extra={<strong>{formatFen(s.total)}</strong>}
          description={s.bills.map((b) => `${b.costName} ${formatFen(b.amount)}`).join('；')}
        >
          {s.startDate} 至 {s.endDate} · 应收 {s.receivableDate}
        </List.Item>
      ))}
    </List>
  );
}
