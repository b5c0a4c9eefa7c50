import { refundApplications } from '../../api/finance/refunds/schema';
import { REFUND_APP } from '../../sync/rules/finance/refund-rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, exists, gt, gte, isNotNull, isNull, lt, notExists, or, type SQL } from 'drizzle-orm';
import { makeHarness, type Harness } from './harness';
import { appointments } from '../../api/appointments/schema';
import { apartments, rooms } from '../../api/houses/schema';
import { locks, lockUsers } from '../../api/hardware/locks/schema';
import { accessDevices, accessGrants } from '../../api/hardware/access/schema';
import { simDoorNotices, simDoors } from '../../api/hardware/access/connector/simulator/schema';
import { FREEZE_SOURCE, LOCK_FROZEN, LOCK_USER_KIND } from '../../sync/rules/hardware/lock-rules';
import { bills, leaseCheckouts, leases, leaseTenants } from '../../api/leases/schema';
import { ledgerEntries } from '../../api/ledger/schema';
import { roomStatusOf } from '../../sync/rules/board/room-facts';
import { STATUS } from '../../sync/rules/board/board-status';
import { shanghaiMidnight, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { SEED_CLOCK } from '../support/databases';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { DWELL_STATUS } from '../../sync/rules/residents/resident-rules';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { notices } from '../../api/notices/schema';
import { NOTICE_KIND, NOTICE_STATUS } from '../../sync/rules/notices/notice-rules';
import { repairs, repairTypes } from '../../api/repairs/schema';
import { REPAIR_STATUS } from '../../sync/rules/repairs/repair-status';
import { merchantReviews, merchants, shopCategories } from '../../api/services/merchants/schema';
import { communityPosts, postComments, postLikes } from '../../api/services/posts/schema';
import { MERCHANT_STATUS } from '../../sync/rules/services/merchants-rules';
import { POST_REVIEW } from '../../sync/rules/services/posts-rules';
import { applicationItems, onlineApplications } from '../../api/services/applications/schema';
import { complaints } from '../../api/services/complaints/schema';
import { APPLICATION_STATUS } from '../../sync/rules/services/applications-rules';
import { COMPLAINT_STATUS } from '../../sync/rules/services/complaints-rules';
import { notifyOrgSettings, tenantMessages } from '../../api/notify/schema';
import { DEMO_ROBOT } from '../../api/notify/seed';
import { DEMO_TENANT_TOKEN } from '../../api/tenant/seed';
import { tenantHeaders } from './factories/tenant';
import { DEMO_STAFF } from '../../api/admin/staff-seed';

/**
 * The running-lease demo that `npm start` seeds (the API tests start without it): leases in every state, with bills
 * paid, unpaid, overdue, voided and written off, residents and check-outs, all made through the product's own
 * signing, collection and check-out functions, so the money in the ledger adds up.
 */
describe('the running-lease demo', () => {
  const today = shanghaiToday(SEED_CLOCK);
  let h: Harness;
  beforeAll(async () => {
    h = await makeHarness({ runningLeases: true });
  }, 120_000); // the running-lease demo takes a while to build on a busy machine
  // The leases of the demo's year of money (api/seed/finance-history.ts) were signed before today, those of the running
  // leases and their check-outs today: the counts below are of the latter (test/api/demo-finance-history.test.ts has
  // the former).
  const ofToday = gte(leases.signedAt, shanghaiMidnight(today));
  const countOf = async (
    table: typeof leases | typeof bills | typeof leaseTenants | typeof appointments,
    where: SQL | undefined,
  ) => (await h.db.select({ n: count() }).from(table).where(where))[0]!.n;

  it('sets 示例公寓’s group robot and welcomes two tenants of leases in effect in their inbox, one read', async () => {
    const [robot] = await h.db.select().from(notifyOrgSettings);
    expect(robot).toMatchObject({ robotKind: 'wecom', robotWebhook: DEMO_ROBOT });
    const inbox = await h.db
      .select({ m: tenantMessages, status: leases.status })
      .from(tenantMessages)
      .innerJoin(leases, eq(leases.id, tenantMessages.leaseId))
      .where(eq(tenantMessages.title, '欢迎使用租客页面'));
    expect(inbox).toHaveLength(2);
    expect(inbox.every((x) => x.status === LEASE_STATUS.signed && x.m.orgId === robot!.orgId)).toBe(true);
    expect(inbox.filter((x) => x.m.readAt !== null)).toHaveLength(1);
  });

  it('files repairs in every state on leases in effect of each apartment, under the apartment’s own types', async () => {
    const rows = await h.db
      .select({ r: repairs, typeApartment: repairTypes.apartmentId, leaseStatus: leases.status })
      .from(repairs)
      .innerJoin(repairTypes, eq(repairTypes.id, repairs.typeId))
      .innerJoin(leases, eq(leases.id, repairs.leaseId));
    for (const name of ['东湖公寓', '西城公寓']) {
      const [apt] = await h.db.select().from(apartments).where(eq(apartments.name, name));
      const here = rows.filter((x) => x.r.apartmentId === apt!.id);
      expect(new Set(here.map((x) => x.r.status))).toEqual(new Set(Object.values(REPAIR_STATUS)));
    }
    expect(rows.every((x) => x.typeApartment === x.r.apartmentId && x.leaseStatus === LEASE_STATUS.signed)).toBe(true);
    const completed = rows.filter((x) => x.r.status === REPAIR_STATUS.completed);
    expect(completed.every((x) => x.r.completedAt !== null)).toBe(true);
  });

  it('has bookable items with bookings in each state, and complaints with and without replies, in each apartment', async () => {
    const demo = or(eq(apartments.name, '东湖公寓'), eq(apartments.name, '西城公寓'));
    const apts = await h.db.select({ id: apartments.id }).from(apartments).where(demo);
    expect(apts).toHaveLength(2);
    for (const { id } of apts) {
      const items = await h.db.select().from(applicationItems).where(eq(applicationItems.apartmentId, id));
      expect(items.length).toBeGreaterThan(0);
      const booked = await h.db
        .select({ a: onlineApplications, leaseStatus: leases.status })
        .from(onlineApplications)
        .innerJoin(leases, eq(leases.id, onlineApplications.leaseId))
        .where(eq(onlineApplications.apartmentId, id));
      expect(new Set(booked.map((b) => b.a.status))).toEqual(
        new Set([
          APPLICATION_STATUS.applying,
          APPLICATION_STATUS.success,
          APPLICATION_STATUS.rejected,
          APPLICATION_STATUS.cancelled,
        ]),
      );
      expect(booked.every((b) => b.leaseStatus === LEASE_STATUS.signed && b.a.endTime > b.a.startTime)).toBe(true);
      const filed = await h.db.select().from(complaints).where(eq(complaints.apartmentId, id));
      expect(new Set(filed.map((c) => c.status))).toEqual(
        new Set([COMPLAINT_STATUS.unreplied, COMPLAINT_STATUS.replied]),
      );
      expect(
        filed.every((c) => (c.status === COMPLAINT_STATUS.replied) === (c.reply !== '' && c.replyTime !== null)),
      ).toBe(true);
    }
  });

  it('has merchants of two types with categories and reviews, and posts under review, approved and rejected with comments and likes', async () => {
    const shops = await h.db.select().from(merchants);
    expect(new Set(shops.map((m) => m.genreId)).size).toBe(2);
    expect(shops.some((m) => m.status === MERCHANT_STATUS.revoked)).toBe(true);
    expect((await h.db.select().from(shopCategories)).length).toBeGreaterThan(0);
    const reviews = await h.db.select().from(merchantReviews);
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.every((r) => r.rating >= 1 && r.rating <= 5)).toBe(true);
    const posts = await h.db
      .select({ p: communityPosts, status: leases.status, apartmentId: leases.apartmentId })
      .from(communityPosts)
      .innerJoin(leases, eq(leases.id, communityPosts.leaseId));
    expect(new Set(posts.map(({ p }) => p.isVerify))).toEqual(
      new Set([POST_REVIEW.pending, POST_REVIEW.approved, POST_REVIEW.rejected]),
    );
    // Written by tenants of leases in effect, in their own apartment.
    expect(posts.every((r) => r.status === LEASE_STATUS.signed && r.apartmentId === r.p.apartmentId)).toBe(true);
    expect((await h.db.select().from(postComments)).length).toBeGreaterThan(0);
    expect((await h.db.select().from(postLikes)).length).toBeGreaterThan(0);
  });

  it('gives 东湖 tenants their door passwords and freezes one in arrears; 西城 issues by hand', async () => {
    const tenantsOf = (name: string) =>
      h.db
        .select({ frozen: lockUsers.frozen, frozenBy: lockUsers.frozenBy, leaseId: lockUsers.leaseId })
        .from(lockUsers)
        .innerJoin(locks, eq(locks.id, lockUsers.lockId))
        .innerJoin(apartments, eq(apartments.id, locks.apartmentId))
        .where(and(eq(apartments.name, name), eq(lockUsers.kind, LOCK_USER_KIND.tenant), isNull(lockUsers.removedAt)));
    const east = await tenantsOf('东湖公寓');
    expect(east.length).toBeGreaterThanOrEqual(5);
    expect(
      east.filter((u) => u.frozen === LOCK_FROZEN.yes && u.frozenBy === FREEZE_SOURCE.arrears).length,
    ).toBeGreaterThan(0);
    expect(await tenantsOf('西城公寓')).toEqual([]);
    // Every east tenant with a password is a lease in effect.
    const live = await h.db
      .select({ id: leases.id })
      .from(leases)
      .where(and(eq(leases.status, LEASE_STATUS.signed), isNull(leases.deletedAt)));
    expect(east.every((u) => live.some((l) => l.id === u.leaseId))).toBe(true);
  });

  it('gives the residents of leases in effect their doors, and none to those of checked-out leases; the doors know them', async () => {
    const granted = await h.db
      .select({ leaseId: accessGrants.leaseId, uid: accessGrants.uid, sn: accessDevices.sn, status: leases.status })
      .from(accessGrants)
      .innerJoin(accessDevices, eq(accessDevices.id, accessGrants.deviceId))
      .innerJoin(leases, eq(leases.id, accessGrants.leaseId))
      .where(isNull(accessGrants.revokedAt));
    expect(granted.length).toBeGreaterThan(10);
    expect(granted.every((g) => g.status === LEASE_STATUS.signed)).toBe(true);
    // Handed to the simulated doors after each unit: 东湖's main door lets its residents in.
    const [main] = await h.db.select({ wanted: simDoors.wanted }).from(simDoors).where(eq(simDoors.sn, 'DC-DH-1'));
    const uids = (JSON.parse(main!.wanted) as { uids: string[] }).uids;
    for (const g of granted.filter((x) => x.sn === 'DC-DH-1')) expect(uids).toContain(g.uid);
  });

  it('has leases to be confirmed, signed, checked out and settled, checked out and not settled', async () => {
    const n = (where: SQL | undefined) => countOf(leases, where);
    expect(await n(eq(leases.status, LEASE_STATUS.toConfirm))).toBeGreaterThanOrEqual(2);
    expect(await n(eq(leases.status, LEASE_STATUS.signed))).toBeGreaterThanOrEqual(20);
    expect(await n(and(eq(leases.status, LEASE_STATUS.checkedOut), eq(leases.settled, 1), ofToday))).toBe(2);
    expect(await n(and(eq(leases.status, LEASE_STATUS.checkedOut), eq(leases.settled, 0)))).toBe(1);
    expect(await n(and(eq(leases.status, LEASE_STATUS.signed), lt(leases.endDate, today)))).toBeGreaterThanOrEqual(1);
    // Every lease has its lessee; some have a second resident.
    const lessee = h.db
      .select({ id: leaseTenants.id })
      .from(leaseTenants)
      .where(and(eq(leaseTenants.leaseId, leases.id), eq(leaseTenants.isLease, 1)));
    expect(await n(notExists(lessee))).toBe(0);
    expect(await countOf(leaseTenants, eq(leaseTenants.isLease, 0))).toBeGreaterThanOrEqual(5);
  });

  it('has bills paid, unpaid, overdue, voided and written off, none collected twice', async () => {
    const n = (where: SQL | undefined) => countOf(bills, where);
    expect(await n(eq(bills.payStatus, BILL_PAY.paid))).toBeGreaterThan(100);
    expect(
      await n(
        and(
          eq(bills.payStatus, BILL_PAY.unpaid),
          eq(bills.validStatus, BILL_VALID.valid),
          gt(bills.receivableDate, today),
        ),
      ),
    ).toBeGreaterThan(10);
    expect(
      await n(
        and(
          eq(bills.payStatus, BILL_PAY.unpaid),
          eq(bills.validStatus, BILL_VALID.valid),
          lt(bills.receivableDate, today),
        ),
      ),
    ).toBeGreaterThanOrEqual(3);
    expect(await n(eq(bills.validStatus, BILL_VALID.void))).toBeGreaterThanOrEqual(1);
    expect(
      await n(and(eq(bills.payStatus, BILL_PAY.unpaid), eq(bills.validStatus, BILL_VALID.badDebt))),
    ).toBeGreaterThanOrEqual(1);
    const perBill = await h.db
      .select({ sourceId: ledgerEntries.sourceId, n: count() })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.sourceType, 'bill'))
      .groupBy(ledgerEntries.sourceId);
    expect(perBill.filter((r) => r.n > 1)).toEqual([]);
    // Every collected bill has its ledger row with the same amount (by hand, or by offset at a settlement).
    const booked = h.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.leaseId, bills.leaseId),
          or(
            and(eq(ledgerEntries.sourceType, 'bill'), eq(ledgerEntries.sourceId, bills.id)),
            eq(ledgerEntries.sourceType, 'settlement'),
          ),
        ),
      );
    const unbooked = await h.db
      .select({ id: bills.id })
      .from(bills)
      .where(and(eq(bills.payStatus, BILL_PAY.paid), gt(bills.accountReceivable, 0), notExists(booked)));
    expect(unbooked).toEqual([]);
  });

  it('shows every lease state on the board', async () => {
    const rows = await h.db
      .select({
        isRent: rooms.isRent,
        isDecoration: rooms.isDecoration,
        isShow: rooms.isShow,
        remark: rooms.remark,
        updatedAt: rooms.updatedAt,
        facts: rooms.facts,
      })
      .from(rooms)
      .where(isNull(rooms.deletedAt));
    const codes = new Set(rows.map((r) => roomStatusOf(r as any, today).statusCode));
    for (const s of [
      STATUS.vacant,
      STATUS.awaiting,
      STATUS.arrears,
      STATUS.collecting,
      STATUS.nearExpiry,
      STATUS.reserved,
      STATUS.decoration,
      STATUS.expired,
      STATUS.unregistered,
    ])
      expect(codes).toContain(s);
  });

  it('books each settlement so that its cash nets to zero until its refund is paid, and its bad debt apart', async () => {
    const outs = (
      await h.db
        .select({ c: leaseCheckouts })
        .from(leaseCheckouts)
        .innerJoin(leases, eq(leases.id, leaseCheckouts.leaseId))
        .where(and(isNotNull(leaseCheckouts.settledAt), ofToday))
    ).map((r) => r.c);
    expect(outs).toHaveLength(2);
    for (const c of outs) {
      const rows = await h.db
        .select({ inOut: ledgerEntries.inOut, amount: ledgerEntries.amount, kind: ledgerEntries.kind })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.sourceType, 'settlement'), eq(ledgerEntries.sourceId, c.id)));
      const cash = rows
        .filter((r) => r.kind === 'cash')
        .reduce((s, r) => s + (r.inOut === 1 ? r.amount : -r.amount), 0);
      // What the tenant is owed waits as a refund application (待审批): nothing paid out yet.
      expect(cash).toBe(0);
      const [app] = await h.db.select().from(refundApplications).where(eq(refundApplications.checkoutId, c.id));
      if (c.returnCost > 0) expect(app).toMatchObject({ amount: c.returnCost, status: REFUND_APP.pending });
      else expect(app).toBeUndefined();
      const badDebt = rows.filter((r) => r.kind === 'bad_debt').reduce((s, r) => s + r.amount, 0);
      expect(badDebt).toBe(c.badDebtCost);
    }
    expect(outs.some((c) => c.returnCost > 0)).toBe(true);
    expect(outs.some((c) => c.badDebtCost > 0)).toBe(true);
  });

  it('has viewing appointments, some linked to the lease they led to, and moved the residents of checked-out leases out', async () => {
    expect(await countOf(appointments, undefined)).toBeGreaterThanOrEqual(10);
    expect(await countOf(appointments, isNotNull(appointments.leaseId))).toBeGreaterThanOrEqual(1);
    const checkedOut = h.db
      .select({ id: leases.id })
      .from(leases)
      .where(and(eq(leases.id, leaseTenants.leaseId), eq(leases.status, LEASE_STATUS.checkedOut)));
    expect(
      await countOf(leaseTenants, and(exists(checkedOut), eq(leaseTenants.dwellStatus, DWELL_STATUS.staying))),
    ).toBe(0);
  });

  it('has notices of each kind: one expired, one recalled, one still waiting for its door unit', async () => {
    const rows = await h.db.select().from(notices);
    const kinds = new Set(rows.map((r) => r.kind));
    expect([...kinds].sort()).toEqual([NOTICE_KIND.device, NOTICE_KIND.tenant, NOTICE_KIND.manager]);
    expect(rows.filter((r) => r.status === NOTICE_STATUS.recalled)).toHaveLength(1);
    expect(rows.filter((r) => r.keepTime !== null && r.keepTime < SEED_CLOCK)).toHaveLength(1);
    const devices = rows.filter((r) => r.kind === NOTICE_KIND.device);
    expect(devices.map((r) => r.status).sort()).toEqual([NOTICE_STATUS.sent, NOTICE_STATUS.pending]);
    // The door unit that took its notice shows it.
    const shown = await h.db.select().from(simDoorNotices);
    expect(shown.map((s) => s.noticeId)).toEqual(
      devices.filter((r) => r.status === NOTICE_STATUS.sent).map((r) => r.id),
    );
  });

  it('has a tenant link: the demo token opens the page of a 西城 tenant with overdue bills', async () => {
    const me = await h.call('GET', '/api/tenant/me', { headers: tenantHeaders(DEMO_TENANT_TOKEN) });
    expect(me.status).toBe(200);
    expect(me.json.data.houseName).toContain('西城公寓');
    expect(me.json.data.overdueCount).toBeGreaterThan(0);
  });

  it('has the staff of issue 20: a 财务 role over both projects, a 管家 of 西城, a frozen 管家 of 东湖', async () => {
    const boss = await h.login('13800000001');
    const list = (await h.call('GET', '/api/admin/staff', { token: boss })).json.data;
    const byName = (name: string) => list.records.find((u: { name: string }) => u.name === name);
    expect(list.total).toBe(6);
    expect(byName('孙财务')).toMatchObject({ userType: 1, roleName: '财务', range: '东湖项目、西城项目', isUsable: 0 });
    expect(byName('周管家')).toMatchObject({ userType: 2, roleName: '管家', range: '西城项目', isUsable: 0 });
    expect(byName('吴管家')).toMatchObject({ userType: 2, range: '东湖项目', isUsable: 1 });
    const roles = (await h.call('GET', '/api/admin/roles', { token: boss })).json.data;
    const held = roles.map((r: { roleName: string; holders: number }) => `${r.roleName} ${r.holders}`).sort();
    expect(held).toEqual(['店长 1', '管家 3', '财务 1'].sort());
    const finance = await h.login(DEMO_STAFF.finance.phone);
    const menu = (await h.call('GET', '/api/auth/profile', { token: finance })).json.data.menuList;
    expect(menu.map((g: { pkId: number }) => g.pkId)).toEqual([5, 8]);
    const west = await h.login(DEMO_STAFF.westKeeper.phone);
    const apts = (await h.call('GET', '/api/houses/apartments', { token: west })).json.data;
    expect(apts.map((a: { name: string }) => a.name)).toEqual(['西城公寓']);
    const frozen = await h.call('POST', '/api/auth/login', {
      json: { phone: DEMO_STAFF.frozen.phone, password: 'Demo@2026' },
    });
    expect(frozen.status).toBe(403);
  });
});
