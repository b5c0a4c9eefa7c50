import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button, CascadePicker, DotLoading, Input, Selector, TextArea, Toast } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { PAYMENT_WAYS } from '../../sync/product/catalog';
import { yuanToFen } from '../../sync/rules/common/money';
import {
  BOOKKEEPING_MSG,
  BOOKKEEPING_REMARK_MAX,
  BOOKKEEPING_WAYS,
  checkBookkeeping,
  TALLY_TYPES,
} from '../../sync/rules/bookkeeping/bookkeeping-rules';
import type { BookkeepingCategory } from '../../sync/contract/bookkeeping/bookkeeping';
import { askOldDate } from './confirm-old-date';
import { ImageUpload } from '../components/ImageUpload';
import { PickerButton } from '../components/PickerButton';
import { DateField } from '../components/form/DateField';
import { Field, FormSheet } from '../components/form/FormSheet';
import { useSave } from '../components/form/use-save';
import './bookkeeping.css';
import { addBookkeeping, addOrgBookkeeping, fetchBookkeepingCategories } from './bookkeeping-api';
import { ApartmentPicker } from '../components/ApartmentPicker';

/** The item picker grouped by type (经营收支 › 中介佣金 …). */
function ItemPicker(props: { groups: BookkeepingCategory[]; value: string | null; onChange: (subId: string) => void }) {
  const [open, setOpen] = useState(false);
  const group = props.groups.find((g) => g.items.some((i) => i.subId === props.value));
  const current = group?.items.find((i) => i.subId === props.value);
  const options = props.groups.map((g) => ({
    label: g.superName,
    value: String(g.superId),
    children: g.items.map((i) => ({ label: i.name, value: i.subId })),
  }));
  return (
    <>
      <button type="button" className="field-button" onClick={() => setOpen(true)} aria-label="记账项目">
        <span className={current ? '' : 'field-placeholder'}>
          {current ? `${group!.superName} / ${current.name}` : BOOKKEEPING_MSG.itemRequired}
        </span>
        <DownOutline fontSize={12} />
      </button>
      <CascadePicker
        title="记账项目"
        options={options}
        visible={open}
        value={group && current ? [String(group.superId), current.subId] : []}
        onClose={() => setOpen(false)}
        onConfirm={(v) => {
          const sub = v[1];
          if (typeof sub === 'string') props.onChange(sub);
        }}
        confirmText="确定"
        cancelText="取消"
      />
    </>
  );
}

interface Form {
  tallyType: 0 | 1 | null;
  subId: string | null;
  amount: string;
  paymentDate: string;
  paymentWay: number | null;
  remark: string;
  photos: string[];
}
const EMPTY: Form = {
  tallyType: null,
  subId: null,
  amount: '',
  paymentDate: '',
  paymentWay: null,
  remark: '',
  photos: [],
};

/** 记一笔 (§5 "Add bookkeeping"): submit stays disabled until 收入/支出 is chosen; one photo; the date not in the future. */
export function AddBookkeepingSheet(props: {
  /** The lease's entry (the account view, or /tallyConfig?leaseId). */
  leaseId?: string;
  /** /tallyConfig: sent to the organisation-wide route; without a lease, the apartment ('' the organisation's). */
  orgWide?: boolean;
  visible: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const today = shanghaiToday(Date.now());
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(EMPTY);
  const [apartmentId, setApartmentId] = useState('');
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const { busy, save } = useSave();
  const cats = useQuery({
    queryKey: ['bookkeeping', 'categories'],
    queryFn: fetchBookkeepingCategories,
    enabled: props.visible,
  });
  const wayLabel = form.tallyType === 0 ? '付款方式' : '收款方式';
  const ways = BOOKKEEPING_WAYS.map((value) => ({ label: PAYMENT_WAYS[value], value }));

  const submit = async () => {
    const typed = form.amount.trim();
    // Text that is not an amount counts as a non-positive one ('金额必须大于0'); nothing typed as missing.
    const amount = typed === '' ? null : (yuanToFen(typed) ?? 0);
    const input = {
      tallyType: form.tallyType,
      subId: form.subId,
      amount,
      paymentDate: form.paymentDate,
      paymentWay: form.paymentWay,
      remark: form.remark,
    };
    const msg = checkBookkeeping(input, today);
    if (msg) return void Toast.show({ content: msg });
    const confirmOldDate = await askOldDate(form.paymentDate, today, '记账');
    if (confirmOldDate === null) return;
    const base = { ...input, picture: form.photos[0] ?? '', confirmOldDate };
    const done = await save(
      () =>
        props.orgWide
          ? addOrgBookkeeping({ ...base, leaseId: props.leaseId ?? null, apartmentId: apartmentId || null })
          : addBookkeeping({ ...base, leaseId: props.leaseId ?? '' }),
      BOOKKEEPING_MSG.added,
    );
    if (done) {
      setForm(EMPTY);
      props.onDone();
    }
  };

  return (
    <FormSheet visible={props.visible} title="记一笔" onClose={props.onClose}>
      <Field label="收支类型" required>
        <Selector
          columns={2}
          options={TALLY_TYPES.map((t) => ({ label: t.label, value: t.value }))}
          value={form.tallyType === null ? [] : [form.tallyType]}
          onChange={(v) => set({ tallyType: v.length ? (v[0] as 0 | 1) : null })}
        />
      </Field>
      {props.orgWide && !props.leaseId ? (
        <Field label="所属公寓">
          <ApartmentPicker value={apartmentId || null} onChange={setApartmentId} placeholder="公司（不属于公寓）" />
          {apartmentId ? (
            <Button size="mini" fill="none" color="primary" onClick={() => setApartmentId('')}>
              不属于公寓
            </Button>
          ) : null}
        </Field>
      ) : null}
      <Field label="记账项目" required>
        {cats.isLoading ? (
          <DotLoading />
        ) : cats.isError ? (
          <span className="muted">{(cats.error as Error).message}</span>
        ) : (
          <ItemPicker groups={cats.data ?? []} value={form.subId} onChange={(subId) => set({ subId })} />
        )}
        {props.orgWide ? (
          <Button size="mini" fill="none" color="primary" onClick={() => navigate('/General_5')}>
            自定义项目
          </Button>
        ) : null}
      </Field>
      <Field label="金额（元）" required>
        <Input
          className="bk-amount-input"
          inputMode="decimal"
          placeholder={BOOKKEEPING_MSG.amountRequired}
          value={form.amount}
          onChange={(amount) => set({ amount })}
        />
      </Field>
      <Field label="日期" required>
        <DateField
          value={form.paymentDate}
          onChange={(paymentDate) => set({ paymentDate })}
          placeholder={BOOKKEEPING_MSG.dateRequired}
          max={today}
        />
      </Field>
      <Field label={wayLabel} required>
        <PickerButton
          title={wayLabel}
          className="field-button"
          placeholder={`请选择${wayLabel}`}
          value={form.paymentWay}
          options={ways}
          onChange={(paymentWay) => set({ paymentWay })}
        />
      </Field>
      <Field label="备注">
        <TextArea
          value={form.remark}
          onChange={(remark) => set({ remark })}
          placeholder="选填"
          maxLength={BOOKKEEPING_REMARK_MAX}
          rows={2}
          showCount
        />
      </Field>
      <Field label="凭证">
        <ImageUpload value={form.photos} onChange={(photos) => set({ photos })} maxCount={1} />
      </Field>
      <div className="form-sheet-foot">
        <Button block color="primary" disabled={form.tallyType === null} loading={busy} onClick={() => void submit()}>
          提交
        </Button>
      </div>
    </FormSheet>
  );
}
