/**
 * The signing of a lease on the wire: what POST /api/leases/sign and the offline mutation 'lease.sign' carry (the
 * same zod schema on both sides), and the messages of the server's refusals. Money in fen, dates 'YYYY-MM-DD'.
 */
import { z } from 'zod';

const id = z.string('编号不正确').min(1, '编号不正确').max(40, '编号不正确');
const date = z.string('日期格式不正确').regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式不正确');
const fen = z.number('金额不正确').int('金额不正确').min(0, '金额不正确').max(1_000_000_000, '金额不正确');
const text = (max: number, msg: string) => z.string().trim().max(max, msg);
/** An uploaded file's id (web/lib: the device makes it for offline uploads). */
export const fileIdSchema = z.string('文件编号不正确').regex(/^[A-Za-z0-9_-]{24}$/, '文件编号不正确');

export const signFeeSchema = z.object({
  name: text(20, '费用名称不能超过20个字').min(1, '请填写费用名称'),
  billsType: z.number().int().min(1).max(13),
  amount: fen,
  perPeriod: z.boolean(),
});

export const signLeaseSchema = z.object({
  /** Made by the device (ULID), so an offline signing has its id before the server sees it. */
  leaseId: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, '租约编号不正确'),
  houseId: id,
  contractType: z.union([z.literal(0), z.literal(1)]),
  contractTemplateId: id.nullable(),
  tenant: text(20, '承租人姓名不能超过20个字'),
  sex: z.union([z.literal(0), z.literal(1)]).nullable(),
  phone: text(11, '请输入正确的手机号'),
  idNumberType: z.literal(0),
  idNumber: text(18, '证件号码格式有误！'),
  country: text(20, '国籍不能超过20个字'),
  idCardAddress: text(100, '证件地址不能超过100个字'),
  residentialAddress: text(100, '居住地址不能超过100个字'),
  startDate: date,
  endDate: date,
  rentCost: fen,
  deposit: z.number().int().min(0).max(10),
  depositCost: fen,
  payment: z.number().int().min(1).max(10),
  collectRentType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  collectRentDay: z.number().int(),
  fees: z.array(signFeeSchema).max(20, '其他费用最多20项'),
  fitmentIds: z.array(z.number().int()).max(100),
  remark: z.string().max(2000),
  isTenant: z.union([z.literal(0), z.literal(1)]),
  isSend: z.union([z.literal(0), z.literal(1)]),
  advanceId: id.nullable(),
  isDeduction: z.union([z.literal(0), z.literal(1)]),
  /** ID photos (type 1, at most 3) and other photos (type 0, at most 20). */
  pictures: z.array(z.object({ fileId: fileIdSchema, type: z.union([z.literal(0), z.literal(1)]) })).max(23),
  /** The electronic contract the tenant signed on the device; required for contractType 1. */
  contract: z
    .object({
      plainText: z.string().min(1).max(100_000),
      signatureFileId: fileIdSchema,
      imageFileId: fileIdSchema,
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
      signedAt: z.number().int(),
      /** The contract's date ('YYYY-MM-DD', Asia/Shanghai): the day of signedAt, or the day before across midnight. */
      signDate: date,
    })
    .nullable(),
  /** What the manager saw when filling the form: the room's list rent and the deposit order; a change refuses. */
  basis: z.object({ listRent: fen, advanceId: id.nullable(), advanceCost: fen }),
});

export type SignLeaseInput = z.infer<typeof signLeaseSchema>;

export const SIGN_MSG = {
  roomTaken: '房间已出租或已有待确认的租约，不能签约',
  decoration: '房间装修中，不能签约',
  reservedByOther: '房间已被他人预订，不能签约',
  termsChanged: '房间租金或定金已变更，请核对后重新签约',
  advanceGone: '定金订单已失效，请核对后重新签约',
  needSignature: '电子合同需租客签名',
  contractTampered: '合同内容与签名校验不一致',
  contractMismatch: '合同内容与租约条款不一致，请重新签署',
  fileMissing: '照片或合同文件尚未上传，请联网后重试',
  tooManyIdPhotos: '最多上传3张证件照片',
  tooManyPhotos: '最多上传20张照片',
  duplicateLease: '该租约已提交',
  signed: '签约成功',
} as const;
