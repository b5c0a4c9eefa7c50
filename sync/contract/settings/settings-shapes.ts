/** The replies of the settings routes (spec part 1 §2.12, §5): what each 通用配置 screen reads and saves. */
import { z } from 'zod';
import { fen, flag, id, int, ms, obj } from '../kit';

/** General_1: the organisation's display name (the boss edits it) and the product's fixed page size. */
export const systemConfig = obj({ orgName: z.string(), pageSize: int, canEditName: z.boolean() });
export type SystemConfig = z.infer<typeof systemConfig>;

/** General_2: the house defaults of an apartment, read by the template form; nulls and empties when unset. */
export const houseDefaults = obj({
  /** Earnest money. */
  advanceCost: fen.nullable(),
  /** Deposit months and payment months (押N付M). */
  deposit: int.nullable(),
  payment: int.nullable(),
  collectRentType: int.nullable(),
  collectRentDay: int.nullable(),
  /** 1 centralized. */
  sourceType: int.nullable(),
  /** Default other amounts; removed (-100) entries are never stored. */
  items: z.array(obj({ costId: id, item: z.string(), cost: fen, itemType: int })),
  title: z.string(),
  intro: z.string(),
  /** Facility ids joined by '_' ('' when unset). */
  facility: z.string(),
});
export type HouseDefaults = z.infer<typeof houseDefaults>;

/** General_3: a tenant-source type (1 enabled, 0 disabled). */
export const tenantSource = obj({ tenantConfigId: id, name: z.string(), useAble: int });
export type TenantSource = z.infer<typeof tenantSource>;

/** General_4: the signing form's default contract type, 0 纸质合同 (default) or 1 电子合同. */
export const contractSettings = obj({ defaultContractType: flag });
export type ContractSettings = z.infer<typeof contractSettings>;

/** General_4: a contract template (number HT-0001 …, scene, stored PDF/DOCX, status 1 enabled / 0 disabled). */
export const contractTemplate = obj({
  templateId: id,
  number: z.string(),
  sceneType: int,
  sceneName: z.string(),
  name: z.string(),
  remark: z.string(),
  createdAt: ms,
  status: int,
  fileName: z.string(),
  fileMime: z.string(),
  fileUrl: z.string(),
});
export type ContractTemplate = z.infer<typeof contractTemplate>;

/** A stored contract template file, to name in the template being added. */
export const uploadedTemplateFile = obj({ fileId: id, url: z.string(), mime: z.string(), fileName: z.string() });
export type UploadedTemplateFile = z.infer<typeof uploadedTemplateFile>;

/** General_5: the items of one bill type (1–13) or ledger type (14–21; groupId repeats it), usable or not. */
export const financeGroup = obj({
  billsType: int,
  groupId: int,
  superName: z.string(),
  configVos: z.array(obj({ pkId: id, item: z.string(), isUsable: int })),
});
export type FinanceGroup = z.infer<typeof financeGroup>;

/** A ledger sub-item just added under its group. */
export const ledgerItem = obj({ pkId: id, groupId: int, item: z.string(), isUsable: int });
export type LedgerItem = z.infer<typeof ledgerItem>;

/** General_6: a utility's unit price in an apartment, one per METER_CATEGORIES entry. */
export const meterPriceRow = obj({
  category: int,
  name: z.string(),
  unit: z.string(),
  /** Fen per unit; null when never set. */
  unitPrice: fen.nullable(),
  /** 1 selected (charged in this apartment), 0 not. */
  useAble: int,
  /** 1 when a price row was saved for this category. */
  isExist: int,
});
export type MeterPriceRow = z.infer<typeof meterPriceRow>;

/** General_6: the day meter readings are due (1–28, null unset) and the reading mode (0 default). */
export const meterReceipt = obj({ receiptId: id.nullable(), receiptDay: int.nullable(), receiptType: int });
export type MeterReceipt = z.infer<typeof meterReceipt>;

/**
 * General_7: doorLock 0 manual / 1 after the first bill is paid; freezeSwitch INVERTED: 0 auto-freeze on, 1 off;
 * staffOpenRented 1 lets staff open a rented room without a reason; freezeDays: days overdue before the freeze.
 */
export const deviceConfig = obj({
  apartmentId: id,
  doorLock: int,
  freezeSwitch: int,
  staffOpenRented: int,
  freezeDays: int,
});
export type DeviceConfig = z.infer<typeof deviceConfig>;

/** General_8: the customer-service phone of an apartment ('' when unset). */
export const serviceLine = obj({ apartmentId: id, line: z.string() });
export type ServiceLine = z.infer<typeof serviceLine>;
