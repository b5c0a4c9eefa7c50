/**
 * The two state columns of a bill (spec part 2 §3 "Bill", §4 "Bill status"), named once for the API, the screens and
 * the tests. A bill is collected when payStatus is paid; an unpaid bill is void or bad debt by its validStatus, else
 * not collected. The labels of a bill and of a stage are derived in sync/rules/leases/lease-status.ts
 * (billStatusText, stageStatusText). A leaf module: the lease, bill and settlement rules all import it.
 */

/** bills.pay_status: 0 unpaid, 1 paid (collected). */
export const BILL_PAY = { unpaid: 0, paid: 1 } as const;
/** The states as a union type, kept beside their constant for code that types a state. @public */
export type BillPayStatus = (typeof BILL_PAY)[keyof typeof BILL_PAY];

/** bills.valid_status: 0 valid, 1 void (作废), 2 bad debt (坏账). */
export const BILL_VALID = { valid: 0, void: 1, badDebt: 2 } as const;
/** The states as a union type, kept beside their constant for code that types a state. @public */
export type BillValidStatus = (typeof BILL_VALID)[keyof typeof BILL_VALID];
