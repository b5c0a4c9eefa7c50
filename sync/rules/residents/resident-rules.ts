/**
 * Rules of a lease's residents (spec part 2 §2.4, §2.5, §3 "Resident/tenant", §4 "Resident dwell status", §5 "Add
 * resident"), run identically by the add-resident form on the web and by the API. Pure functions only; dates are
 * 'YYYY-MM-DD' (Asia/Shanghai).
 *
 * Decisions (the spec leaves these open):
 * - ID types: 0 居民身份证 (checked with the mainland ID rule of sync/rules/common/id-card.ts, the messages of lease
 *   signing), 1 护照,
 *   2 港澳居民来往内地通行证, 3 台湾居民来往大陆通行证, 4 其他 (letters, digits, brackets and '-', 4–30 characters).
 * - The move-in date must fall within the lease period (a resident cannot move into a room outside its lease).
 * - The optional fields of §3 (birthday, career, census register …) are kept as text; the census register, education,
 *   emergency relation and constellation take one of the catalogue's labels (§9); an emergency phone, when given,
 *   follows the shared phone rule.
 * - Move-out is offered while staying, for the lessee too (§4: only the delete button is disabled for the lessee).
 */
import { dayNumber } from '../common/shanghai-time';
import { isValidIdCard, normalizeIdCard } from '../common/id-card';
import { LEASE_MSG } from '../leases/lease-rules';
import { textLength } from '../templates/template-rules';
import { checkPhone, MSG, PHONE_RE } from '../common/validators';
import type { ResidentExtra } from '../../contract/residents/residents';
import { LEASE_STATUS } from '../leases/lease-status';

export const RESIDENT_MSG = {
  leaseRequired: '请选择租约',
  nameRequired: MSG.nameRequired,
  nameTooLong: '姓名不能超过20个字',
  sexRequired: LEASE_MSG.sexRequired,
  idTypeRequired: LEASE_MSG.idTypeRequired,
  idNumberRequired: LEASE_MSG.idNumberRequired,
  idNumberInvalid: LEASE_MSG.idNumberInvalid,
  countryRequired: LEASE_MSG.countryRequired,
  countryTooLong: '国籍不能超过20个字',
  idCardAddressRequired: '请输入证件地址',
  residentialAddressRequired: '请输入居住地址',
  addressTooLong: '地址不能超过100个字',
  phoneRequired: '请输入手机号',
  startRequired: '请选择入住日期',
  startOutsideLease: '入住日期须在租期内',
  tooManyPhotos: '证件照片最多3张',
  remarkTooLong: '备注不能超过200个字',
  extraTooLong: '填写的内容过长',
  extraOption: '请从选项中选择',
  dateInvalid: '日期格式不正确',
  validReversed: '证件有效期结束日期不能早于开始日期',
  contractTimeInvalid: '合同年限请输入0到99的整数',
  emergencyPhoneInvalid: '请输入正确的紧急联系人手机号',
  duplicate: '该证件号码的住户已在本租约中',
  leaseClosed: '租约已退房，不能再添加或删除住户',
  notFound: '住户不存在或无权查看',
  lesseeUndeletable: '承租人不能删除',
  alreadyMovedOut: '该住户已搬离',
  confirmMoveOut: '确定要搬离吗?',
  confirmDelete: '确定要删除该住户吗?',
  added: '添加成功',
  movedOut: '搬离成功',
  deleted: '删除成功',
  photoMissing: '证件照片不存在，请重新上传',
} as const;

export const RESIDENT_NAME_MAX = 20;
export const RESIDENT_ADDRESS_MAX = 100;
export const RESIDENT_REMARK_MAX = 200;
export const RESIDENT_PHOTO_MAX = 3;
export const EXTRA_TEXT_MAX = 50;
export const HOBBIES_MAX = 100;

/** ID types (§3: 0 = ID card). */
export const ID_TYPES: Record<number, string> = {
  0: '居民身份证',
  1: '护照',
  2: '港澳居民来往内地通行证',
  3: '台湾居民来往大陆通行证',
  4: '其他',
};
export const SEX_TEXT: Record<number, string> = { 0: '男', 1: '女' };
/** lease_tenants.dwell_status (§3): 0 staying, otherwise moved out. */
export const DWELL_STATUS = { staying: 0, movedOut: 1 } as const;
/** The states as a union type, kept beside their constant for code that types a state. @public */
export type DwellStatus = (typeof DWELL_STATUS)[keyof typeof DWELL_STATUS];
export const dwellText = (dwellStatus: number) => (dwellStatus === DWELL_STATUS.staying ? '在住' : '已搬离');

/** Catalogues of §9. */
export const CENSUS_OPTIONS = ['本地', '正式居住证', '暂住'] as const;
export const EDUCATION_OPTIONS = ['博士', '硕士', '本科', '大专', '高中/中专', '高中以下'] as const;
export const RELATION_OPTIONS = ['家人', '朋友', '同学', '同事', '其他'] as const;
export const CONSTELLATIONS = [
  '白羊座',
  '金牛座',
  '双子座',
  '巨蟹座',
  '狮子座',
  '处女座',
  '天秤座',
  '天蝎座',
  '射手座',
  '摩羯座',
  '水瓶座',
  '双鱼座',
] as const;

export const EMPTY_EXTRA: ResidentExtra = {
  birthday: '',
  career: '',
  censusRegister: '',
  contractTime: null,
  education: '',
  hobbiesInterests: '',
  emergencyName: '',
  emergencyPhone: '',
  emergencyRelation: '',
  workUnit: '',
  startContract: '',
  startValid: '',
  endValid: '',
  constellation: '',
};

/** The stored `extra` JSON read back with every key present (unknown keys dropped, bad values blanked). */
export function extraOf(json: string | null | undefined): ResidentExtra {
  let raw: Record<string, unknown> = {};
  try {
    const v = JSON.parse(json || '{}');
    if (v && typeof v === 'object' && !Array.isArray(v)) raw = v as Record<string, unknown>;
  } catch {
    raw = {};
  }
  const out: ResidentExtra = { ...EMPTY_EXTRA };
  for (const k of Object.keys(EMPTY_EXTRA) as (keyof ResidentExtra)[]) {
    const v = raw[k];
    if (k === 'contractTime') out.contractTime = typeof v === 'number' && Number.isInteger(v) ? v : null;
    else if (typeof v === 'string') (out[k] as string) = v;
  }
  return out;
}

/** What the add-resident form sends (besides its pictures). Unchosen numbers are null; unfilled text ''. */
export interface ResidentDraft {
  name: string;
  /** 0 male, 1 female. */
  sex: number | null;
  idNumberType: number | null;
  idNumber: string;
  country: string;
  idCardAddress: string;
  residentialAddress: string;
  phone: string;
  /** Move-in date. */
  startDate: string;
  remark: string;
  extra: ResidentExtra;
}

const blank = (s: string | null | undefined) => !s || !s.trim();

export function isDate(s: string | null | undefined): s is string {
  if (!s || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  try {
    dayNumber(s);
    return true;
  } catch {
    return false;
  }
}

/** The ID number's message for its type (type 0: the mainland ID rule), or null. */
export function checkResidentIdNumber(type: number, idNumber: string): string | null {
  if (blank(idNumber)) return RESIDENT_MSG.idNumberRequired;
  if (type === 0) return isValidIdCard(idNumber) ? null : RESIDENT_MSG.idNumberInvalid;
  return /^[A-Za-z0-9()（）-]{4,30}$/.test(idNumber.trim()) ? null : RESIDENT_MSG.idNumberInvalid;
}

/** The ID number as stored: trimmed; an ID card's trailing x upper-cased. */
export const storedResidentIdNumber = (type: number, idNumber: string) =>
  type === 0 ? normalizeIdCard(idNumber) : idNumber.trim();

const OPTION_FIELDS: [keyof ResidentExtra, readonly string[]][] = [
  ['censusRegister', CENSUS_OPTIONS],
  ['education', EDUCATION_OPTIONS],
  ['emergencyRelation', RELATION_OPTIONS],
  ['constellation', CONSTELLATIONS],
];
const TEXT_FIELDS: (keyof ResidentExtra)[] = ['career', 'emergencyName', 'workUnit'];
const DATE_FIELDS: (keyof ResidentExtra)[] = ['birthday', 'startContract', 'startValid', 'endValid'];

/** The first message the optional fields fail, or null. */
export function checkResidentExtra(e: ResidentExtra): string | null {
  for (const k of TEXT_FIELDS) if (textLength(String(e[k] ?? '')) > EXTRA_TEXT_MAX) return RESIDENT_MSG.extraTooLong;
  if (textLength(e.hobbiesInterests ?? '') > HOBBIES_MAX) return RESIDENT_MSG.extraTooLong;
  for (const [k, options] of OPTION_FIELDS) {
    const v = e[k] as string;
    if (v && !options.includes(v)) return RESIDENT_MSG.extraOption;
  }
  for (const k of DATE_FIELDS) {
    const v = e[k] as string;
    if (v && !isDate(v)) return RESIDENT_MSG.dateInvalid;
  }
  if (e.startValid && e.endValid && dayNumber(e.endValid) < dayNumber(e.startValid)) return RESIDENT_MSG.validReversed;
  if (e.contractTime !== null && (!Number.isInteger(e.contractTime) || e.contractTime < 0 || e.contractTime > 99))
    return RESIDENT_MSG.contractTimeInvalid;
  if (e.emergencyPhone && !PHONE_RE.test(e.emergencyPhone.trim())) return RESIDENT_MSG.emergencyPhoneInvalid;
  return null;
}

/**
 * The first message the add-resident form fails, in screen order (§5): name, sex, ID type, ID number, country, ID
 * address, residential address, phone, move-in date, remark, then the optional fields; null when it may be sent.
 */
export function validateResident(d: ResidentDraft): string | null {
  if (blank(d.name)) return RESIDENT_MSG.nameRequired;
  if (textLength(d.name.trim()) > RESIDENT_NAME_MAX) return RESIDENT_MSG.nameTooLong;
  if (d.sex !== 0 && d.sex !== 1) return RESIDENT_MSG.sexRequired;
  if (d.idNumberType === null || !(d.idNumberType in ID_TYPES)) return RESIDENT_MSG.idTypeRequired;
  const id = checkResidentIdNumber(d.idNumberType, d.idNumber);
  if (id) return id;
  if (blank(d.country)) return RESIDENT_MSG.countryRequired;
  if (textLength(d.country.trim()) > 20) return RESIDENT_MSG.countryTooLong;
  if (blank(d.idCardAddress)) return RESIDENT_MSG.idCardAddressRequired;
  if (textLength(d.idCardAddress.trim()) > RESIDENT_ADDRESS_MAX) return RESIDENT_MSG.addressTooLong;
  if (blank(d.residentialAddress)) return RESIDENT_MSG.residentialAddressRequired;
  if (textLength(d.residentialAddress.trim()) > RESIDENT_ADDRESS_MAX) return RESIDENT_MSG.addressTooLong;
  if (blank(d.phone)) return RESIDENT_MSG.phoneRequired;
  const phone = checkPhone(d.phone);
  if (phone) return phone;
  if (!isDate(d.startDate)) return RESIDENT_MSG.startRequired;
  if (textLength(d.remark ?? '') > RESIDENT_REMARK_MAX) return RESIDENT_MSG.remarkTooLong;
  return checkResidentExtra(d.extra);
}

/** The move-in date must fall within the lease period. */
export function checkMoveInDate(startDate: string, lease: { startDate: string; endDate: string }): string | null {
  const d = dayNumber(startDate);
  return d < dayNumber(lease.startDate) || d > dayNumber(lease.endDate) ? RESIDENT_MSG.startOutsideLease : null;
}

/** Residents may be added to or deleted from a lease to be confirmed (0) or signed (1), not a checked-out one. */
export const residentsEditable = (lease: { status: number }) =>
  lease.status === LEASE_STATUS.toConfirm || lease.status === LEASE_STATUS.signed;

/** §4: move-out only while staying (the lessee too). */
export const canMoveOut = (r: { dwellStatus: number }) => r.dwellStatus === DWELL_STATUS.staying;
/** §4: delete disabled for the lessee. */
export const canDeleteResident = (r: { isLease: number }) => r.isLease !== 1;
