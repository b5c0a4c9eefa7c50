import { and, asc, eq, getTableColumns, inArray, type Table } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader } from '../../../api/db/store';
import { listRoles, setRoleActions } from '../../../api/admin/roles';
import { users } from '../../../api/auth/schema';
import { bookBillsPayment, type BillPayment } from '../../../api/bills/book';
import { bills, leaseContracts, leases } from '../../../api/leases/schema';
import { ledgerEntries } from '../../../api/ledger/schema';
import { pictures } from '../../../api/uploads/schema';
import { contractTemplates, financeItems } from '../../../api/settings/schema';
import { permKey } from '../../../sync/product/menu';
import { BILL_PAY, BILL_VALID } from '../../../sync/rules/bills/bill-status';

/**
 * Factories of the lease tests: they make the states a test needs through the domain functions where there is one
 * (collecting bills books them with their ledger entries) and otherwise write the rows in a unit of work of their
 * organisation (a lease marked checked out, a bill voided, a picture row …), so versions and room facts follow.
 */

/** A row with its SQL column names as keys (bills_type, pay_status …), as the tests' assertions read it. */
export type SqlRow = Record<string, any>;

/** Renames a drizzle row's keys to its table's SQL column names. */
export function sqlNamed<T extends Table>(table: T, row: T['$inferSelect']): SqlRow {
  const out: SqlRow = {};
  for (const [key, col] of Object.entries(getTableColumns(table))) out[col.name] = (row as SqlRow)[key];
  return out;
}

/** The stored lease (drizzle row), or throws. */
export async function leaseById(db: Reader, leaseId: string) {
  const [lease] = await db.select().from(leases).where(eq(leases.id, leaseId)).limit(1);
  if (!lease) throw new Error(`no lease ${leaseId}`);
  return lease;
}

/** The lease's bills in plan order (stage, receivable date, then the order they were made). */
export const leaseBills = (db: Reader, leaseId: string) =>
  db
    .select()
    .from(bills)
    .where(eq(bills.leaseId, leaseId))
    .orderBy(asc(bills.stage), asc(bills.receivableDate), asc(bills.id));

/** The lease's ledger entries in the order they were written. */
export const leaseLedger = (db: Reader, leaseId: string) =>
  db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.leaseId, leaseId))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));

type BillPick = (b: typeof bills.$inferSelect) => boolean;

/** The ids of the lease's unpaid valid bills that `pick` selects (default all of them), in plan order. */
const openBillIds = async (db: Reader, leaseId: string, pick: BillPick = () => true) =>
  (await leaseBills(db, leaseId))
    .filter((b) => b.payStatus === BILL_PAY.unpaid && b.validStatus === BILL_VALID.valid && pick(b))
    .map((b) => b.id);

/**
 * Collects bills of a lease as the collection screen does (api/bills/book.ts: paid in full, one ledger entry per bill,
 * one receipt; a lease to be confirmed takes effect with its rent or deposit), in one unit of work. `billIds` default:
 * the bills `pick` selects among the lease's unpaid valid bills (default all of them).
 */
export async function collectLeaseBills(
  db: Db,
  leaseId: string,
  opts: {
    billIds?: string[];
    pick?: BillPick;
    paidAt?: number;
    paymentType?: number;
    operatorId?: string;
  } = {},
) {
  const lease = await leaseById(db, leaseId);
  return db.write(lease.orgId, async (tx) => {
    const ids = opts.billIds ?? (await openBillIds(tx, leaseId, opts.pick));
    const payment: BillPayment = {
      paymentType: opts.paymentType ?? 1,
      paidAt: opts.paidAt ?? tx.now,
      operatorId: opts.operatorId ?? lease.creatorId,
    };
    return bookBillsPayment(tx, tx.now, lease, ids, payment);
  });
}

/** Changes stored fields of a lease (a status reached by a flow the test does not go through), in a unit of its organisation. */
export async function patchLease(
  db: Db,
  leaseId: string,
  patch: Partial<
    Pick<
      typeof leases.$inferInsert,
      'status' | 'settled' | 'checkOutDate' | 'checkOutAt' | 'usableDate' | 'endDate' | 'deletedAt'
    >
  >,
) {
  const lease = await leaseById(db, leaseId);
  await db.write(lease.orgId, (tx) => tx.update(leases).set(patch).where(eq(leases.id, leaseId)));
}

/** Voids bills of a lease (validStatus 1): `billIds`, or the unpaid valid ones `pick` selects (default all). */
export async function voidLeaseBills(db: Db, leaseId: string, opts: { billIds?: string[]; pick?: BillPick } = {}) {
  const lease = await leaseById(db, leaseId);
  await db.write(lease.orgId, async (tx) => {
    const ids = opts.billIds ?? (await openBillIds(tx, leaseId, opts.pick));
    if (ids.length)
      await tx
        .update(bills)
        .set({ validStatus: BILL_VALID.void })
        .where(and(eq(bills.leaseId, leaseId), inArray(bills.id, ids)));
  });
}

/** A picture row (of a room, a template or a lease) as its screens would store it. */
export async function addPictureRow(
  db: Db,
  orgId: string,
  p: { ownerType: string; ownerId: string; url: string; sort?: number; createdAt?: number },
) {
  await db.write(orgId, (tx) =>
    tx.insert(pictures).values({
      id: ulid(),
      orgId,
      ownerType: p.ownerType,
      ownerId: p.ownerId,
      url: p.url,
      sort: p.sort ?? 0,
      createdAt: p.createdAt ?? tx.now,
    }),
  );
}

/** Rewrites the stored text of a lease's signed contract (what tampering with the database would do). */
export async function rewriteSignedContract(db: Db, leaseId: string, change: (plainText: string) => string) {
  const lease = await leaseById(db, leaseId);
  await db.write(lease.orgId, async (tx) => {
    const [stored] = await tx.select().from(leaseContracts).where(eq(leaseContracts.leaseId, leaseId)).limit(1);
    if (!stored) throw new Error(`lease ${leaseId} has no signed contract`);
    await tx
      .update(leaseContracts)
      .set({ plainText: change(stored.plainText) })
      .where(eq(leaseContracts.id, stored.id));
  });
}

/** Contract templates stored as the settings screen would (rows of any organisation, one unit per organisation). */
export async function addContractTemplates(db: Db, rows: (typeof contractTemplates.$inferInsert)[]) {
  for (const orgId of [...new Set(rows.map((r) => r.orgId))]) {
    await db.write(orgId, (tx) => tx.insert(contractTemplates).values(rows.filter((r) => r.orgId === orgId)));
  }
}

/** Marks the organisation's ledger-book item (finance item of kind 2) called `item` usable or not. */
export async function setLedgerItemUsable(db: Db, orgId: string, item: string, usable: boolean) {
  await db.write(orgId, (tx) =>
    tx
      .update(financeItems)
      .set({ isUsable: usable ? 1 : 0 })
      .where(and(eq(financeItems.orgId, orgId), eq(financeItems.kind, 2), eq(financeItems.item, item))),
  );
}

/** The id of the organisation's finance item of `kind` (1 bill, 2 ledger book) called `item`. */
export async function financeItemId(db: Reader, orgId: string, kind: number, item: string): Promise<string> {
  const [row] = await db
    .select({ id: financeItems.id })
    .from(financeItems)
    .where(and(eq(financeItems.orgId, orgId), eq(financeItems.kind, kind), eq(financeItems.item, item)))
    .orderBy(asc(financeItems.sort), asc(financeItems.id))
    .limit(1);
  if (!row) throw new Error(`no finance item ${item}`);
  return row.id;
}

/** The user signed in with `phone` (id, organisation, name). */
export async function userByPhone(db: Reader, phone: string) {
  const [u] = await db
    .select({ id: users.id, orgId: users.orgId, name: users.name })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  if (!u) throw new Error(`no user ${phone}`);
  return u;
}

/** Withdraws permission [g, c] from the organisation's role called `roleName`, through the role screen's function. */
export async function withdrawPermission(db: Db, orgId: string, roleName: string, g: number, c: number) {
  const role = (await listRoles(db, orgId)).find((r) => r.roleName === roleName);
  if (!role) throw new Error(`no role ${roleName}`);
  await setRoleActions(
    db,
    Date.now(),
    orgId,
    role.pkId,
    role.action.filter((a) => a !== permKey([g, c])),
  );
}
