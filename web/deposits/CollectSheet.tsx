import { useState } from 'react';
import { Dialog, TextArea, Toast } from 'antd-mobile';
import { shanghaiToday } from '../../sync/board-status';
import { formatFen } from '../../sync/money';
import { checkCollection, DEPOSIT_MSG, DEPOSIT_REMARK_MAX } from '../../sync/deposit-rules';
import { ImageUpload } from '../components/ImageUpload';
import { collectDeposit, type DepositRow } from './deposits-api';
import { DateField } from './DateField';
import { PayWayPicker } from './PayWayPicker';
import { Field, Sheet } from './Sheet';

/** 确认收款 (§5): date (no future days) and way required, one receipt photo, confirm first. */
export function CollectSheet(props: { row: DepositRow | null; onClose: () => void; onDone: () => void }) {
  const today = shanghaiToday(Date.now());
  const [payTime, setPayTime] = useState('');
  const [payWay, setPayWay] = useState<number | null>(null);
  const [photos, setPhotos] = useState<string[]>([]);
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const row = props.row;

  const submit = async () => {
    if (!row) return;
    const msg = checkCollection(payTime, payWay, today);
    if (msg) return void Toast.show({ content: msg });
    const yes = await Dialog.confirm({ title: '提示', content: DEPOSIT_MSG.confirmCollect, confirmText: '确定', cancelText: '取消' });
    if (!yes) return void Toast.show({ content: '已取消' });
    setBusy(true);
    try {
      await collectDeposit(row.advanceId, { payTime, payWay: payWay!, receiptPicture: photos[0] ?? '', remark });
      Toast.show({ icon: 'success', content: '操作成功' });
      props.onDone();
    } catch (e) {
      Toast.show({ icon: 'fail', content: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Sheet visible={row !== null} title="确认收款" onClose={props.onClose} onConfirm={() => void submit()} confirmText="确认收款" busy={busy}>
      {row ? (
        <>
          <div className="deposit-summary">
            {row.house} · {row.promiseMan} · 定金 <strong>{formatFen(row.advanceCost)}</strong>
          </div>
          <Field label="收款日期" required>
            <DateField value={payTime} onChange={setPayTime} placeholder="请选择应收款日期" max={today} />
          </Field>
          <Field label="收款方式" required>
            <PayWayPicker value={payWay} onChange={setPayWay} />
          </Field>
          <Field label="收款凭证">
            <ImageUpload value={photos} onChange={setPhotos} maxCount={1} />
          </Field>
          <Field label="备注">
            <TextArea value={remark} onChange={setRemark} placeholder="选填" maxLength={DEPOSIT_REMARK_MAX} rows={2} />
          </Field>
        </>
      ) : null}
    </Sheet>
  );
}
