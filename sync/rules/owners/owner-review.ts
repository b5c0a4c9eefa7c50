/**
 * Owner-direct rental review rules (spec part 2 §4 "Owner review"), shared by the API (which enforces them) and the
 * review screens (which only offer the allowed buttons).
 */

/** Owner status: 1 passed, anything else not passed. */
export const OWNER_STATUS = { notPassed: 0, passed: 1 } as const;
/** The states as a union type, kept beside their constant for code that types a state. @public */
export type OwnerStatus = (typeof OWNER_STATUS)[keyof typeof OWNER_STATUS];
export const ownerStatusLabel = (status: number | null | undefined) =>
  status === OWNER_STATUS.passed ? '已通过' : '未通过';

/** Owner review: 0 → 1 approves, 1 → 0 rejects. */
export const canApproveOwner = (status: number) => status !== OWNER_STATUS.passed;
export const canRejectOwner = (status: number) => status === OWNER_STATUS.passed;

/** House application state (rooms.apply_state): 1 passed, 2 under review, 3 taken off, anything else not passed. */
export const APPLY_STATE = { notPassed: 0, passed: 1, reviewing: 2, takenOff: 3 } as const;
export type ApplyState = (typeof APPLY_STATE)[keyof typeof APPLY_STATE];
export const APPLY_STATE_TEXT: Record<ApplyState, string> = {
  [APPLY_STATE.notPassed]: '未通过',
  [APPLY_STATE.passed]: '已通过',
  [APPLY_STATE.reviewing]: '审核中',
  [APPLY_STATE.takenOff]: '已下架',
};
export const applyStateLabel = (state: number | null | undefined): string =>
  APPLY_STATE_TEXT[state as ApplyState] ?? APPLY_STATE_TEXT[APPLY_STATE.notPassed];

/** Approve when not passed or under review (a missing state counts as not passed); reject when passed or under review. */
export const canApproveApplication = (state: number | null | undefined) =>
  (state ?? APPLY_STATE.notPassed) === APPLY_STATE.notPassed || state === APPLY_STATE.reviewing;
export const canRejectApplication = (state: number | null | undefined) =>
  state === APPLY_STATE.passed || state === APPLY_STATE.reviewing;

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
