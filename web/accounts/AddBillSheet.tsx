import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Input, TextArea, Toast } from 'antd-mobile';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { yuanToFen } from '../../sync/rules/common/money';
import { BILL_MSG, BILL_REMARK_MAX, checkAddBill, earliestAddBillDate } from '../../sync/rules/bills/bill-rules';
import { ImageUpload } from '../components/ImageUpload';
import { PickerButton } from '../components/PickerButton';
import { DateField } from '../components/form/DateField';
import { Field, FormSheet } from '../components/form/FormSheet';
import { useSave } from '../components/form/use-save';
import { addBill, fetchBillItems } from './accounts-api';
import type { BillStage } from '../../sync/contract/bills/bills';

const NEW_STAGE = '__new__';

/**
 * 添加账单 (§5): item, amount, stage and receivable date required (请选择账单项目, 请输收款金额, 请选择账期, 请选择日期),
 * the date not before yesterday; a remark and one photo. The stage is an existing one or a new one after the last.
 */
export function AddBillSheet(props: {
  leaseId: string;
  stages: BillStage[];
  visible: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const today = shanghaiToday(Date.now());
  const items = useQuery({
    queryKey: ['bills', 'items'],
    queryFn: fetchBillItems,
    enabled: props.visible,
    staleTime: 60_000,
  });
  const [subId, setSubId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [stageKey, setStageKey] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const [remark, setRemark] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const { busy, save } = useSave();

  const itemOptions = (items.data ?? []).flatMap((g) =>
    g.configVos.map((i) => ({ label: `${g.superName} · ${i.item}`, value: i.pkId, superId: g.billsType })),
  );
  const numbered = props.stages.filter((s) => s.stage > 0);
  const nextStage = numbered.reduce((m, s) => Math.max(m, s.stage), 0) + 1;
  const stageOptions = [
    ...numbered
      .filter((s) => s.billsId)
      .map((s) => ({ label: `${s.stageName}（${s.startDate} 至 ${s.endDate}）`, value: s.billsId! })),
    { label: `新账期：第${nextStage}期`, value: NEW_STAGE },
  ];

  const submit = async () => {
    const fen = amount.trim() ? yuanToFen(amount) : null;
    const form = {
      subId,
      accountReceivable: amount.trim() && fen === null ? -1 : fen,
      billsId: stageKey && stageKey !== NEW_STAGE ? stageKey : null,
      stage: stageKey === NEW_STAGE ? nextStage : null,
      receivableDate: date || null,
      receiptRemark: remark,
    };
    const msg = checkAddBill(form, today);
    if (msg) return void Toast.show({ content: msg });
    const superId = itemOptions.find((o) => o.value === subId)?.superId ?? 0;
    const out = await save(
      () =>
        addBill({
          leaseId: props.leaseId,
          subId: subId!,
          superId,
          accountReceivable: fen!,
          billsId: form.billsId,
          stage: form.stage,
          receivableDate: date,
          receiptRemark: remark,
          receiptPicture: photos[0] ?? '',
        }),
      BILL_MSG.added,
    );
    if (out) props.onDone();
  };

  return (
    <FormSheet
      visible={props.visible}
      title="添加账单"
      onClose={props.onClose}
      onConfirm={() => void submit()}
      confirmText="添加"
      busy={busy}
    >
      <Field label="账单项目" required>
        <PickerButton
          title="账单项目"
          className="field-button"
          placeholder={BILL_MSG.itemRequired}
          value={subId}
          options={itemOptions}
          onChange={setSubId}
        />
      </Field>
      <Field label="收款金额(元)" required>
        <Input
          value={amount}
          onChange={setAmount}
          placeholder={BILL_MSG.amountRequired}
          inputMode="decimal"
          clearable
        />
      </Field>
      <Field label="账期" required>
        <PickerButton
          title="账期"
          className="field-button"
          placeholder={BILL_MSG.stageRequired}
          value={stageKey}
          options={stageOptions}
          onChange={setStageKey}
        />
      </Field>
      <Field label="应收日期" required>
        <DateField
          value={date}
          onChange={setDate}
          placeholder={BILL_MSG.dateRequired}
          min={earliestAddBillDate(today)}
        />
      </Field>
      <Field label="备注">
        <TextArea value={remark} onChange={setRemark} placeholder="选填" maxLength={BILL_REMARK_MAX} rows={2} />
      </Field>
      <Field label="图片">
        <ImageUpload value={photos} onChange={setPhotos} maxCount={1} />
      </Field>
    </FormSheet>
  );
}
