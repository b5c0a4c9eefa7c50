import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader } from '../../../api/db/store';
import { users } from '../../../api/auth/schema';
import { offices, roles, userProjects, userRoles } from '../../../api/admin/schema';
import { apartments, floors, rooms } from '../../../api/houses/schema';
import { pushSubscriptions } from '../../../api/push/schema';
import { depositOrders } from '../../../api/deposits/schema';
import { bills, leaseCheckouts, leases } from '../../../api/leases/schema';
import { ledgerEntries } from '../../../api/ledger/schema';
import { paymentConfigs, paymentOrders, paymentTrades } from '../../../api/payments/schema';
import { jobRuns } from '../../../api/jobs/schema';
import { messages } from '../../../api/messages/schema';
import { sqlNamed, type SqlRow } from './leases';
import { ORDER_PAY, ORDER_SIGN } from '../../../sync/rules/deposits/deposit-rules';

/**
 * Factories and readers of the money tests (payments, bills, check-out, dashboard, daily jobs). Reads come back by
 * their SQL column names (as the assertions read them); a state no flow of the test makes is written in a unit of work
 * of its organisation, so versions and room facts follow as they would in the product.
 */

const orgOfLease = async (db: Reader, leaseId: string) => {
  const [l] = await db.select({ orgId: leases.orgId }).from(leases).where(eq(leases.id, leaseId)).limit(1);
  if (!l) throw new Error(`no lease ${leaseId}`);
  return l.orgId;
};

/** The check-out row of a lease (lease_checkouts), undefined when it was not checked out. */
export async function checkoutOf(db: Reader, leaseId: string): Promise<SqlRow | undefined> {
  const [row] = await db.select().from(leaseCheckouts).where(eq(leaseCheckouts.leaseId, leaseId)).limit(1);
  return row ? sqlNamed(leaseCheckouts, row) : undefined;
}

/** The deposit order of `promiseMan` (the demo's bookers have one each), or the first matching `where`. */
export async function depositOrder(
  db: Reader,
  by: { promiseMan?: string; roomId?: string; paidOpen?: boolean },
): Promise<SqlRow> {
  const [row] = await db
    .select()
    .from(depositOrders)
    .where(
      and(
        by.promiseMan !== undefined ? eq(depositOrders.promiseMan, by.promiseMan) : undefined,
        by.roomId !== undefined ? eq(depositOrders.roomId, by.roomId) : undefined,
        by.paidOpen
          ? and(eq(depositOrders.payStatus, ORDER_PAY.paid), eq(depositOrders.signStatus, ORDER_SIGN.unsigned))
          : undefined,
      ),
    )
    .orderBy(asc(depositOrders.createdAt), asc(depositOrders.id))
    .limit(1);
  if (!row) throw new Error(`no deposit order ${JSON.stringify(by)}`);
  return sqlNamed(depositOrders, row);
}

/** The ledger entries of a source (a deposit order, a bill, a settlement) in the order they were written. */
export async function ledgerOfSource(db: Reader, sourceType: string, sourceId: string): Promise<SqlRow[]> {
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.sourceType, sourceType), eq(ledgerEntries.sourceId, sourceId)))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  return rows.map((e) => sqlNamed(ledgerEntries, e));
}

/** The first cash receipt number of a deposit-order payment in the ledger ('' when none). */
export async function depositReceiptNumber(db: Reader): Promise<string> {
  const rows = await db
    .select({ n: ledgerEntries.receiptNumber })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.sourceType, 'deposit_order'))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  return rows.find((r) => r.n !== '')?.n ?? '';
}

/** A bill by id, by its SQL column names. */
export async function billRow(db: Reader, billId: string): Promise<SqlRow> {
  const [b] = await db.select().from(bills).where(eq(bills.id, billId)).limit(1);
  if (!b) throw new Error(`no bill ${billId}`);
  return sqlNamed(bills, b);
}

/**
 * Changes stored fields of bills of one lease (a state reached by a flow the test does not go through: paid
 * elsewhere, voided, written off, an amount changed), in a unit of its organisation. `patch` may be a function of the
 * bill (e.g. amountReceived = accountReceivable).
 */
export async function patchBills(
  db: Db,
  billIds: string[],
  patch: Partial<typeof bills.$inferInsert> | ((b: typeof bills.$inferSelect) => Partial<typeof bills.$inferInsert>),
) {
  if (billIds.length === 0) return;
  const [first] = await db.select({ orgId: bills.orgId }).from(bills).where(inArray(bills.id, billIds)).limit(1);
  if (!first) throw new Error('no such bills');
  await db.write(first.orgId, async (tx) => {
    for (const b of await tx.select().from(bills).where(inArray(bills.id, billIds))) {
      await tx
        .update(bills)
        .set(typeof patch === 'function' ? patch(b) : patch)
        .where(eq(bills.id, b.id));
    }
  });
}

/** Every bill of a lease matching `pick` (all by default), by id. */
export async function billIdsOf(
  db: Reader,
  leaseId: string,
  pick: (b: typeof bills.$inferSelect) => boolean = () => true,
): Promise<string[]> {
  return (await db.select().from(bills).where(eq(bills.leaseId, leaseId)).orderBy(asc(bills.stage), asc(bills.id)))
    .filter(pick)
    .map((b) => b.id);
}

/** Changes stored fields of leases (status, settled, end date, tombstone …) in a unit of their organisation. */
export async function patchLeases(db: Db, leaseIds: string[], patch: Partial<typeof leases.$inferInsert>) {
  if (leaseIds.length === 0) return;
  const orgId = await orgOfLease(db, leaseIds[0]!);
  await db.write(orgId, (tx) => tx.update(leases).set(patch).where(inArray(leases.id, leaseIds)));
}

/** The leases of an organisation matching `pick`, by id. */
export async function leaseIdsOf(
  db: Reader,
  orgId: string,
  pick: (l: typeof leases.$inferSelect) => boolean,
): Promise<string[]> {
  return (await db.select().from(leases).where(eq(leases.orgId, orgId)).orderBy(asc(leases.id)))
    .filter(pick)
    .map((l) => l.id);
}

/** Changes stored fields of a room (tombstone, flags, template …) in a unit of its organisation. */
export async function patchRoom(db: Db, roomId: string, patch: Partial<typeof rooms.$inferInsert>) {
  const [r] = await db.select({ orgId: rooms.orgId }).from(rooms).where(eq(rooms.id, roomId)).limit(1);
  if (!r) throw new Error(`no room ${roomId}`);
  await db.write(r.orgId, (tx) => tx.update(rooms).set(patch).where(eq(rooms.id, roomId)));
}

/** Changes stored fields of the deposit orders of an apartment, in a unit of its organisation. */
export async function patchApartmentOrders(
  db: Db,
  apartmentId: string,
  patch: Partial<typeof depositOrders.$inferInsert>,
) {
  const [a] = await db
    .select({ orgId: apartments.orgId })
    .from(apartments)
    .where(eq(apartments.id, apartmentId))
    .limit(1);
  if (!a) throw new Error(`no apartment ${apartmentId}`);
  await db.write(a.orgId, (tx) =>
    tx.update(depositOrders).set(patch).where(eq(depositOrders.apartmentId, apartmentId)),
  );
}

/**
 * The payment config of an apartment as the payment settings would store it: created (type 2, both channels, 0.6 %)
 * when missing, then `patch` applied.
 */
export async function setPayConfig(db: Db, apartmentId: string, patch: { payType?: number; disRatioBp?: number } = {}) {
  const [a] = await db
    .select({ orgId: apartments.orgId })
    .from(apartments)
    .where(eq(apartments.id, apartmentId))
    .limit(1);
  if (!a) throw new Error(`no apartment ${apartmentId}`);
  await db.write(a.orgId, async (tx) => {
    const now = tx.now;
    await tx
      .insert(paymentConfigs)
      .values({
        id: `CFG${apartmentId}`.slice(0, 40),
        orgId: a.orgId,
        createdAt: now,
        updatedAt: now,
        apartmentId,
        type: 2,
        payType: 0,
        disRatioBp: 60,
        ...patch,
      })
      .onConflictDoUpdate({
        target: [paymentConfigs.orgId, paymentConfigs.apartmentId],
        set: { ...patch, updatedAt: now },
      });
  });
}

/** Changes every payment config of the organisation (pay type, fee ratio). */
export async function patchPayConfigs(db: Db, orgId: string, patch: { payType?: number; disRatioBp?: number }) {
  await db.write(orgId, (tx) => tx.update(paymentConfigs).set(patch).where(eq(paymentConfigs.orgId, orgId)));
}

/** A payment order (payment_orders) by its order number, by SQL column names. */
export async function paymentOrder(db: Reader, orderNo: string): Promise<SqlRow> {
  const [po] = await db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo)).limit(1);
  if (!po) throw new Error(`no payment order ${orderNo}`);
  return sqlNamed(paymentOrders, po);
}

/** How many payment orders there are. */
export async function paymentOrderCount(db: Reader): Promise<number> {
  const [row] = await db.select({ n: count() }).from(paymentOrders);
  return Number(row!.n);
}

/** Switches a payment order to another registered driver (a test's driver standing for a vendor). */
export async function setPaymentDriver(db: Db, orderNo: string, driver: string) {
  const po = await paymentOrder(db, orderNo);
  await db.write(po.org_id, (tx) => tx.update(paymentOrders).set({ driver }).where(eq(paymentOrders.id, po.id)));
}

/** The sandbox trade (payment_trades) by its trade number. */
export async function sandboxTrade(db: Reader, tradeNo: string): Promise<SqlRow> {
  const [tr] = await db.select().from(paymentTrades).where(eq(paymentTrades.tradeNo, tradeNo)).limit(1);
  if (!tr) throw new Error(`no trade ${tradeNo}`);
  return sqlNamed(paymentTrades, tr);
}

/** Takes every project (and so every apartment) away from the user signed in with `phone`. */
export async function removeProjects(db: Db, phone: string) {
  const [u] = await db.select({ id: users.id, orgId: users.orgId }).from(users).where(eq(users.phone, phone)).limit(1);
  if (!u) throw new Error(`no user ${phone}`);
  await db.write(u.orgId, (tx) => tx.delete(userProjects).where(eq(userProjects.userId, u.id)));
}

/** The daily jobs' run records (job_runs) of `day`, by job name. */
export async function jobRunsOf(db: Reader, day: string): Promise<SqlRow[]> {
  const rows = await db.select().from(jobRuns).where(eq(jobRuns.day, day)).orderBy(asc(jobRuns.job));
  return rows.map((r) => sqlNamed(jobRuns, r));
}

/** Clears an organisation's message centre (the demo's welcome messages, what a job announced before a test). */
export async function clearMessages(db: Db) {
  const orgs = await db.selectDistinct({ orgId: messages.orgId }).from(messages);
  for (const { orgId } of orgs) await db.write(orgId, (tx) => tx.delete(messages).where(eq(messages.orgId, orgId)));
}

/**
 * An extra account of the organisation of `orgPhone` (no password anyone knows): of `userType`, in the project office
 * called `project`, holding the role called `role`, disabled when asked. Returns its id.
 */
export async function addAccount(
  db: Db,
  orgPhone: string,
  phone: string,
  userType: number,
  opts: { project?: string; role?: string; disabled?: boolean } = {},
): Promise<string> {
  const [owner] = await db.select({ orgId: users.orgId }).from(users).where(eq(users.phone, orgPhone)).limit(1);
  if (!owner) throw new Error(`no user ${orgPhone}`);
  const orgId = owner.orgId;
  const id = ulid();
  await db.write(orgId, async (tx) => {
    await tx.insert(users).values({
      id,
      orgId,
      phone,
      passwordHash: 'x',
      userType,
      name: phone,
      nickname: phone,
      isUsable: opts.disabled ? 1 : 0,
      createdAt: 0,
      updatedAt: 0,
    });
    if (opts.project) {
      const [office] = await tx
        .select({ id: offices.id })
        .from(offices)
        .where(and(eq(offices.orgId, orgId), eq(offices.name, opts.project)))
        .limit(1);
      await tx.insert(userProjects).values({ userId: id, officeId: office!.id });
    }
    if (opts.role) {
      const [role] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.orgId, orgId), eq(roles.roleName, opts.role)))
        .limit(1);
      await tx.insert(userRoles).values({ userId: id, roleId: role!.id });
    }
  });
  return id;
}

/** Changes stored fields of the account signed in with `phone` (a tombstone, disabled …). */
export async function patchUser(db: Db, phone: string, patch: Partial<typeof users.$inferInsert>) {
  const [u] = await db.select({ id: users.id, orgId: users.orgId }).from(users).where(eq(users.phone, phone)).limit(1);
  if (!u) throw new Error(`no user ${phone}`);
  await db.write(u.orgId, (tx) => tx.update(users).set(patch).where(eq(users.id, u.id)));
}

/** The phone of a user id. */
export async function phoneOf(db: Reader, userId: string): Promise<string> {
  const [u] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw new Error(`no user ${userId}`);
  return u.phone;
}

/** The message centre's entries (of `title` when given) with their recipient's phone, by SQL column names, in a stable order. */
export async function messagesWithPhone(db: Reader, title?: string): Promise<SqlRow[]> {
  const rows = await db
    .select({
      msg_type: messages.msgType,
      title: messages.title,
      content: messages.content,
      url: messages.url,
      is_read: messages.isRead,
      org_id: messages.orgId,
      phone: users.phone,
      created_at: messages.createdAt,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.userId))
    .where(title === undefined ? undefined : eq(messages.title, title))
    .orderBy(asc(messages.createdAt), asc(users.phone), asc(messages.content));
  return rows.map(({ created_at: _c, ...r }) => r);
}

/** '东湖公寓 3层 301': the room as the notices name it. */
export async function houseTextOf(db: Reader, roomId: string): Promise<string> {
  const [r] = await db
    .select({ name: apartments.name, floor: floors.floor, houseNumber: rooms.houseNumber })
    .from(rooms)
    .innerJoin(floors, eq(floors.id, rooms.floorId))
    .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
    .where(eq(rooms.id, roomId))
    .limit(1);
  if (!r) throw new Error(`no room ${roomId}`);
  return `${r.name} ${r.floor}层 ${r.houseNumber}`;
}

/** Points every push subscription at `endpoint` (a push service that went away). */
export async function movePushEndpoints(db: Db, endpoint: string) {
  const orgs = await db.selectDistinct({ orgId: pushSubscriptions.orgId }).from(pushSubscriptions);
  for (const { orgId } of orgs)
    await db.write(orgId, (tx) =>
      tx.update(pushSubscriptions).set({ endpoint }).where(eq(pushSubscriptions.orgId, orgId)),
    );
}

/** The default bill and ledger items of every organisation (the settings screens make them on first use). */
export async function ensureAllFinanceItems(db: Db, now: number) {
  const { orgs } = await import('../../../api/auth/schema');
  const { ensureFinanceItems } = await import('../../../api/settings/finance-items');
  for (const o of await db.select({ id: orgs.id }).from(orgs).orderBy(asc(orgs.id)))
    await db.write(o.id, (tx) => ensureFinanceItems(tx, now, o.id));
}

/** The bill item (finance item of kind 1) called `item` of the organisation of `orgPhone`: id and bill type. */
export async function billItem(
  db: Reader,
  orgPhone: string,
  item: string,
): Promise<{ id: string; group_type: number }> {
  const { financeItems } = await import('../../../api/settings/schema');
  const [row] = await db
    .select({ id: financeItems.id, group_type: financeItems.groupType })
    .from(financeItems)
    .innerJoin(users, eq(users.orgId, financeItems.orgId))
    .where(and(eq(users.phone, orgPhone), eq(financeItems.kind, 1), eq(financeItems.item, item)))
    .orderBy(asc(financeItems.sort), asc(financeItems.id))
    .limit(1);
  if (!row) throw new Error(`no bill item ${item}`);
  return row;
}

/** Marks a finance item usable or not, as the settings screen would. */
export async function setFinanceItemUsable(db: Db, itemId: string, usable: boolean) {
  const { financeItems } = await import('../../../api/settings/schema');
  const [row] = await db
    .select({ orgId: financeItems.orgId })
    .from(financeItems)
    .where(eq(financeItems.id, itemId))
    .limit(1);
  if (!row) throw new Error(`no finance item ${itemId}`);
  await db.write(row.orgId, (tx) =>
    tx
      .update(financeItems)
      .set({ isUsable: usable ? 1 : 0 })
      .where(eq(financeItems.id, itemId)),
  );
}

/** A check-out row of a lease (lease_checkouts) as a settled check-out would leave it, by the account of `operatorPhone`. */
export async function addCheckoutRow(
  db: Db,
  leaseId: string,
  c: { kind: number; date: string; operatorPhone: string; settledAt: number | null },
) {
  const orgId = await orgOfLease(db, leaseId);
  const [op] = await db.select({ id: users.id }).from(users).where(eq(users.phone, c.operatorPhone)).limit(1);
  await db.write(orgId, (tx) =>
    tx.insert(leaseCheckouts).values({
      id: ulid(),
      orgId,
      createdAt: 0,
      updatedAt: 0,
      leaseId,
      kind: c.kind,
      checkOutDate: c.date,
      usableDate: c.date,
      operatorId: op!.id,
      settledAt: c.settledAt,
    }),
  );
}

/** A bill added to a lease outside its plan (e.g. a utility bill), unpaid, as a meter billing would store it; returns its id. */
export async function addLeaseBill(
  db: Db,
  leaseId: string,
  b: { stage: number; billsType: number; costName: string; accountReceivable: number; receivableDate: string },
) {
  const orgId = await orgOfLease(db, leaseId);
  const id = ulid();
  await db.write(orgId, (tx) =>
    tx.insert(bills).values({ id, orgId, createdAt: tx.now, updatedAt: tx.now, leaseId, ...b }),
  );
  return id;
}

/** A viewing appointment of the apartment called `apartment` at `at` (epoch ms), as the appointment screen stores it. */
export async function addViewing(db: Db, apartment: string, at: number) {
  const { appointments } = await import('../../../api/appointments/schema');
  const [a] = await db
    .select({ id: apartments.id, orgId: apartments.orgId })
    .from(apartments)
    .where(eq(apartments.name, apartment))
    .limit(1);
  if (!a) throw new Error(`no apartment ${apartment}`);
  await db.write(a.orgId, (tx) =>
    tx.insert(appointments).values({
      id: ulid(),
      orgId: a.orgId,
      createdAt: 0,
      updatedAt: 0,
      apartmentId: a.id,
      appointmentType: 0,
      appointmentTime: at,
      linkman: '王看房',
      phone: '13912345678',
    }),
  );
}

/** Marks a room template deleted (a tombstone), as the template screen does. */
export async function deleteTemplate(db: Db, templateId: string, at: number) {
  const { roomTemplates } = await import('../../../api/templates/schema');
  const [tpl] = await db
    .select({ orgId: roomTemplates.orgId })
    .from(roomTemplates)
    .where(eq(roomTemplates.id, templateId))
    .limit(1);
  if (!tpl) throw new Error(`no template ${templateId}`);
  await db.write(tpl.orgId, (tx) =>
    tx.update(roomTemplates).set({ deletedAt: at }).where(eq(roomTemplates.id, templateId)),
  );
}
