import { useState } from 'react';
import { Input, TextArea } from 'antd-mobile';
import { yuanToFen } from '../../../sync/rules/common/money';
import { ITEM_PICTURE_LIMIT } from '../../../sync/rules/services/applications-rules';
import { ApartmentPicker } from '../../components/ApartmentPicker';
import { ImageUpload } from '../../components/ImageUpload';
import { DateRangeField, Field, FormSheet, useSave } from '../../components/list';
import { addItem } from './applications-api';

/**
 * 添加申请项 (§2.10 add dialog): apartment, title, bookable dates, price in yuan per hour (sent in fen), details, up to
 * 20 pictures.
 */
export function ItemSheet(props: { apartmentId: string; onClose: () => void; onDone: () => void }) {
  const [f, setF] = useState({
    apartmentId: props.apartmentId,
    title: '',
    startDate: '',
    endDate: '',
    price: '',
    tdesc: '',
    pictures: [] as string[],
  });
  const set =
    <K extends keyof typeof f>(k: K) =>
    (v: (typeof f)[K]) =>
      setF((o) => ({ ...o, [k]: v }));
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, error, save } = useSave();

  const submit = async () => {
    const price = f.price.trim() ? yuanToFen(f.price) : 0;
    const missing = !f.apartmentId
      ? '请选择公寓'
      : !f.title.trim()
        ? '请输入标题'
        : !f.startDate || !f.endDate
          ? '请选择可预约日期'
          : price === null || price < 0
            ? '价格不正确'
            : null;
    setProblem(missing);
    if (missing) return;
    const body = { ...f, title: f.title.trim(), price: price! };
    if (await save(() => addItem(body), '添加成功')) props.onDone();
  };

  return (
    <FormSheet
      visible
      columns
      title="添加申请项"
      onClose={props.onClose}
      onConfirm={() => void submit()}
      confirmText="添加"
      busy={busy}
      error={problem ?? error}
    >
      <Field label="公寓" required>
        <ApartmentPicker value={f.apartmentId} onChange={set('apartmentId')} />
      </Field>
      <Field label="标题" required>
        <Input value={f.title} onChange={set('title')} placeholder="请输入标题" maxLength={50} aria-label="标题" />
      </Field>
      <Field label="可预约日期" required wide>
        <DateRangeField
          value={{ from: f.startDate, to: f.endDate }}
          onChange={(r) => setF((o) => ({ ...o, startDate: r.from, endDate: r.to }))}
          label="可预约日期"
        />
      </Field>
      <Field label="价格（元/小时）">
        <Input value={f.price} onChange={set('price')} placeholder="0.00" inputMode="decimal" aria-label="价格" />
      </Field>
      <Field label="详情" wide>
        <TextArea
          value={f.tdesc}
          onChange={set('tdesc')}
          placeholder="请输入详情"
          maxLength={1000}
          rows={3}
          aria-label="详情"
        />
      </Field>
      <Field label={`图片（最多${ITEM_PICTURE_LIMIT}张）`} wide>
        <ImageUpload value={f.pictures} onChange={set('pictures')} maxCount={ITEM_PICTURE_LIMIT} />
      </Field>
    </FormSheet>
  );
}
