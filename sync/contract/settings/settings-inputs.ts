/** Request bodies of the settings routes (sync/contract/settings/settings.ts), with the Chinese messages the screens show. */
import { z } from 'zod';
import { BILL_TYPES, FACILITIES, REMOVED_ITEM } from '../../product/catalog';
import {
  checkRentCollection,
  checkServiceLine,
  FREEZE_DAYS,
  FREEZE_DAYS_MSG,
  METER_CATEGORIES,
  SETTINGS_MSG,
  TENANT_SOURCE_MAX,
  TEMPLATE_STATUS,
} from '../../rules/settings/settings';

const MAX_FEN = 100_000_000_00; // ¥100,000,000 — a sane upper bound for any configured amount.
const months = (msg: string) => z.number(msg).int(msg).min(1, msg).max(10, msg);

export const rentDefaultsBody = z
  .object({
    advanceCost: z
      .number('定金金额不正确')
      .int('定金金额不正确')
      .min(0, '定金金额不正确')
      .max(MAX_FEN, '定金金额过大')
      .nullable()
      .default(null),
    deposit: months('押金月数须为1至10个月').nullable().default(null),
    payment: months('付款月数须为1至10个月').nullable().default(null),
    collectRentType: z
      .union([z.literal(0), z.literal(1), z.literal(2)], SETTINGS_MSG.collectTypeRequired)
      .nullable()
      .default(null),
    collectRentDay: z.number('收租日不正确').int('收租日不正确').nullable().default(null),
    sourceType: z.literal(1, '房源类型仅支持集中式').default(1),
  })
  .superRefine((v, ctx) => {
    const wrong = checkRentCollection(v.collectRentType, v.collectRentDay);
    if (wrong) ctx.addIssue({ code: 'custom', message: wrong.message, path: [wrong.field] });
  });

export const defaultItemsBody = z.object({
  items: z
    .array(
      z.object({
        itemType: z
          .number('请选择费用类别')
          .int()
          .refine((t) => t in BILL_TYPES, '请选择费用类别'),
        item: z.string('请填写费用名称').trim().min(1, '请填写费用名称').max(20, '费用名称不能超过20个字'),
        cost: z
          .number('费用金额不正确')
          .int('费用金额不正确')
          .refine((c) => c === REMOVED_ITEM || (c >= 0 && c <= MAX_FEN), '费用金额不正确'),
      }),
      '费用项目格式不正确',
    )
    .max(50, '费用项目不能超过50项'),
});

export const introBody = z.object({
  title: z.string('标题格式不正确').trim().max(30, '标题不能超过30个字').default(''),
  intro: z.string('描述格式不正确').trim().max(2000, '房源描述不能超过2000个字').default(''),
});

export const facilityBody = z.object({
  facility: z
    .array(
      z
        .number()
        .int()
        .refine((id) => FACILITIES.some((f) => f.facilityId === id), '设施不存在'),
      '设施格式不正确',
    )
    .max(FACILITIES.length),
});

export const tenantSourceBody = z.object({
  name: z
    .string(SETTINGS_MSG.tenantSourceRequired)
    .trim()
    .min(1, SETTINGS_MSG.tenantSourceRequired)
    .max(TENANT_SOURCE_MAX, SETTINGS_MSG.tenantSourceTooLong),
});

export const tenantSourcesSaveBody = z.object({
  items: z
    .array(
      z.object({
        tenantConfigId: z.string('类型不存在').min(1).max(40),
        useAble: z.union([z.literal(0), z.literal(1)], '启用状态不正确'),
      }),
    )
    .max(200),
});

export const contractTemplateBody = z.object({
  sceneType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], SETTINGS_MSG.templateSceneRequired),
  name: z
    .string(SETTINGS_MSG.templateNameRequired)
    .trim()
    .min(1, SETTINGS_MSG.templateNameRequired)
    .max(30, '模板名称不能超过30个字'),
  remark: z.string().trim().max(200, '备注不能超过200个字').default(''),
  fileId: z
    .string(SETTINGS_MSG.templateFileRequired)
    .min(1, SETTINGS_MSG.templateFileRequired)
    .max(40, SETTINGS_MSG.templateFileRequired),
});

export const statusBody = z.object({ status: z.literal(Object.values(TEMPLATE_STATUS), '状态不正确') });

export const financeSaveBody = z.object({ usable: z.array(z.string().min(1).max(40)).max(500) });

export const ledgerItemBody = z.object({
  groupId: z.number(SETTINGS_MSG.ledgerGroupInvalid).int(SETTINGS_MSG.ledgerGroupInvalid),
  name: z
    .string(SETTINGS_MSG.ledgerItemRequired)
    .trim()
    .min(1, SETTINGS_MSG.ledgerItemRequired)
    .max(20, SETTINGS_MSG.ledgerItemTooLong),
});

export const meterPricesBody = z.object({
  rows: z
    .array(
      z.object({
        category: z
          .number('类别不正确')
          .int()
          .refine((c) => METER_CATEGORIES.some((m) => m.category === c), '类别不正确'),
        unitPrice: z.number('单价不正确').int('单价最多两位小数').min(0, '单价不能为负数').max(100_000_00, '单价过大'),
        useAble: z.union([z.literal(0), z.literal(1)], '选择状态不正确'),
      }),
      SETTINGS_MSG.notSelected,
    )
    .max(METER_CATEGORIES.length)
    .refine((rows) => new Set(rows.map((r) => r.category)).size === rows.length, '类别重复'),
});

export const meterReceiptBody = z.object({
  receiptDay: z
    .number(SETTINGS_MSG.receiptDayInvalid)
    .int(SETTINGS_MSG.receiptDayInvalid)
    .min(1, SETTINGS_MSG.receiptDayInvalid)
    .max(28, SETTINGS_MSG.receiptDayInvalid),
  receiptType: z.literal(0, '抄表方式不正确').default(0),
});

export const deviceBody = z.object({
  doorLock: z.union([z.literal(0), z.literal(1)], '请选择门锁密码下发方式'),
  /** 0 = auto-freeze ON, 1 = OFF (the spec's inverted meaning). */
  freezeSwitch: z.union([z.literal(0), z.literal(1)], '请选择欠费自动冻结开关'),
  /** 出租后管家可开门 (absent: unchanged). */
  staffOpenRented: z.union([z.literal(0), z.literal(1)], '请选择出租后管家可否开门').optional(),
  freezeDays: z
    .number(FREEZE_DAYS_MSG)
    .int(FREEZE_DAYS_MSG)
    .min(FREEZE_DAYS.min, FREEZE_DAYS_MSG)
    .max(FREEZE_DAYS.max, FREEZE_DAYS_MSG)
    .optional(),
});

export const serviceLineBody = z.object({
  line: z
    .string(SETTINGS_MSG.serviceLineRequired)
    .trim()
    .superRefine((v, ctx) => {
      const msg = checkServiceLine(v);
      if (msg) ctx.addIssue({ code: 'custom', message: msg });
    }),
});

export const orgNameBody = z.object({
  orgName: z
    .string(SETTINGS_MSG.orgNameRequired)
    .trim()
    .min(1, SETTINGS_MSG.orgNameRequired)
    .max(30, SETTINGS_MSG.orgNameTooLong),
});

/** General_4 contract settings: the default contract type of the signing form. */
export const contractSettingsBody = z.object({
  defaultContractType: z.union([z.literal(0), z.literal(1)], '请选择默认合同类型'),
});

/** General_3: `usable=1` lists only the enabled types (what the registration form offers). */
export const tenantSourcesQuery = z.object({ usable: z.string().max(8).optional() });
