import { index, integer, table, text, uniqueIndex } from '../db/kit';
import { changeColumns, rowColumns } from '../db/columns';

/**
 * A lease (spec part 2 §3 "Lease", §4). Money in fen, business dates 'YYYY-MM-DD' (Asia/Shanghai).
 * status: 0 to be confirmed, 1 signed (in effect), 2 checked out. contractType: 0 paper, 1 electronic.
 */
export const leases = table(
  'leases',
  {
    ...rowColumns(),
    ...changeColumns(),
    /** Human-facing lease code made by the server ('ZY' + date + sequence). */
    leaseCode: text('lease_code').notNull(),
    apartmentId: text('apartment_id').notNull(),
    roomId: text('room_id').notNull(),
    status: integer('status').notNull().default(0),
    contractType: integer('contract_type').notNull().default(0),
    contractTemplateId: text('contract_template_id'),
    tenant: text('tenant').notNull(),
    phone: text('phone').notNull(),
    sex: integer('sex').notNull().default(0),
    idNumberType: integer('id_number_type').notNull().default(0),
    idNumber: text('id_number').notNull().default(''),
    country: text('country').notNull().default('中国'),
    idCardAddress: text('id_card_address').notNull().default(''),
    residentialAddress: text('residential_address').notNull().default(''),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    rentCost: integer('rent_cost').notNull(),
    /** Deposit months (0 = custom amount) and the deposit amount after any deducted advance. */
    deposit: integer('deposit').notNull(),
    depositCost: integer('deposit_cost').notNull(),
    payment: integer('payment').notNull(),
    collectRentType: integer('collect_rent_type').notNull(),
    collectRentDay: integer('collect_rent_day').notNull(),
    /** Other fees: JSON [{name, billsType, amount, perPeriod}]. Fitments: JSON pkId list. */
    otherFees: text('other_fees').notNull().default('[]'),
    fitments: text('fitments').notNull().default('[]'),
    advanceId: text('advance_id'),
    advanceCost: integer('advance_cost').notNull().default(0),
    isDeduction: integer('is_deduction').notNull().default(0),
    /** 0 = the lessee lives in the room (spec: isTenant 0 means the lessee lives in). */
    isTenant: integer('is_tenant').notNull().default(0),
    isSend: integer('is_send').notNull().default(0),
    remark: text('remark').notNull().default(''),
    creatorId: text('creator_id').notNull(),
    signedAt: integer('signed_at').notNull(),
    /** When the lease took effect (status 0 → 1). */
    effectiveAt: integer('effective_at'),
    checkOutAt: integer('check_out_at'),
    /** The business date of the check-out and the date the room is expected to be available again (YYYY-MM-DD). */
    checkOutDate: text('check_out_date'),
    usableDate: text('usable_date'),
    settled: integer('settled').notNull().default(0),
    settledAt: integer('settled_at'),
    deletedAt: integer('deleted_at'),
    /** When the daily job told the apartment's managers the lease is about to expire (once per lease). */
    expiryNotifiedAt: integer('expiry_notified_at'),
    /** The offline mutation that created it (idempotency across retries), when signed through sync. */
    mutationId: text('mutation_id'),
  },
  (t) => [
    /** The lease list's order (newest first, then id): a page reads its rows from the index, nothing sorted. */
    index('leases_org_idx').on(t.orgId, t.createdAt, t.id),
    /** A room's leases; with status and deletedAt the "room has a live lease" test (待登记) reads only the index. */
    index('leases_room_idx').on(t.roomId, t.status, t.deletedAt),
    /**
     * Leases by state: the dashboard's 待确认租约 and 待退房 (status, end date) and the lease list's tabs and their counts
     * (apartment and deletedAt: counted from the index alone).
     */
    index('leases_org_status_idx').on(t.orgId, t.status, t.endDate, t.deletedAt, t.apartmentId),
    index('leases_org_version_idx').on(t.orgId, t.version),
    uniqueIndex('leases_code_idx').on(t.orgId, t.leaseCode),
  ],
);

/** A resident of a lease (spec "Resident/tenant"); the lessee is one of them (isLease 1). */
export const leaseTenants = table(
  'lease_tenants',
  {
    ...rowColumns(),
    leaseId: text('lease_id').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    sex: integer('sex').notNull().default(0),
    idNumberType: integer('id_number_type').notNull().default(0),
    idNumber: text('id_number').notNull().default(''),
    country: text('country').notNull().default('中国'),
    idCardAddress: text('id_card_address').notNull().default(''),
    residentialAddress: text('residential_address').notNull().default(''),
    isLease: integer('is_lease').notNull().default(0),
    /** 0 staying, 1 moved out. */
    dwellStatus: integer('dwell_status').notNull().default(0),
    startDate: text('start_date').notNull(),
    leaveDate: text('leave_date'),
    /** The remaining optional fields of the spec (career, education, emergency contact …) as JSON. */
    extra: text('extra').notNull().default('{}'),
    remark: text('remark').notNull().default(''),
  },
  (t) => [index('lease_tenants_lease_idx').on(t.leaseId)],
);

/** A stage of a lease's bill plan (第N期): its period and receivable date. */
export const billStages = table(
  'bill_stages',
  {
    ...rowColumns(),
    leaseId: text('lease_id').notNull(),
    stage: integer('stage').notNull(),
    stageName: text('stage_name').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    receivableDate: text('receivable_date').notNull(),
  },
  (t) => [index('bill_stages_lease_idx').on(t.leaseId, t.stage)],
);

/**
 * A bill (spec "Bill", §4): payStatus 0 unpaid / 1 paid; validStatus 0 valid, 1 void, 2 bad debt. billsType per
 * sync/catalog.ts BILL_TYPES (1 rent, 12 deposit …). Money in fen.
 */
export const bills = table(
  'bills',
  {
    ...rowColumns(),
    ...changeColumns(),
    leaseId: text('lease_id').notNull(),
    stageId: text('stage_id'),
    stage: integer('stage').notNull(),
    billsType: integer('bills_type').notNull(),
    costName: text('cost_name').notNull(),
    accountReceivable: integer('account_receivable').notNull(),
    receivableDate: text('receivable_date').notNull(),
    amountReceived: integer('amount_received').notNull().default(0),
    receiptDate: integer('receipt_date'),
    paymentType: integer('payment_type'),
    payStatus: integer('pay_status').notNull().default(0),
    validStatus: integer('valid_status').notNull().default(0),
    receiptNumber: text('receipt_number').notNull().default(''),
    receiptRemark: text('receipt_remark').notNull().default(''),
    receiptPicture: text('receipt_picture').notNull().default(''),
    /** Who collected, voided or wrote it off last (user id). */
    operatorId: text('operator_id'),
    /** The bookkeeping or settlement line that made the bill, when it was not made by the bill plan or by hand. */
    sourceType: text('source_type'),
    sourceId: text('source_id'),
    /** When the daily job told the apartment's managers this bill is overdue (once per bill). */
    arrearsNotifiedAt: integer('arrears_notified_at'),
  },
  (t) => [
    index('bills_lease_idx').on(t.leaseId, t.stage),
    index('bills_org_due_idx').on(t.orgId, t.payStatus, t.receivableDate),
    index('bills_org_version_idx').on(t.orgId, t.version),
    /** A collection's bills by its receipt (the unit of work's ledger check, api/effects.ts). */
    index('bills_org_receipt_idx').on(t.orgId, t.receiptNumber),
  ],
);

/**
 * The signed electronic contract of a lease: the canonical text the tenant saw, the signature and the rendered image
 * (picture type 2), with the SHA-256 of exactly what was signed (sync/contract-digest.ts signedContractDigest), the
 * signing time and the operator. Recomputing the digest from the stored text and signature detects any change.
 */
export const leaseContracts = table('lease_contracts', {
  ...rowColumns(),
  leaseId: text('lease_id').notNull().unique(),
  plainText: text('plain_text').notNull(),
  signatureFileId: text('signature_file_id').notNull(),
  imageFileId: text('image_file_id').notNull(),
  sha256: text('sha256').notNull(),
  signedAt: integer('signed_at').notNull(),
  operatorId: text('operator_id').notNull(),
});

/**
 * The check-out of a lease (spec part 2 §3 "Check-out / settlement data", §4): one per lease. `kind` 1 with
 * settlement at once, 0 without (settled later through the same row: `settledAt` set). The settlement lines are JSON
 * [{name, cost, refundStatus 0 refund / 1 deduction / 2 arrears, billsDetailId}], money in fen. `returnCost` is what
 * was paid out to the tenant (0 when nothing), `badDebtCost` what was written off; `pathway` the payout way (no POS).
 */
export const leaseCheckouts = table(
  'lease_checkouts',
  {
    ...rowColumns(),
    leaseId: text('lease_id').notNull(),
    kind: integer('kind').notNull(),
    checkOutDate: text('check_out_date').notNull(),
    usableDate: text('usable_date').notNull(),
    isSend: integer('is_send').notNull().default(1),
    returnCause: text('return_cause').notNull().default(''),
    lines: text('lines').notNull().default('[]'),
    badDebtCost: integer('bad_debt_cost').notNull().default(0),
    returnCost: integer('return_cost').notNull().default(0),
    pathway: integer('pathway'),
    remark: text('remark').notNull().default(''),
    operatorId: text('operator_id').notNull(),
    settledAt: integer('settled_at'),
    settledBy: text('settled_by'),
  },
  (t) => [uniqueIndex('lease_checkouts_lease_uq').on(t.leaseId)],
);
