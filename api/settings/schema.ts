import { index, integer, table, text, uniqueIndex } from '../db/kit';
import { rowColumns } from '../db/columns';
import { apartments } from '../houses/schema';

/**
 * Per-apartment configuration (spec part 1 §2.12, §3): house defaults (General_2), meter receipt settings
 * (General_6), device config (General_7) and the service line (General_8). One row per apartment, made on the
 * first save; a column left null means "not set yet". Money in fen.
 */
export const apartmentConfigs = table(
  'apartment_configs',
  {
    ...rowColumns(),
    apartmentId: text('apartment_id')
      .notNull()
      .references(() => apartments.id),
    /** House defaults: earnest money (fen), deposit months, payment months, rent-collection rule and day. */
    advanceCost: integer('advance_cost'),
    deposit: integer('deposit'),
    payment: integer('payment'),
    collectRentType: integer('collect_rent_type'),
    collectRentDay: integer('collect_rent_day'),
    /** 1 centralized (the only choice offered), 2 decentralized. */
    sourceType: integer('source_type'),
    /** Default house description and room facilities (ids joined by '_'). */
    title: text('title'),
    intro: text('intro'),
    facility: text('facility'),
    /** Meter receipt: the day of month readings are due (1–28) and its type (0 default). */
    receiptDay: integer('receipt_day'),
    receiptType: integer('receipt_type'),
    /** Door-lock password issue mode: 0 manual, 1 automatic after the first bill is paid. */
    doorLock: integer('door_lock'),
    /** Arrears auto-freeze. Beware the inverted meaning of the spec: 0 = ON (freeze), 1 = OFF. */
    freezeSwitch: integer('freeze_switch'),
    /** 出租后管家可开门: 1 lets staff open a rented room without a reason; unset reads 0 (a reason is required). */
    staffOpenRented: integer('staff_open_rented'),
    /** Days a bill must be overdue before the arrears auto-freeze freezes the tenant's lock users. */
    freezeDays: integer('freeze_days'),
    /** Customer-service phone (mobile or landline). */
    serviceLine: text('service_line'),
  },
  (t) => [
    uniqueIndex('apartment_configs_apartment_uq').on(t.apartmentId),
    index('apartment_configs_org_idx').on(t.orgId),
  ],
);

/** Utility unit price of one category in one apartment (General_6). unitPrice in fen per unit; useAble 1 = selected. */
export const meterPrices = table(
  'meter_prices',
  {
    ...rowColumns(),
    apartmentId: text('apartment_id')
      .notNull()
      .references(() => apartments.id),
    /** Device/meter category: 1 冷水, 2 电, 3 网络费, 4 热水, 5 燃气 (see meter-prices.ts). */
    category: integer('category').notNull(),
    unitPrice: integer('unit_price').notNull().default(0),
    useAble: integer('use_able').notNull().default(0),
  },
  (t) => [
    uniqueIndex('meter_prices_apartment_category_uq').on(t.apartmentId, t.category),
    index('meter_prices_org_idx').on(t.orgId),
  ],
);

/** Tenant-source types offered at tenant registration (General_3). useAble 1 = offered. */
export const tenantSources = table(
  'tenant_sources',
  {
    ...rowColumns(),
    name: text('name').notNull(),
    useAble: integer('use_able').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('tenant_sources_org_name_uq').on(t.orgId, t.name)],
);

/**
 * Bill items (kind 1, groupType = a bill type 1–13) and ledger-book items (kind 2, groupType = a ledger type 14–21)
 * of General_5. Checked items are isUsable 1.
 */
export const financeItems = table(
  'finance_items',
  {
    ...rowColumns(),
    kind: integer('kind').notNull(),
    groupType: integer('group_type').notNull(),
    item: text('item').notNull(),
    isUsable: integer('is_usable').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('finance_items_org_group_item_uq').on(t.orgId, t.kind, t.groupType, t.item)],
);

/** Contract templates (General_4): a server-made number HT-0001, a scene, a stored PDF/DOCX upload, a status. */
export const contractTemplates = table(
  'contract_templates',
  {
    ...rowColumns(),
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    /** 1 新签, 2 续签, 3 退房, 4 转租. */
    sceneType: integer('scene_type').notNull(),
    name: text('name').notNull(),
    remark: text('remark').notNull().default(''),
    /** The id of the stored file (uploads table). */
    fileId: text('file_id').notNull(),
    fileName: text('file_name').notNull().default(''),
    fileMime: text('file_mime').notNull(),
    /** 1 enabled, 0 disabled. */
    status: integer('status').notNull().default(1),
  },
  (t) => [uniqueIndex('contract_templates_org_seq_uq').on(t.orgId, t.seq)],
);

/**
 * Organisation-wide contract settings (General_4 合同模板配置): the signing form's default contract type
 * (0 纸质 — the spec's default —, 1 电子). One row per organisation, made on the first save.
 */
export const contractSettings = table('contract_settings', {
  orgId: text('org_id').primaryKey(),
  defaultContractType: integer('default_contract_type').notNull().default(0),
  updatedAt: integer('updated_at').notNull(),
});
