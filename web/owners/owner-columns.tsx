import type { ApplicationRow, OwnerHouseRow, OwnerRow } from '../../sync/contract/owners/owners';
import { IFBANK_CARD_LABEL } from '../../sync/rules/owners/owner-review';
import { shanghaiMinute } from '../../sync/rules/common/shanghai-time';
import type { Column } from '../components/list';
import { StateTag, StatusTag } from './review-ui';

const roomOf = (r: { apartmentName: string; houseNumber: string }) => `${r.apartmentName} ${r.houseNumber}`;

/** The owner's review (已通过 / 未通过; 未登记 before an owner is recorded). */
const ownerReview = <R extends { status: number | null; statusLabel: string }>(
  title: string,
  card?: Column<R>['card'],
): Column<R> => ({
  title,
  value: (r) => r.statusLabel,
  render: (r) => <StatusTag status={r.status} label={r.statusLabel} />,
  card,
});

/** The house's review state (已通过, 审核中, 已下架, 未通过), in a card's head. */
const houseState = <R,>(title: string, of: (r: R) => { state: number; label: string }): Column<R> => ({
  title,
  value: (r) => of(r).label,
  render: (r) => <StateTag state={of(r).state} label={of(r).label} />,
  card: 'status',
});

/** 业主审核: the owners, ID numbers masked by the server. */
export const OWNER_COLUMNS: Column<OwnerRow>[] = [
  { title: '业主', value: (r) => r.name, card: 'title' },
  ownerReview('状态', 'status'),
  { title: '手机号', value: (r) => r.phone },
  { title: '房间', value: roomOf },
  { title: '身份证号', value: (r) => r.identityCard },
  { title: '收款银行卡', value: (r) => r.receivingCard },
  { title: '申请时间', value: (r) => shanghaiMinute(r.gmtCreate) },
];

/** 房源审核: the owner-direct house applications. */
export const APPLICATION_COLUMNS: Column<ApplicationRow>[] = [
  { title: '房间', value: roomOf, card: 'title' },
  houseState('状态', (r) => ({ state: r.state, label: r.stateLabel })),
  { title: '业主', value: (r) => r.name },
  { title: '手机号', value: (r) => r.phone },
  { title: '身份证号', value: (r) => r.identityCard },
  { title: '收款银行卡', value: (r) => `${r.receivingCard}（${IFBANK_CARD_LABEL[r.bankCard] ?? '-'}）` },
  { title: '周边', value: (r) => r.nearby, card: 'wide' },
  { title: '申请时间', value: (r) => shanghaiMinute(r.gmtCreate) },
];

/** 业主直租房源: every owner-direct room with its owner ('-' before one is recorded). */
export const OWNER_HOUSE_COLUMNS: Column<OwnerHouseRow>[] = [
  { title: '房间', value: roomOf, card: 'title' },
  houseState('房源状态', (r) => ({ state: r.applyState, label: r.applyStateLabel })),
  { title: '租金', value: (r) => r.rentCost, money: true },
  { title: '出租', value: (r) => (r.isRent === 1 ? '已出租' : '未出租') },
  { title: '业主', value: (r) => r.ownerName },
  ownerReview('业主审核'),
  { title: '手机号', value: (r) => r.phone },
  { title: '身份证号', value: (r) => r.identityCard },
];
