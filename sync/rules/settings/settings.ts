/** Constants and rules of the General configuration screens (spec part 1 §2.12, §5, §9) shared by web and api. */
import { checkPhone } from '../common/validators';

export const SETTINGS_MSG = {
  noApartment: '请先创建公寓',
  contractTemplateMissing: '合同模板不存在',
  notSelected: '尚未选择',
  serviceLineInvalid: '请输入正确的客服电话',
  serviceLineRequired: '请输入客服电话',
  tenantSourceRequired: '请输入类型名称',
  tenantSourceTooLong: '类型名称不能超过20个字',
  tenantSourceDuplicate: '该类型已存在',
  ledgerItemRequired: '请输入子项目名称',
  ledgerItemTooLong: '子项目名称不能超过20个字',
  ledgerItemDuplicate: '该子项目已存在',
  ledgerGroupInvalid: '请选择主项目',
  orgNameRequired: '请输入机构名称',
  orgNameTooLong: '机构名称不能超过30个字',
  templateNameRequired: '请输入模板名称',
  templateSceneRequired: '请选择场景类型',
  templateFileRequired: '请上传模板文件',
  templateFileType: '只能上传 PDF 或 Word（docx）格式的合同模板',
  templateFileTooLarge: '合同模板文件不能超过 10MB',
  receiptDayInvalid: '抄表日须为每月1至28日',
  collectTypeRequired: '请选择收租方式',
  collectDayRequired: '请填写收租日',
  collectAheadRange: '提前收租天数须为0至30天',
  collectDayRange: '固定收租日须为每月1至28号',
  saved: '保存成功',
  updated: '修改成功',
  added: '添加成功',
} as const;

/**
 * The rent collection of the house defaults (General_2): the rule (0 N days in advance, 1 and 2 a fixed day of the
 * month) and its day are both unset or both set, the day within the rule's range. The wrong field and its message, or
 * null when fine.
 */
export function checkRentCollection(
  type: number | null,
  day: number | null,
): { field: 'collectRentType' | 'collectRentDay'; message: string } | null {
  if (type === null)
    return day === null ? null : { field: 'collectRentType', message: SETTINGS_MSG.collectTypeRequired };
  if (day === null) return { field: 'collectRentDay', message: SETTINGS_MSG.collectDayRequired };
  if (type === 0)
    return day < 0 || day > 30 ? { field: 'collectRentDay', message: SETTINGS_MSG.collectAheadRange } : null;
  return day < 1 || day > 28 ? { field: 'collectRentDay', message: SETTINGS_MSG.collectDayRange } : null;
}

/** Fixed page size of the product (part 1 §9): shown on General_1, used by every list. */
export const PAGE_SIZE = 10;

/** Utility categories of General_6: the device types of part 4 §9 plus gas. unitPrice is fen per unit. */
export const METER_CATEGORIES = [
  { category: 1, name: '冷水', unit: '吨' },
  { category: 2, name: '电', unit: '度' },
  { category: 3, name: '网络费', unit: '月' },
  { category: 4, name: '热水', unit: '吨' },
  { category: 5, name: '燃气', unit: '立方米' },
] as const;

/** Contract template scenes (General_4). */
export const CONTRACT_SCENES: Record<number, string> = { 1: '新签', 2: '续签', 3: '退房', 4: '转租' };

/** contract_templates.status (General_4): 1 enabled (offered when signing), 0 disabled. */
export const TEMPLATE_STATUS = { disabled: 0, enabled: 1 } as const;
export type TemplateStatus = (typeof TEMPLATE_STATUS)[keyof typeof TEMPLATE_STATUS];
export const TEMPLATE_STATUS_TEXT: Record<TemplateStatus, string> = {
  [TEMPLATE_STATUS.disabled]: '停用',
  [TEMPLATE_STATUS.enabled]: '启用',
};
/** Any status but enabled reads 停用; the toggle switches to the other one. */
export const templateStatusText = (status: number) =>
  TEMPLATE_STATUS_TEXT[status === TEMPLATE_STATUS.enabled ? TEMPLATE_STATUS.enabled : TEMPLATE_STATUS.disabled];
export const otherTemplateStatus = (status: number): TemplateStatus =>
  status === TEMPLATE_STATUS.enabled ? TEMPLATE_STATUS.disabled : TEMPLATE_STATUS.enabled;

/** Default tenant-source types seeded for every organisation (General_3). */
export const DEFAULT_TENANT_SOURCES = ['线下门店', '58同城', '贝壳', '自如', '朋友介绍', '老租客转介绍'] as const;

export const TENANT_SOURCE_MAX = 20;

/** Arrears auto-freeze (General_7): days a bill must be overdue, within these bounds, by default 7. */
export const FREEZE_DAYS = { min: 1, max: 90, default: 7 } as const;
export const FREEZE_DAYS_MSG = `欠费冻结天数须为${FREEZE_DAYS.min}到${FREEZE_DAYS.max}天`;

/** Door-lock password issue modes (General_7). */
export const DOOR_LOCK_MODES: Record<number, string> = { 0: '手动下发', 1: '首笔账单支付后自动下发' };

/** Mainland mobile (the shared rule), a landline with area code (0571-88888888, 010-1234567, optional extension) or a 400/800 line. */
const LANDLINE_RE = /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/;
const HOTLINE_RE = /^[48]00-?\d{3}-?\d{4}$/;

/** Returns the Chinese message for a bad service line, or null when it is fine. */
export function checkServiceLine(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  if (!v) return SETTINGS_MSG.serviceLineRequired;
  return checkPhone(v) === null || LANDLINE_RE.test(v) || HOTLINE_RE.test(v) ? null : SETTINGS_MSG.serviceLineInvalid;
}
