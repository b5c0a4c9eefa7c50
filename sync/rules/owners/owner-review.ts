/**
 * Owner-direct rental review rules (spec part 2 §4 "Owner review"), shared by the API (which enforces them) and the
 * review screens (which only offer the allowed buttons).
 */

/** Owner status: 1 passed, anything else not passed. */
export const OWNER_STATUS = { notPassed: 0, passed: 1 } as const;
export const ownerStatusLabel = (status: number | null | undefined) => (status === 1 ? '已通过' : '未通过');

/** Owner review: 0 → 1 approves, 1 → 0 rejects. */
export const canApproveOwner = (status: number) => status !== OWNER_STATUS.passed;
export const canRejectOwner = (status: number) => status === OWNER_STATUS.passed;

/** House application state (rooms.apply_state): 1 passed, 2 under review, 3 taken off, anything else not passed. */
export const APPLY_STATE = { notPassed: 0, passed: 1, reviewing: 2, takenOff: 3 } as const;
export function applyStateLabel(state: number | null | undefined): string {
  if (state === 1) return '已通过';
  if (state === 2) return '审核中';
  if (state === 3) return '已下架';
  return '未通过';
}

/** Approve when state 0 or 2 (a missing state counts as 0); reject when 1 or 2. */
export const canApproveApplication = (state: number | null | undefined) => (state ?? 0) === 0 || state === 2;
export const canRejectApplication = (state: number | null | undefined) => state === 1 || state === 2;

/** Bank settlement of an owner (part 1 §9): 0 rent, 1 property fee. */
export const IFBANK_CARD_LABEL: Record<number, string> = { 0: '租金', 1: '物业费' };
/** A stored bank card use as the 0/1 the form and the replies carry (anything but 1 is rent). */
export const ifbankCardOf = (stored: number): 0 | 1 => (stored === 1 ? 1 : 0);

/** Bank card numbers: 12 to 19 digits (spaces typed for readability are dropped). */
export const BANK_CARD_MSG = '请输入正确的银行卡号';
export const normalizeBankCard = (value: string) => value.replace(/\s+/g, '');
export function checkBankCard(value: string | null | undefined): string | null {
  return /^\d{12,19}$/.test(normalizeBankCard(value ?? '')) ? null : BANK_CARD_MSG;
}

/** Owner document photos: the `pictures.ownerType` of each kind and how many each may hold. */
export const OWNER_PHOTO_TYPES = { sfzPicture: 'owner_sfz', yhkPicture: 'owner_yhk', fczPicture: 'owner_fcz' } as const;
export const OWNER_PHOTO_MAX = { sfzPicture: 2, yhkPicture: 2, fczPicture: 6 } as const;
export type OwnerPhotoField = keyof typeof OWNER_PHOTO_TYPES;
