import { useState } from 'react';
import { Button, Dialog, TextArea, Toast } from 'antd-mobile';
import { Field, FormSheet, DateField, useSave } from '../../components/list';
import { PickerButton } from '../../components/PickerButton';
import { formatFen } from '../../../sync/rules/common/money';
import { shanghaiToday } from '../../../sync/rules/common/shanghai-time';
import { PAYOUT_OPTIONS } from '../../../sync/rules/checkout/settlement';
import { checkRefundPay, REFUND_MSG, REFUND_REASON_MAX } from '../../../sync/rules/finance/refund-rules';
import { payRefund, rejectRefund, type RefundItem } from './refunds-api';

/** 付款: the way (the proposed one first chosen) and the day, then a confirm naming the tenant and the amount. */
export function PayRefundSheet(props: { row: RefundItem | null; onClose: () => void; onDone: () => void }) {
  const r = props.row;
  const today = shanghaiToday(Date.now());
  const [way, setWay] = useState<number | null>(r?.proposedWay ?? null);
  const [day, setDay] = useState(today);
  const { busy, error, save } = useSave();
  if (!r) return null;
  const submit = async () => {
    const msg = checkRefundPay({ paymentWay: way, payDate: day }, today, r.checkOutDate);
    if (msg) return void Toast.show({ content: msg });
    const yes = await Dialog.confirm({
      title: '确认退款',
      content: `确定向 ${r.tenant} 退款 ${formatFen(r.amount)} 吗?`,
      confirmText: '确定',
      cancelText: '取消',
    });
    if (!yes) return void Toast.show({ content: '已取消' });
    if (await save(() => payRefund(r.id, { paymentWay: way, payDate: day }), REFUND_MSG.paid)) props.onDone();
  };
  return (
    <FormSheet visible title="退款付款" onClose={props.onClose} error={error}>
      <p className="refund-sheet-what">
        {r.house} · {r.tenant} · <b>{formatFen(r.amount)}</b>
      </p>
      <Field label="退款方式" required>
        <PickerButton
          title="退款方式"
          className="field-button"
          placeholder={REFUND_MSG.wayRequired}
          value={way}
          options={PAYOUT_OPTIONS}
          onChange={setWay}
        />
      </Field>
      <Field label="退款日期" required>
        <DateField
          value={day}
          onChange={setDay}
          placeholder={REFUND_MSG.dateRequired}
          min={r.checkOutDate}
          max={today}
        />
      </Field>
      <div className="form-sheet-foot">
        <Button block color="primary" loading={busy} onClick={() => void submit()}>
          确认付款
        </Button>
      </div>
    </FormSheet>
  );
}

/** 驳回: the reason is required. */
export function RejectRefundSheet(props: { row: RefundItem | null; onClose: () => void; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const { busy, error, save } = useSave();
  const r = props.row;
  if (!r) return null;
  const submit = async () => {
    if (!reason.trim()) return void Toast.show({ content: REFUND_MSG.reasonRequired });
    if (await save(() => rejectRefund(r.id, reason.trim()), REFUND_MSG.rejected)) props.onDone();
  };
  return (
    <FormSheet visible title="驳回退款" onClose={props.onClose} error={error}>
      <p className="refund-sheet-what">
        {r.house} · {r.tenant} · <b>{formatFen(r.amount)}</b>
      </p>
      <Field label="驳回原因" required>
        <TextArea
          value={reason}
          onChange={setReason}
          placeholder={REFUND_MSG.reasonRequired}
          maxLength={REFUND_REASON_MAX}
          rows={3}
          showCount
          aria-label="驳回原因"
        />
      </Field>
      <div className="form-sheet-foot">
        <Button block color="danger" loading={busy} onClick={() => void submit()}>
          驳回
        </Button>
      </div>
    </FormSheet>
  );
}
