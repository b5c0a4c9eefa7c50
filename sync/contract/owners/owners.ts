/**
 * The contract of /api/owners (spec part 1 §2.10, part 2 §2.9, §4 "Owner review"): an owner-direct room with its
 * owner, the owner edit form, the owner and house-application review lists and their approve/reject, and every
 * owner-direct room. Full identity numbers and document photos only in the room and owner details; list rows mask them.
 */
import { z } from 'zod';
import { route } from '../route';
import { fen, flag, id, int, ms, obj, page, pageQuery } from '../kit';
import { checkPhone, MSG, UPLOAD_URL_RE } from '../../rules/common/validators';
import { checkIdCard, normalizeIdCard } from '../../rules/common/id-card';
import { checkBankCard, normalizeBankCard, OWNER_PHOTO_MAX, OWNER_STATUS } from '../../rules/owners/owner-review';

const ruled = (check: (v: string) => string | null, fallback: string) =>
  z.string({ error: fallback }).superRefine((v, ctx) => {
    const msg = check(v);
    if (msg) ctx.addIssue({ code: 'custom', message: msg });
  });

const photoList = (label: string, max: number) =>
  z
    .array(z.string({ error: `${label}地址不正确` }).regex(UPLOAD_URL_RE, `${label}地址不正确`), {
      error: `${label}格式不正确`,
    })
    .max(max, `${label}最多上传${max}张`)
    .default([]);

/** The owner edit form (part 1 §2.10, §3 "Owner edit"): photos are upload addresses. */
const ownerInput = z.object({
  name: z.string({ error: MSG.nameRequired }).trim().min(1, MSG.nameRequired).max(20, '姓名不能超过20个字'),
  identityCard: ruled(checkIdCard, '请输入正确的身份证号').transform(normalizeIdCard),
  phone: ruled(checkPhone, MSG.phoneRequired).transform((v) => v.trim()),
  receivingCard: ruled(checkBankCard, '请输入正确的银行卡号').transform(normalizeBankCard),
  ifbankCard: z.union([z.literal(0), z.literal(1)], { error: '请选择银行卡用途（0 租金，1 物业费）' }),
  sfzPicture: photoList('身份证照片', OWNER_PHOTO_MAX.sfzPicture),
  yhkPicture: photoList('银行卡照片', OWNER_PHOTO_MAX.yhkPicture),
  fczPicture: photoList('房产证照片', OWNER_PHOTO_MAX.fczPicture),
});
export type OwnerInput = z.infer<typeof ownerInput>;

/** Approve (1 = OWNER_STATUS / APPLY_STATE passed) or reject (0 = not passed) an owner or a house application. */
const checkInput = z.object({
  status: z.literal([OWNER_STATUS.notPassed, OWNER_STATUS.passed], { error: '审核状态不正确（1 通过，0 驳回）' }),
});

const photos = z.array(z.string());

/** The owner of a room in full (the room's details): identity number whole, document photos by kind. */
const ownerFull = obj({
  id,
  name: z.string(),
  identityCard: z.string(),
  phone: z.string(),
  receivingCard: z.string(),
  /** The bank card's use: 0 rent, 1 property fee. */
  ifbankCard: flag,
  status: int,
  statusLabel: z.string(),
  gmtCreate: ms,
  sfzPicture: photos,
  yhkPicture: photos,
  fczPicture: photos,
});

/** An owner-direct room with its owner (null when none recorded). */
export const ownerRoom = obj({
  houseId: id,
  apartmentId: id,
  apartmentName: z.string(),
  floor: int,
  houseNumber: z.string(),
  type: int,
  groupType: int,
  applyState: int,
  applyStateLabel: z.string(),
  intro: z.string(),
  nearby: z.string(),
  owner: ownerFull.nullable(),
});
export type OwnerRoom = z.infer<typeof ownerRoom>;

/** A row of the owner review list: identity number masked. */
export const ownerRow = obj({
  id,
  name: z.string(),
  phone: z.string(),
  receivingCard: z.string(),
  identityCard: z.string(),
  ifbankCard: flag,
  status: int,
  statusLabel: z.string(),
  gmtCreate: ms,
  houseId: id,
  houseNumber: z.string(),
  apartmentId: id,
  apartmentName: z.string(),
});
export type OwnerRow = z.infer<typeof ownerRow>;

/** One owner with the photos of the ID card, the bank card and the property certificate. */
export const ownerDetail = ownerRow.extend({ identityPhoto: photos, bankPhoto: photos, fczPicture: photos });
export type OwnerDetail = z.infer<typeof ownerDetail>;

/** A row of the house application list: an owner-direct room with its owner's application. */
const applicationRow = obj({
  houseId: id,
  houseNumber: z.string(),
  apartmentId: id,
  apartmentName: z.string(),
  floor: int,
  state: int,
  stateLabel: z.string(),
  ownerId: id,
  name: z.string(),
  phone: z.string(),
  receivingCard: z.string(),
  identityCard: z.string(),
  /** The bank card's use: 0 rent, 1 property fee. */
  bankCard: flag,
  intro: z.string(),
  nearby: z.string(),
  gmtCreate: ms,
});
export type ApplicationRow = z.infer<typeof applicationRow>;

/** A row of every owner-direct room, with its owner if recorded ('' and null otherwise; statusLabel '未登记'). */
const ownerHouseRow = obj({
  houseId: id,
  houseNumber: z.string(),
  apartmentId: id,
  apartmentName: z.string(),
  floor: int,
  rentCost: fen,
  isRent: int,
  applyState: int,
  applyStateLabel: z.string(),
  ownerId: id.nullable(),
  ownerName: z.string(),
  phone: z.string(),
  identityCard: z.string(),
  status: int.nullable(),
  statusLabel: z.string(),
});
export type OwnerHouseRow = z.infer<typeof ownerHouseRow>;

const pageOnly = z.object(pageQuery);

export const owners = {
  room: route({ method: 'GET', path: '/api/owners/rooms/:houseId', reply: ownerRoom }),
  /** Creates or updates the room's owner; answers the room as saved. */
  saveRoom: route({ method: 'PUT', path: '/api/owners/rooms/:houseId', body: ownerInput, reply: ownerRoom }),
  owners: route({ method: 'GET', path: '/api/owners/owners', query: pageOnly, reply: page(ownerRow) }),
  owner: route({ method: 'GET', path: '/api/owners/owners/:id', reply: ownerDetail }),
  checkOwner: route({
    method: 'POST',
    path: '/api/owners/owners/:id/check',
    body: checkInput,
    reply: obj({ id, status: int, statusLabel: z.string() }),
  }),
  applications: route({
    method: 'GET',
    path: '/api/owners/applications',
    query: pageOnly,
    reply: page(applicationRow),
  }),
  checkApplication: route({
    method: 'POST',
    path: '/api/owners/applications/:houseId/check',
    body: checkInput,
    reply: obj({ houseId: id, state: int, stateLabel: z.string() }),
  }),
  houses: route({ method: 'GET', path: '/api/owners/houses', query: pageOnly, reply: page(ownerHouseRow) }),
};
