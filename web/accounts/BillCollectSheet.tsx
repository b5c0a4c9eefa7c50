import { useState } from 'react';
import { Dialog, Input, TextArea, Toast } from 'antd-mobile';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { formatFen } from '../../sync/rules/common/money';
import { BILL_MSG, BILL_REMARK_MAX, checkBillCollection, RECEIPT_NUMBER_MAX } from '../../sync/rules/bills/bill-rules';
import { PaymentFields, type PaymentValue } from '../deposits/PaymentFields';
import { Field, FormSheet } from '../components/form/FormSheet';
import { useSave } from '../components/form/use-save';
import { collectBills } from './accounts-api';
import { askOldDate } from './confirm-old-date';
import { useRequestKey } from '../lib/request-key';
import type { BillRow } from '../../sync/contract/bills/bills';

/**
 * 确认收款 of one or several bills of a lease (§5): date (no future days) and way required (the deposit screens'
 * PaymentFields), an optional receipt number (made by the server when empty), one photo, a remark; confirm first.
 * On success `onDone` gets the receipt number (the page offers to print it).
 */
export function BillCollectSheet(props: {
  leaseId: string;
  bills: BillRow[] | null;
  onClose: () => void;
  onDone: (receiptNumber: string) => void;
}) {
  const today = shanghaiToday(Date.now());
  const [payment, setPayment] = useState<PaymentValue>({ payTime: today, payWay: null, photos: [] });
  const [receiptNumber, setReceiptNumber] = useState('');
  const [remark, setRemark] = useState('');
  const { busy, save } = useSave();
  const bills = props.bills;
  const requestKey = useRequestKey(bills?.map((b) => b.pkId).join(',') ?? null);
  const total = (bills ?? []).reduce((s, b) => s + b.accountReceivable, 0);

  const submit = async () => {
    if (!bills) return;
    const { payTime, payWay, photos } = payment;
    const msg = checkBillCollection(
      { receiptDate: payTime, paymentType: payWay, receiptNumber, receiptRemark: remark },
      today,
    );
    if (msg) return void Toast.show({ content: msg });
    const confirmOldDate = await askOldDate(payTime, today);
    if (confirmOldDate === null) return;
    const yes = await Dialog.confirm({
      title: '提示',
      content: BILL_MSG.confirmCollect,
      confirmText: '确定',
      cancelText: '取消',
    });
    if (!yes) return void Toast.show({ content: BILL_MSG.cancelled });
    const out = await save(
      () =>
        collectBills(
          {
            leaseId: props.leaseId,
            bills: bills.map((b) => ({ pkId: b.pkId })),
            paymentType: payWay!,
            receiptDate: payTime,
            receiptNumber: receiptNumber.trim(),
            picture: photos[0] ?? '',
            receiptRemark: remark,
            confirmOldDate,
          },
          requestKey,
        ),
      BILL_MSG.collected,
    );
    if (out) props.onDone(out.receiptNumber);
  };

  return (
    <FormSheet
      visible={bills !== null}
      title="确认收款"
      onClose={props.onClose}
      onConfirm={() => void submit()}
      confirmText="确认收款"
      busy={busy}
    >
      {bills ? (
        <>
          <div className="form-summary">
            {bills.length === 1 ? bills[0]!.costName : `共 ${bills.length} 条账单`} · 应收{' '}
            <strong>{formatFen(total)}</strong>
          </div>
          <PaymentFields value={payment} onChange={(p) => setPayment((x) => ({ ...x, ...p }))} today={today} />
          <Field label="收据编号">
            <Input
              value={receiptNumber}
              onChange={setReceiptNumber}
              placeholder="选填，不填自动生成"
              maxLength={RECEIPT_NUMBER_MAX}
              clearable
            />
          </Field>
          <Field label="备注">
            <TextArea value={remark} onChange={setRemark} placeholder="选填" maxLength={BILL_REMARK_MAX} rows={2} />
          </Field>
        </>
      ) : null}
    </FormSheet>
  );
}
