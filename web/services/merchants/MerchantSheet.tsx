import { useState } from 'react';
import { Input, TextArea } from 'antd-mobile';
import { fenToYuan, yuanToFen } from '../../../sync/rules/common/money';
import { MERCHANT_PICTURES_MAX } from '../../../sync/rules/services/merchants-rules';
import { ApartmentPicker } from '../../components/ApartmentPicker';
import { ImageUpload } from '../../components/ImageUpload';
import { PickerButton } from '../../components/PickerButton';
import { Field, FormSheet, useSave } from '../../components/list';
import { saveMerchant, type MerchantRow } from './merchants-api';
import { useCategoryOptions, useGenreOptions } from './use-merchant-types';

/** Kilometres typed ('1.25') as metres; null when it is not a distance. */
const kmToMetres = (km: string) => (/^\d{1,4}(\.\d{1,3})?$/.test(km.trim()) ? Math.round(Number(km) * 1000) : null);

/**
 * 添加商家 / 编辑 (§2.12 add dialog): apartment, name, avatar, intro, type and its subdivision, address, minimum delivery
 * amount (yuan, sent in fen), distance (km, sent in metres), discounts, phone, up to 20 promotional pictures, remark.
 */
export function MerchantSheet(props: {
  row: MerchantRow | null;
  apartmentId: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const r = props.row;
  const [f, setF] = useState({
    apartmentId: r?.gyId ?? props.apartmentId,
    shopName: r?.shopName ?? '',
    shopImage: r?.shopImage ? [r.shopImage] : [],
    intro: r?.intro ?? '',
    genreId: r?.genreId ?? '',
    subdivide: r?.subdivide ?? '',
    address: r?.address ?? '',
    money: r ? fenToYuan(r.deliveryMoney) : '',
    km: r ? String(r.distance / 1000) : '',
    discounts: r?.discounts ?? '',
    phone: r?.phone ?? '',
    picture: r?.picture ?? [],
    remark: r?.remark ?? '',
  });
  const set =
    <K extends keyof typeof f>(k: K) =>
    (v: (typeof f)[K]) =>
      setF((o) => ({ ...o, [k]: v }));
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, error, save } = useSave();
  const genres = useGenreOptions();
  const categories = useCategoryOptions(f.genreId);

  const submit = async () => {
    const deliveryMoney = f.money.trim() ? yuanToFen(f.money) : 0;
    const distance = f.km.trim() ? kmToMetres(f.km) : 0;
    const missing = !f.apartmentId
      ? '请选择公寓'
      : !f.shopName.trim()
        ? '请输入商家名称'
        : !f.genreId
          ? '请选择商家类型'
          : deliveryMoney === null || deliveryMoney < 0
            ? '起送金额不正确'
            : distance === null
              ? '距离不正确'
              : null;
    setProblem(missing);
    if (missing) return;
    const body = {
      apartmentId: f.apartmentId,
      shopName: f.shopName.trim(),
      shopImage: f.shopImage[0] ?? '',
      intro: f.intro,
      genreId: f.genreId,
      subdivide: f.subdivide || null,
      address: f.address,
      deliveryMoney: deliveryMoney!,
      distance: distance!,
      discounts: f.discounts,
      picture: f.picture,
      remark: f.remark,
      phone: f.phone,
    };
    if (await save(() => saveMerchant(r?.shopId ?? null, body), r ? '修改成功' : '添加成功')) props.onDone();
  };

  const text = (k: 'shopName' | 'address' | 'discounts' | 'phone' | 'remark', label: string, max: number) => (
    <Input value={f[k]} onChange={set(k)} placeholder={`请输入${label}`} maxLength={max} aria-label={label} />
  );
  return (
    <FormSheet
      visible
      columns
      title={r ? `编辑 · ${r.shopName}` : '添加商家'}
      onClose={props.onClose}
      onConfirm={() => void submit()}
      confirmText={r ? '保存' : '添加'}
      busy={busy}
      error={problem ?? error}
    >
      <Field label="公寓" required>
        <ApartmentPicker value={f.apartmentId} onChange={set('apartmentId')} />
      </Field>
      <Field label="商家名称" required>
        {text('shopName', '商家名称', 30)}
      </Field>
      <Field label="商家类型" required>
        <PickerButton
          title="商家类型"
          className="field-button"
          value={f.genreId || null}
          options={genres}
          onChange={(v) => setF((o) => ({ ...o, genreId: v, subdivide: '' }))}
          placeholder="请选择商家类型"
        />
      </Field>
      <Field label="细分">
        <PickerButton
          title="细分"
          className="field-button"
          value={f.subdivide || null}
          options={[{ label: '不细分', value: '' }, ...categories]}
          onChange={set('subdivide')}
          placeholder={f.genreId ? '请选择细分' : '请先选择商家类型'}
          disabled={!f.genreId}
        />
      </Field>
      <Field label="起送金额（元）">
        <Input value={f.money} onChange={set('money')} placeholder="0.00" inputMode="decimal" aria-label="起送金额" />
      </Field>
      <Field label="距离（km）">
        <Input value={f.km} onChange={set('km')} placeholder="0.5" inputMode="decimal" aria-label="距离" />
      </Field>
      <Field label="电话">{text('phone', '电话', 20)}</Field>
      <Field label="优惠">{text('discounts', '优惠', 200)}</Field>
      <Field label="地址" wide>
        {text('address', '地址', 100)}
      </Field>
      <Field label="简介" wide>
        <TextArea
          value={f.intro}
          onChange={set('intro')}
          placeholder="请输入简介"
          maxLength={200}
          rows={2}
          aria-label="简介"
        />
      </Field>
      <Field label="头像" wide>
        <ImageUpload value={f.shopImage} onChange={set('shopImage')} maxCount={1} />
      </Field>
      <Field label={`宣传图片（最多${MERCHANT_PICTURES_MAX}张）`} wide>
        <ImageUpload value={f.picture} onChange={set('picture')} maxCount={MERCHANT_PICTURES_MAX} />
      </Field>
      <Field label="备注" wide>
        {text('remark', '备注', 200)}
      </Field>
    </FormSheet>
  );
}
