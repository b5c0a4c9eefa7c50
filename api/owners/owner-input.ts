import { z } from 'zod';
import { checkPhone, MSG } from '../../sync/rules/common/validators';
import { checkIdCard, normalizeIdCard } from '../../sync/rules/common/id-card';
import { checkBankCard, normalizeBankCard, OWNER_PHOTO_MAX } from '../../sync/rules/owners/owner-review';
import { UPLOAD_URL_RE } from './photos';

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

/** The owner edit form (part 1 §2.10, §3 "Owner edit"). */
export const ownerInput = z.object({
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

export const checkInput = z.object({
  status: z.union([z.literal(0), z.literal(1)], { error: '审核状态不正确（1 通过，0 驳回）' }),
});
