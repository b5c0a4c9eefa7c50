import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { getTableName, is, type Table } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { PgTable } from 'drizzle-orm/pg-core';
import { ulid } from 'ulid';
import * as schema from '../../api/db/schema';
import { changeCounters } from '../../api/db/columns';
import { isVersioned } from '../../api/db/unit';
import { apartments, floors, rooms } from '../../api/houses/schema';
import { offices } from '../../api/admin/schema';
import { roomTemplates } from '../../api/templates/schema';
import { meters } from '../../api/meters/schema';
import { bills, leases } from '../../api/leases/schema';
import { refundApplications } from '../../api/finance/refunds/schema';
import { depositOrders } from '../../api/deposits/schema';
import { lockFreezeRecords, lockOpenRecords, lockPasswords, locks, lockUsers } from '../../api/hardware/locks/schema';
import { lockOfRoom } from './factories/locks';
import { gateways } from '../../api/hardware/gateways/schema';
import { hardwareAlarms } from '../../api/hardware/alarms/schema';
import {
  accessApartmentDevices,
  accessDevices,
  accessGrants,
  accessLog,
  accessOpenRecords,
  accessPasses,
} from '../../api/hardware/access/schema';
import { repairs, repairTypes } from '../../api/repairs/schema';
import { notices, noticeTargets } from '../../api/notices/schema';
import { applicationItems, onlineApplications } from '../../api/services/applications/schema';
import { complaints } from '../../api/services/complaints/schema';
import { merchantReviews, merchants, shopCategories, shopGenres } from '../../api/services/merchants/schema';
import { communityPosts, postComments, postLikes } from '../../api/services/posts/schema';
import { POST_REVIEW } from '../../sync/rules/services/posts-rules';
import { MERCHANT_STATUS } from '../../sync/rules/services/merchants-rules';
import { addDays, shanghaiMidnight, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { issueTenantLink, tenantHeaders } from './factories/tenant';
import { leasesHarness, type LeasesHarness } from './lease-helpers';
import { validTemplate } from './templates-helpers';
import { goodOrder } from './deposits-helpers';
import { BILL_PAY } from '../../sync/rules/bills/bill-status';
import { OPERATE } from '../../sync/rules/houses/room-plan';

/**
 * The version rule is the unit of work's, not each caller's (api/db/unit.ts): walks every table with a change version
 * and writes a row of it through the product's own routes, then checks that the rows written carry a version above
 * the organisation's counter before the write. A new versioned table fails the walk until it has its write here.
 */
let t: LeasesHarness;
beforeAll(async () => {
  t = await leasesHarness();
}, 60_000);

const counter = async () =>
  (await t.h.db.select().from(changeCounters).where(eq(changeCounters.orgId, t.orgId)))[0].value;
const ok = (r: { status: number; text: string }) => {
  if (r.status !== 200) throw new Error(r.text);
};

/** A tenant of a lease signed on a free room of 西城 and an item of 西城 to book (online applications, complaints). */
let served: { headers: Record<string, string>; itemId: string } | undefined;
async function serviceTenant() {
  if (served) return served;
  const room = await t.freeRoom('西城公寓', 8);
  const leaseId = await t.signLease(t.boss, room, { startDate: '2026-11-22', endDate: '2027-11-21' });
  const headers = tenantHeaders(await issueTenantLink(t.h, t.boss, leaseId));
  const today = shanghaiToday(t.h.deps.now());
  const item = { apartmentId: t.west, title: '版本会议室', startDate: today, endDate: addDays(today, 10), price: 100 };
  const add = await t.call('POST', '/api/application-items', t.boss, item);
  ok(add);
  served = { headers, itemId: add.json.data.applyInfoId as string };
  return served;
}

/** A merchant type and an open merchant of 西城, and an approved post of the service tenant (merchants, posts). */
let communityMade: { headers: Record<string, string>; genreId: string; shopId: string; postId: string } | undefined;
async function community() {
  if (communityMade) return communityMade;
  const { headers } = await serviceTenant();
  const genre = await t.call('POST', '/api/merchant-types', t.boss, { name: '版本餐饮', classify: 1 });
  ok(genre);
  const genreId = genre.json.data.genreId as string;
  const shop = await t.call('POST', '/api/merchants', t.boss, {
    apartmentId: t.west,
    shopName: '版本商家',
    genreId,
    deliveryMoney: 0,
    distance: 100,
  });
  ok(shop);
  const post = await t.h.call('POST', '/api/tenant/community/posts', { headers, json: { content: '版本帖子' } });
  ok(post);
  const postId = post.json.data.pkId as string;
  ok(await t.call('POST', `/api/posts/${postId}/review`, t.boss, { status: POST_REVIEW.approved }));
  communityMade = { headers, genreId, shopId: shop.json.data.shopId as string, postId };
  return communityMade;
}

/** Each versioned table: a write through the API, and the versions of the rows it wrote. */
const WRITES: Record<string, () => Promise<number[]>> = {
  async offices() {
    const company = await t.call('POST', '/api/admin/companies', t.boss, { name: '版本公司' });
    ok(company);
    const pid = company.json.data.officeId as string;
    const project = await t.call('POST', '/api/admin/projects', t.boss, { name: '版本项目', pid });
    ok(project);
    ok(await t.call('PUT', `/api/admin/companies/${pid}`, t.boss, { name: '版本公司二' }));
    const made = await t.h.db
      .select({ version: offices.version })
      .from(offices)
      .where(inArray(offices.id, [pid, project.json.data.officeId as string]));
    return made.map((o) => o.version);
  },
  async apartments() {
    ok(
      await t.call('POST', '/api/houses/apartments', t.boss, {
        name: '版本公寓',
        address: '杭州市滨江区版本路 1 号',
        locationName: '滨江',
        cityCode: '3301',
        districtCode: '330108',
        totalFloor: 2,
        isElevator: 0,
        floorData: [
          { floor: 1, houseCount: 1, isChange: 1, houses: [{ houseNumber: '101', isRent: 0, operate: OPERATE.add }] },
        ],
      }),
    );
    const [apt] = await t.h.db.select().from(apartments).where(eq(apartments.name, '版本公寓'));
    const before = await counter();
    ok(await t.call('PUT', `/api/houses/apartments/${apt.id}`, t.boss, { intro: '改过的介绍' }));
    const [after] = await t.h.db.select().from(apartments).where(eq(apartments.id, apt.id));
    expect(after.version).toBeGreaterThan(before);
    return [after.version];
  },
  async floors() {
    const [apt] = await t.h.db.select().from(apartments).where(eq(apartments.name, '版本公寓'));
    return (await t.h.db.select().from(floors).where(eq(floors.apartmentId, apt.id))).map((f) => f.version);
  },
  async rooms() {
    const room = await t.freeRoom('东湖公寓', 3);
    const res = await t.call('POST', '/api/sync/push', t.boss, {
      clientId: 'walk',
      mutations: [
        {
          id: ulid(),
          clientId: 'walk',
          name: 'room.setRemark',
          args: { houseId: room.id, remark: '版本' },
          clientTime: 1,
        },
      ],
    });
    ok(res as never);
    return (await t.h.db.select().from(rooms).where(eq(rooms.id, room.id))).map((r) => r.version);
  },
  async room_templates() {
    const east = await t.aptId('东湖公寓');
    ok(await t.call('POST', '/api/templates', t.boss, validTemplate(east, { name: '版本模板' })));
    const [tpl] = await t.h.db
      .select()
      .from(roomTemplates)
      .where(and(eq(roomTemplates.apartmentId, east), eq(roomTemplates.name, '版本模板')));
    return [tpl.version];
  },
  async meters() {
    const [m] = await t.h.db
      .select()
      .from(meters)
      .where(and(eq(meters.orgId, t.orgId), isNull(meters.deletedAt)))
      .orderBy(asc(meters.id))
      .limit(1);
    const args = { readingId: ulid(), meterId: m.id, value: (m.lastValue ?? 0) + 10, readAt: t.h.deps.now() };
    ok(
      await t.call('POST', '/api/sync/push', t.boss, {
        clientId: 'walk',
        mutations: [{ id: ulid(), clientId: 'walk', name: 'meter.read', args, clientTime: 1 }],
      }),
    );
    return (await t.h.db.select().from(meters).where(eq(meters.id, m.id))).map((x) => x.version);
  },
  async leases() {
    const id = await t.signLease(t.boss, await t.freeRoom('东湖公寓', 0));
    return (await t.h.db.select().from(leases).where(eq(leases.id, id))).map((l) => l.version);
  },
  async bills() {
    const id = await t.signLease(t.boss, await t.freeRoom('东湖公寓', 1));
    const [first] = await t.h.db
      .select()
      .from(bills)
      .where(and(eq(bills.leaseId, id), eq(bills.payStatus, BILL_PAY.unpaid)))
      .orderBy(asc(bills.receivableDate))
      .limit(1);
    const before = await counter();
    ok(
      await t.call('POST', '/api/bills/collect', t.boss, {
        bills: [{ pkId: first.id }],
        paymentType: 1,
        receiptDate: '2026-11-22',
      }),
    );
    const [after] = await t.h.db.select().from(bills).where(eq(bills.id, first.id));
    expect(after.version).toBeGreaterThan(before);
    return [after.version];
  },
  async refund_applications() {
    // A lease whose stage-1 bills are paid, checked out with its refunds owed: the application; then approved.
    const id = await t.signLease(t.boss, await t.freeRoom('东湖公寓', 3), {
      startDate: '2026-09-01',
      endDate: '2027-08-31',
    });
    const stage1 = (await t.h.db.select().from(bills).where(eq(bills.leaseId, id))).filter((b) => b.stage === 1);
    ok(
      await t.call('POST', '/api/bills/collect', t.boss, {
        leaseId: id,
        bills: stage1.map((b) => ({ pkId: b.id })),
        paymentType: 1,
        receiptDate: '2026-11-22',
      }),
    );
    const p = (await t.call('GET', `/api/checkout/preview?leaseId=${id}`, t.boss)).json.data;
    ok(
      await t.call('POST', '/api/checkout', t.boss, {
        leaseId: id,
        withSettlement: true,
        usableDate: '2026-11-22',
        isSend: true,
        returnCause: '',
        costVos: p.costVos,
        badDebtCost: 0,
        returnCost: p.refundTotal,
        pathway: 3,
        remark: '',
      }),
    );
    const [app] = await t.h.db.select().from(refundApplications).where(eq(refundApplications.leaseId, id));
    ok(await t.call('POST', `/api/finance/refunds/${app.id}/approve`, t.boss));
    return (await t.h.db.select().from(refundApplications).where(eq(refundApplications.leaseId, id))).map(
      (a) => a.version,
    );
  },
  async deposit_orders() {
    const room = await t.freeRoom('东湖公寓', 2);
    ok(await t.call('POST', '/api/deposits', t.boss, goodOrder(room.id)));
    const made = await t.h.db
      .select()
      .from(depositOrders)
      .where(and(eq(depositOrders.roomId, room.id), eq(depositOrders.promiseMan, goodOrder(room.id).promiseMan)));
    return made.map((o) => o.version);
  },
  async locks() {
    const lock = await eastLock(3);
    ok(await t.call('POST', `/api/locks/${lock.id}/open`, t.boss, {}));
    return (await t.h.db.select().from(locks).where(eq(locks.id, lock.id))).map((l) => l.version);
  },
  async lock_open_records() {
    const lock = await eastLock(4);
    ok(await t.call('POST', `/api/locks/${lock.id}/open`, t.boss, {}));
    return (await t.h.db.select().from(lockOpenRecords).where(eq(lockOpenRecords.lockId, lock.id))).map(
      (r) => r.version,
    );
  },
  async lock_users() {
    const lock = await eastLock(5);
    const [boss] = (await t.call('GET', `/api/locks/${lock.id}/users`, t.boss)).json.data;
    ok(await t.call('POST', `/api/locks/${lock.id}/freeze`, t.boss, { frozen: 1, uids: [boss.uid] }));
    return (await t.h.db.select().from(lockUsers).where(eq(lockUsers.lockId, lock.id))).map((u) => u.version);
  },
  async lock_freeze_records() {
    const lock = await eastLock(8);
    const [boss] = (await t.call('GET', `/api/locks/${lock.id}/users`, t.boss)).json.data;
    ok(await t.call('POST', `/api/locks/${lock.id}/freeze`, t.boss, { frozen: 1, uids: [boss.uid] }));
    return (await t.h.db.select().from(lockFreezeRecords).where(eq(lockFreezeRecords.lockId, lock.id))).map(
      (r) => r.version,
    );
  },
  async lock_passwords() {
    const lock = await eastLock(6);
    const now = t.h.deps.now();
    ok(
      await t.call('POST', `/api/locks/${lock.id}/password`, t.boss, {
        passwordType: 3,
        startTime: now,
        endTime: now + 3_600_000,
      }),
    );
    return (await t.h.db.select().from(lockPasswords).where(eq(lockPasswords.lockId, lock.id))).map((p) => p.version);
  },
  async hardware_alarms() {
    const lock = await eastLock(7);
    ok(await t.h.call('POST', `/api/simulator/locks/${lock.sn}/state`, { json: { forced: true } }));
    ok(await t.call('GET', '/api/locks', t.boss)); // the lock's report is taken with the list
    return (await t.h.db.select().from(hardwareAlarms).where(eq(hardwareAlarms.deviceId, lock.id))).map(
      (a) => a.version,
    );
  },
  async gateways() {
    const add = await t.call('POST', '/api/gateways', t.boss, { apartmentId: t.east, name: '版本网关', sn: 'GW-V-1' });
    ok(add);
    ok(await t.call('PUT', `/api/gateways/${add.json.data.id}`, t.boss, { name: '版本网关2' }));
    return (await t.h.db.select().from(gateways).where(eq(gateways.id, add.json.data.id))).map((g) => g.version);
  },
  async access_apartment_devices() {
    const doors = (await t.call('GET', `/api/access/apartment-doors?apartmentId=${t.west}`, t.boss)).json.data;
    const main = doors.find((d: { isPublic: number }) => d.isPublic === 1);
    ok(await t.call('PUT', '/api/access/apartment-doors', t.boss, { apartmentId: t.west, devIds: [main.id] }));
    return (
      await t.h.db.select().from(accessApartmentDevices).where(eq(accessApartmentDevices.apartmentId, t.west))
    ).map((d) => d.version);
  },
  async access_grants() {
    const room = await t.freeRoom('西城公寓', 4);
    const leaseId = await t.signLease(t.boss, room, { startDate: '2026-11-22', endDate: '2027-11-21' });
    ok(await t.call('POST', `/api/leases/${leaseId}/confirm`, t.boss, {}));
    return (await t.h.db.select().from(accessGrants).where(eq(accessGrants.leaseId, leaseId))).map((g) => g.version);
  },
  async access_passes() {
    const now = t.h.deps.now();
    const body = { apartmentId: t.east, visitorName: '版本访客', validFrom: now, validTo: now + 3_600_000 };
    const made = await t.call('POST', '/api/access/passes', t.boss, body);
    ok(made);
    ok(await t.call('DELETE', `/api/access/passes/${made.json.data.passId}`, t.boss));
    return (await t.h.db.select().from(accessPasses).where(eq(accessPasses.id, made.json.data.passId))).map(
      (p) => p.version,
    );
  },
  async access_open_records() {
    const doors = (await t.call('GET', '/api/access/devices?tab=1&size=100', t.boss)).json.data.records;
    const main = doors.find((d: { devSn: string }) => d.devSn === 'DC-DH-1');
    const open = await t.call('POST', `/api/access/devices/${main.id}/open`, t.boss, {});
    ok(open);
    return (await t.h.db.select().from(accessOpenRecords).where(eq(accessOpenRecords.id, open.json.data.recordId))).map(
      (r) => r.version,
    );
  },
  async access_log() {
    const before = await counter();
    ok(await t.call('PUT', '/api/access/apartment-doors', t.boss, { apartmentId: t.east, devIds: [] }));
    return (await t.h.db.select().from(accessLog).where(gt(accessLog.version, before))).map((r) => r.version);
  },
  async access_devices() {
    const body = { devType: 1, apartmentId: t.east, name: '版本门禁', sn: 'DC-V-1', ncuSn: 'N1', netSn: 'N2' };
    const add = await t.call('POST', '/api/access/devices', t.boss, body);
    ok(add);
    ok(await t.call('PUT', `/api/access/devices/${add.json.data.id}`, t.boss, { ...body, name: '版本门禁2' }));
    return (await t.h.db.select().from(accessDevices).where(eq(accessDevices.id, add.json.data.id))).map(
      (d) => d.version,
    );
  },
  async notices() {
    const body = { kind: 3, apartmentId: t.east, title: '版本通知', content: '版本', isForAll: 1 };
    const sent = await t.call('POST', '/api/notices', t.boss, body);
    ok(sent);
    ok(await t.call('POST', `/api/notices/${sent.json.data.id}/recall`, t.boss));
    return (await t.h.db.select().from(notices).where(eq(notices.id, sent.json.data.id))).map((n) => n.version);
  },
  async notice_targets() {
    const units = (await t.call('GET', `/api/notices/devices?apartmentId=${t.east}&devType=3`, t.boss)).json.data;
    const body = {
      kind: 1,
      apartmentId: t.east,
      title: '版本设备通知',
      content: '版本',
      devList: [units.records[0].id],
    };
    const sent = await t.call('POST', '/api/notices', t.boss, body);
    ok(sent);
    return (await t.h.db.select().from(noticeTargets).where(eq(noticeTargets.noticeId, sent.json.data.id))).map(
      (r) => r.version,
    );
  },
  async repair_types() {
    const add = await t.call('POST', '/api/repair-types', t.boss, { apartmentId: t.west, name: '版本类型' });
    ok(add);
    ok(
      await t.call('PUT', `/api/repair-types/${add.json.data.id}`, t.boss, { apartmentId: t.west, name: '版本类型2' }),
    );
    return (await t.h.db.select().from(repairTypes).where(eq(repairTypes.id, add.json.data.id))).map((r) => r.version);
  },
  async repairs() {
    const room = await t.freeRoom('西城公寓', 5);
    const leaseId = await t.signLease(t.boss, room, { startDate: '2026-11-22', endDate: '2027-11-21' });
    const headers = tenantHeaders(await issueTenantLink(t.h, t.boss, leaseId));
    const [type] = (await t.h.call('GET', '/api/tenant/repairs/types', { headers })).json.data;
    const made = await t.h.call('POST', '/api/tenant/repairs', {
      headers,
      json: { typeId: type?.id, tdesc: '版本报修' },
    });
    ok(made);
    ok(await t.call('POST', `/api/repairs/${made.json.data.id}/accept`, t.boss));
    return (await t.h.db.select().from(repairs).where(eq(repairs.id, made.json.data.id))).map((r) => r.version);
  },
  async application_items() {
    const today = shanghaiToday(t.h.deps.now());
    const item = {
      apartmentId: t.west,
      title: '版本申请项',
      startDate: today,
      endDate: addDays(today, 10),
      price: 100,
    };
    const add = await t.call('POST', '/api/application-items', t.boss, item);
    ok(add);
    ok(await t.call('DELETE', `/api/application-items/${add.json.data.applyInfoId}`, t.boss));
    const id = add.json.data.applyInfoId as string;
    return (await t.h.db.select().from(applicationItems).where(eq(applicationItems.id, id))).map((r) => r.version);
  },
  async online_applications() {
    const { headers, itemId } = await serviceTenant();
    const start = shanghaiMidnight(addDays(shanghaiToday(t.h.deps.now()), 2)) + 10 * 3_600_000;
    const made = await t.h.call('POST', '/api/tenant/applications', {
      headers,
      json: { applyInfoId: itemId, startTime: start, endTime: start + 3_600_000, reason: '版本预约' },
    });
    ok(made);
    ok(await t.call('POST', `/api/applications/${made.json.data.applyId}/approve`, t.boss));
    const id = made.json.data.applyId as string;
    return (await t.h.db.select().from(onlineApplications).where(eq(onlineApplications.id, id))).map((r) => r.version);
  },
  async complaints() {
    const { headers } = await serviceTenant();
    const made = await t.h.call('POST', '/api/tenant/complaints', {
      headers,
      json: { kind: 2, title: '版本建议', desc: '内容' },
    });
    ok(made);
    ok(await t.call('POST', `/api/complaints/${made.json.data.id}/reply`, t.boss, { reply: '版本回复' }));
    return (await t.h.db.select().from(complaints).where(eq(complaints.id, made.json.data.id))).map((r) => r.version);
  },
  async shop_genres() {
    const add = await t.call('POST', '/api/merchant-types', t.boss, { name: '版本类型', classify: 1 });
    ok(add);
    const id = add.json.data.genreId as string;
    return (await t.h.db.select().from(shopGenres).where(eq(shopGenres.id, id))).map((r) => r.version);
  },
  async shop_categories() {
    const { genreId } = await community();
    const add = await t.call('POST', '/api/merchant-categories', t.boss, { name: '版本分类', classify: genreId });
    ok(add);
    const id = add.json.data.id as string;
    return (await t.h.db.select().from(shopCategories).where(eq(shopCategories.id, id))).map((r) => r.version);
  },
  async merchants() {
    const { shopId } = await community();
    ok(await t.call('POST', `/api/merchants/${shopId}/status`, t.boss, { status: MERCHANT_STATUS.open }));
    return (await t.h.db.select().from(merchants).where(eq(merchants.id, shopId))).map((r) => r.version);
  },
  async merchant_reviews() {
    const { headers, shopId } = await community();
    const made = await t.h.call('POST', `/api/tenant/community/merchants/${shopId}/reviews`, {
      headers,
      json: { rating: 5, content: '版本评价' },
    });
    ok(made);
    const id = made.json.data.id as string;
    return (await t.h.db.select().from(merchantReviews).where(eq(merchantReviews.id, id))).map((r) => r.version);
  },
  async community_posts() {
    const { headers } = await community();
    const post = await t.h.call('POST', '/api/tenant/community/posts', { headers, json: { content: '版本新帖' } });
    ok(post);
    const postId = post.json.data.pkId as string;
    ok(await t.call('POST', `/api/posts/${postId}/review`, t.boss, { status: POST_REVIEW.approved }));
    return (await t.h.db.select().from(communityPosts).where(eq(communityPosts.id, postId))).map((r) => r.version);
  },
  async post_comments() {
    const { headers, postId } = await community();
    const made = await t.h.call('POST', `/api/tenant/community/posts/${postId}/comments`, {
      headers,
      json: { content: '版本评论' },
    });
    ok(made);
    return (await t.h.db.select().from(postComments).where(eq(postComments.postId, postId))).map((r) => r.version);
  },
  async post_likes() {
    const { headers, postId } = await community();
    ok(await t.h.call('POST', `/api/tenant/community/posts/${postId}/like`, { headers }));
    return (await t.h.db.select().from(postLikes).where(eq(postLikes.postId, postId))).map((r) => r.version);
  },
};

/** Versioned tables no route writes yet, with the reason (each gets its write here with the issue that adds it). */
const NOT_WRITTEN_BY_ROUTES: Record<string, string> = {
  lock_period_codes: 'written when a phone syncs the period codes it made offline (the offline part of issue 17)',
  unit_writes: 'the log each unit of work writes of itself (api/db/unit.ts), under its own version; never a route',
};

/** The demo lock of the n-th free room of 东湖公寓. */
async function eastLock(n: number) {
  return lockOfRoom(t.h.db, (await t.freeRoom('东湖公寓', 10 + n)).id);
}

const versionedTables = () =>
  (Object.values(schema) as unknown[])
    .filter((v): v is Table => is(v, SQLiteTable) || is(v, PgTable))
    .filter((table) => isVersioned(table))
    .map((table) => getTableName(table))
    .sort();

describe('every write of a versioned table carries a new version', () => {
  it('the walk knows every versioned table', () => {
    expect([...Object.keys(WRITES), ...Object.keys(NOT_WRITTEN_BY_ROUTES)].sort()).toEqual(versionedTables());
  });

  for (const [table, write] of Object.entries(WRITES)) {
    it(table, async () => {
      const before = await counter();
      const versions = await write();
      expect(versions.length).toBeGreaterThan(0);
      const now = await counter();
      for (const v of versions) {
        expect(v).toBeGreaterThan(table === 'floors' ? 0 : before);
        expect(v).toBeLessThanOrEqual(now);
      }
    });
  }

  it('a unit stamps its rows whether or not the caller named a version: rows written by one request share its version', async () => {
    const [apt] = await t.h.db.select().from(apartments).where(eq(apartments.name, '版本公寓'));
    const made = await t.h.db
      .select({ v: rooms.version })
      .from(rooms)
      .where(inArray(rooms.apartmentId, [apt.id]));
    expect(new Set(made.map((r) => r.v)).size).toBe(1);
  });
});
