import { useState } from 'react';
import { Dialog, TextArea, Toast } from 'antd-mobile';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { formatFen } from '../../sync/rules/common/money';
import { checkCollection, DEPOSIT_MSG, DEPOSIT_REMARK_MAX } from '../../sync/rules/deposits/deposit-rules';
import type { DepositRow } from '../../sync/contract/deposits/deposit-shape';
import { collectDeposit } from './deposits-api';
import { PaymentFields, type PaymentValue } from './PaymentFields';
import { Field, FormSheet, useSave } from '../components/list';
import { askOldDate } from '../accounts/confirm-old-date';
import { useRequestKey } from '../lib/request-key';

/** 确认收款 (§5): date (no future days) and way required, one receipt photo, confirm first. */
export function CollectSheet(props: { row: DepositRow | null; onClose: () => void; onDone: () => void }) {
  const today = shanghaiToday(Date.now());
  const [payment, setPayment] = useState<PaymentValue>({ payTime: '', payWay: null, photos: [] });
  const [remark, setRemark] = useState('');
  const { busy, error, save } = useSave();
  const row = props.row;
  const requestKey = useRequestKey(row?.advanceId ?? null);

  const submit = async () => {
    if (!row) return;
    const { payTime, payWay, photos } = payment;
    const msg = checkCollection(payTime, payWay, today);
    if (msg) return void Toast.show({ content: msg });
    const confirmOldDate = await askOldDate(payTime, today);
    if (confirmOldDate === null) return;
    const yes = await Dialog.confirm({
      title: '提示',
      content: DEPOSIT_MSG.confirmCollect,
      confirmText: '确定',
      cancelText: '取消',
    });
    if (!yes) return void Toast.show({ content: '已取消' });
    if (
      await save(
        () =>
          collectDeposit(
            row.advanceId,
            { payTime, payWay: payWay!, receiptPicture: photos[0] ?? '', remark, confirmOldDate },
            requestKey,
          ),
        '操作成功',
      )
    )
      props.onDone();
  };

  return (
    <FormSheet
      visible={row !== null}
      title="确认收款"
      onClose={props.onClose}
      onConfirm={() => void submit()}
      confirmText="确认收款"
      busy={busy}
      error={error}
    >
      {row ? (
        <>
          <div className="form-summary">
            {row.house} · {row.promiseMan} · 定金 <strong>{formatFen(row.advanceCost)}</strong>
          </div>
          <PaymentFields value={payment} onChange={(p) => setPayment((x) => ({ ...x, ...p }))} today={today} />
          <Field label="备注">
            <TextArea value={remark} onChange={setRemark} placeholder="选填" maxLength={DEPOSIT_REMARK_MAX} rows={2} />
          </Field>
        </>
      ) : null}
    </FormSheet>
  );
}
