import { useState } from 'react';
import { Input, TextArea, Toast } from 'antd-mobile';
import { formatFen, yuanToFen } from '../../sync/rules/common/money';
import { BILL_MSG, BILL_REMARK_MAX, checkBillEdit, checkBillRemark } from '../../sync/rules/bills/bill-rules';
import { PAYMENT_WAYS } from '../../sync/product/catalog';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { Field, FormSheet } from '../components/form/FormSheet';
import { useSave } from '../components/form/use-save';
import { fenInput } from '../settings/shared';
import { editBill, remarkBill } from './accounts-api';
import { BILL_PAY } from '../../sync/rules/bills/bill-status';
import type { BillRow } from '../../sync/contract/bills/bills';

/** 修改应收金额 (amount and remark) or 修改备注 (remark only) of one bill. */
export function BillEditSheet(props: {
  bill: BillRow | null;
  mode: 'edit' | 'remark';
  onClose: () => void;
  onDone: () => void;
}) {
  const b = props.bill;
  const [amount, setAmount] = useState(fenInput(b?.accountReceivable));
  const [remark, setRemark] = useState(b?.receiptRemark ?? '');
  const { busy, save } = useSave();
  const submit = async () => {
    if (!b) return;
    if (props.mode === 'remark') {
      const msg = checkBillRemark(remark);
      if (msg) return void Toast.show({ content: msg });
      if (await save(() => remarkBill({ billsDetailId: b.pkId, receiptRemark: remark }), BILL_MSG.edited))
        props.onDone();
      return;
    }
    const fen = amount.trim() ? yuanToFen(amount) : null;
    const msg =
      amount.trim() && fen === null
        ? BILL_MSG.amountPositive
        : checkBillEdit({ accountReceivable: fen, receiptRemark: remark });
    if (msg) return void Toast.show({ content: msg });
    if (
      await save(
        () => editBill({ billsDetailId: b.pkId, accountReceivable: fen!, receiptRemark: remark }),
        BILL_MSG.edited,
      )
    )
      props.onDone();
  };
  return (
    <FormSheet
      visible={b !== null}
      title={props.mode === 'edit' ? '修改应收金额' : '修改备注'}
      onClose={props.onClose}
      onConfirm={() => void submit()}
      busy={busy}
    >
      {b ? (
        <>
          <div className="form-summary">
            {b.costName} · 第{b.stage}期 · 应收日 {b.receivableDate}
          </div>
          {props.mode === 'edit' ? (
            <Field label="应收金额(元)" required>
              <Input
                value={amount}
                onChange={setAmount}
                placeholder={BILL_MSG.amountRequired}
                inputMode="decimal"
                clearable
              />
            </Field>
          ) : null}
          <Field label="备注">
            <TextArea value={remark} onChange={setRemark} placeholder="选填" maxLength={BILL_REMARK_MAX} rows={3} />
          </Field>
        </>
      ) : null}
    </FormSheet>
  );
}

/** 账单详情: every field of one bill. */
export function BillDetailsSheet(props: {
  bill: BillRow | null;
  onClose: () => void;
  onPrint: (receiptNumber: string) => void;
}) {
  const b = props.bill;
  const rows: [string, string][] = b
    ? [
        ['账单项目', b.costName],
        ['账期', b.stage > 0 ? `第${b.stage}期` : '其他账单'],
        ['应收金额', formatFen(b.accountReceivable)],
        ['应收日期', b.receivableDate],
        ['状态', b.statusText + (b.overdueDays > 0 ? ` · 逾期${b.overdueDays}天` : '')],
        ['实收金额', b.payStatus === BILL_PAY.paid ? formatFen(b.amountReceived) : '-'],
        ['收款日期', b.receiptDate ? shanghaiToday(b.receiptDate) : '-'],
        ['收款方式', b.paymentType !== null ? (PAYMENT_WAYS[b.paymentType] ?? '-') : '-'],
        ['收据编号', b.receiptNumber || '-'],
        ['备注', b.receiptRemark || '-'],
      ]
    : [];
  return (
    <FormSheet visible={b !== null} title="账单详情" onClose={props.onClose}>
      {b ? (
        <div className="account-details">
          {rows.map(([k, v]) => (
            <div key={k} className="account-details-row">
              <span>{k}</span>
              <span>{v}</span>
            </div>
          ))}
          {b.receiptPicture ? <img className="account-details-photo" src={b.receiptPicture} alt="收款凭证" /> : null}
          {b.payStatus === BILL_PAY.paid && b.receiptNumber ? (
            <button type="button" className="account-link" onClick={() => props.onPrint(b.receiptNumber)}>
              打印收据
            </button>
          ) : null}
        </div>
      ) : null}
    </FormSheet>
  );
}
