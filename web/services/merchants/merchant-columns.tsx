import { Image, Tag } from 'antd-mobile';
import { kmText, MERCHANT_STATUS_LABEL, type MerchantStatus } from '../../../sync/rules/services/merchants-rules';
import type { Column, FilterField } from '../../components/list';
import type { MerchantFilters, MerchantRow } from './merchants-api';

const STATUS_COLOR: Record<MerchantStatus, string> = { 0: 'success', 1: 'warning', 2: 'default' };
export const STATUS_OPTIONS = ([0, 1, 2] as const).map((s) => ({ label: MERCHANT_STATUS_LABEL[s], value: String(s) }));

/** /businessCircle's filters: apartment, name, type (the organisation's types), status. */
export const merchantFilters = (types: { label: string; value: string }[]): FilterField<keyof MerchantFilters>[] => [
  { kind: 'apartment', key: 'apartmentId', label: '全部公寓' },
  { kind: 'text', key: 'name', label: '商家名称', max: 30 },
  { kind: 'select', key: 'genreId', label: '商家类型', all: '全部类型', options: types },
  { kind: 'select', key: 'status', label: '状态', all: '全部状态', options: STATUS_OPTIONS },
];

export function MerchantStatusTag({ status }: { status: number }) {
  const s = status as MerchantStatus;
  return (
    <Tag color={STATUS_COLOR[s] ?? 'default'} fill="outline">
      {MERCHANT_STATUS_LABEL[s] ?? status}
    </Tag>
  );
}

/** §2.12 list: avatar, name, intro, type, address, minimum delivery, distance, discounts, pictures, remark, subdivision, status. */
export const MERCHANT_COLUMNS: Column<MerchantRow>[] = [
  {
    title: '头像',
    value: () => '',
    only: 'screen',
    card: 'hidden',
    render: (r) =>
      r.shopImage ? (
        <Image src={r.shopImage} width={40} height={40} fit="cover" alt={`${r.shopName} 头像`} />
      ) : (
        <span className="merchant-avatar">{r.shopName.slice(0, 1)}</span>
      ),
  },
  { title: '商家名称', value: (r) => r.shopName, card: 'title' },
  { title: '状态', value: (r) => r.statusName, render: (r) => <MerchantStatusTag status={r.status} />, card: 'status' },
  { title: '公寓', value: (r) => r.gyName },
  { title: '商家类型', value: (r) => r.genreIdName },
  { title: '细分', value: (r) => r.subdivideName },
  { title: '简介', value: (r) => r.intro, card: 'wide' },
  { title: '地址', value: (r) => r.address, card: 'wide' },
  { title: '起送金额', value: (r) => r.deliveryMoney, money: true },
  { title: '距离', value: (r) => kmText(r.distance) },
  { title: '优惠', value: (r) => r.discounts },
  { title: '宣传图片', value: (r) => r.picture.length, render: (r) => `${r.picture.length}张` },
  { title: '电话', value: (r) => r.phone },
  { title: '评价', value: (r) => r.reviewCount },
  { title: '备注', value: (r) => r.remark, card: 'wide' },
];
