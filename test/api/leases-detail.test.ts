import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  addPictureRow,
  collectLeaseBills,
  patchLease,
  rewriteSignedContract,
  userByPhone,
  withdrawPermission,
} from './factories/leases';
import { uploads } from '../../api/uploads/schema';
import { depositOrders } from '../../api/deposits/schema';
import { leasesHarness, type LeasesHarness } from './lease-helpers';
import { electronicSigning } from './electronic-signing';
import { newFileId, PHONES, uploadWith } from './harness';
import { LEASE_OPS_MSG, LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import {
  LEASE_DELETE_ADVANCE_MSG,
  LEASE_DELETE_PAID_MSG,
  LEASE_PICTURE_MSG,
} from '../../sync/rules/leases/lease-messages';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { ORDER_PAY, ORDER_SIGN } from '../../sync/rules/deposits/deposit-rules';

let t: LeasesHarness;
// A fresh harness per test: building it may take a while on a busy machine (the first one clones the demo).
beforeEach(async () => {
  t = await leasesHarness();
}, 60_000);

const detail = (token: string, id: string, q = '') => t.call('GET', `/api/leases/${id}${q}`, token);
const contract = (token: string, id: string, q = '') => t.call('GET', `/api/leases/${id}/contract${q}`, token);
const remove = (token: string, leaseIds: string[], how: 'DELETE' | 'POST' = 'DELETE') =>
  how === 'DELETE'
    ? t.call('DELETE', '/api/leases', token, { leaseIds })
    : t.call('POST', '/api/leases/delete', token, { leaseIds });
const addPic = (token: string, id: string, json: unknown) => t.call('POST', `/api/leases/${id}/pictures`, token, json);
const withdraw = (roleName: string, g: number, c: number) => withdrawPermission(t.h.db, t.orgId, roleName, g, c);
const facts = (roomId: string) => t.factsOf(roomId);
const uploadRow = async (id: string) => (await t.h.db.select().from(uploads).where(eq(uploads.id, id)).limit(1))[0]!;
async function uploaded(token: string, purpose?: 'personal'): Promise<string> {
  const fileId = newFileId();
  const r = await uploadWith(t.h, token, { fileId, purpose });
  expect(r.status, r.text).toBe(200);
  return fileId;
}
const file = (token: string, fileId: string) => t.call('GET', `/api/upload/files/${fileId}`, token);

describe('DELETE /api/leases (and POST /api/leases/delete)', () => {
  it('soft-deletes a lease to be confirmed, voids its unpaid bills and frees its room in the same transaction', async () => {
    const r = await t.freeRoom('东湖公寓', 0);
    const id = await t.signLease(t.staff, r);
    expect((await facts(r.id)).leaseId).toBe(id);
    t.h.advance(1000);
    const res = await remove(t.staff, [id]);
    expect(res.status, res.text).toBe(200);
    expect(res.json.msg).toBe(LEASE_OPS_MSG.done);
    expect((await t.leaseRow(id))!.deleted_at).toBe(t.h.deps.now());
    expect(
      (await t.billsOf(id)).every((b) => b.valid_status === BILL_VALID.void && b.pay_status === BILL_PAY.unpaid),
    ).toBe(true);
    expect(await facts(r.id)).toMatchObject({ leaseId: null, leases: [] });
    expect((await t.room('东湖公寓', r.houseNumber)).isRent).toBe(0);
    // The room can be signed again; the deleted lease answers 404 but opens read-only in the deleted-records view.
    await t.signLease(t.staff, r);
    expect((await detail(t.staff, id)).status).toBe(404);
    const read = await detail(t.staff, id, '?deleted=1');
    expect(read.status).toBe(200);
    expect(read.json.data).toMatchObject({
      deleted: true,
      billsOpen: false,
      actions: { checkOut: false, settle: false, remove: false, confirm: false },
    });
    // Deleting it twice: it is gone.
    expect((await remove(t.staff, [id])).status).toBe(404);
  });

  it('deletes a checked-out lease through POST /delete once settled, keeping its paid bills', async () => {
    const id = await t.signLease(t.boss, await t.freeRoom('东湖公寓', 0));
    const [first] = await t.billsOf(id);
    await collectLeaseBills(t.h.db, id, { billIds: [first.id] });
    await patchLease(t.h.db, id, { status: LEASE_STATUS.checkedOut, settled: 0 });
    // Not settled yet: its refund and arrears are still open.
    const unsettled = await remove(t.boss, [id], 'POST');
    expect(unsettled.status).toBe(409);
    expect(unsettled.json.msg).toBe(LEASE_OPS_MSG.deleteUnsettled);
    expect((await t.leaseRow(id))!.deleted_at).toBeNull();
    await patchLease(t.h.db, id, { settled: 1 });
    const res = await remove(t.boss, [id], 'POST');
    expect(res.status, res.text).toBe(200);
    expect((await t.billsOf(id)).find((b) => b.id === first.id)).toMatchObject({
      pay_status: BILL_PAY.paid,
      valid_status: BILL_VALID.valid,
    });
  });

  it("refuses a lease in effect ('只有待确认或已退房的租约可以删除') and a lease to be confirmed with a collected bill; all or none", async () => {
    const live = await t.signLease(t.boss, await t.freeRoom('东湖公寓', 0));
    const pending = await t.signLease(t.boss, await t.freeRoom('东湖公寓', 1));
    expect((await t.call('POST', `/api/leases/${live}/confirm`, t.boss)).status).toBe(200);
    let res = await remove(t.boss, [pending, live]);
    expect(res.status).toBe(409);
    expect(res.json.msg).toBe(LEASE_OPS_MSG.deleteNotAllowed);
    expect((await t.leaseRow(pending))!.deleted_at).toBeNull();
    expect((await t.billsOf(pending)).every((b) => b.valid_status === BILL_VALID.valid)).toBe(true);

    const fee = (await t.billsOf(pending)).find((b) => b.bills_type === 13)!;
    await collectLeaseBills(t.h.db, pending, { billIds: [fee.id] });
    res = await remove(t.boss, [pending]);
    expect(res.status).toBe(409);
    expect(res.json.msg).toBe(LEASE_DELETE_PAID_MSG);
    expect((await t.leaseRow(pending))!.deleted_at).toBeNull();

    expect((await remove(t.boss, [])).status).toBe(400);
    expect((await t.call('DELETE', '/api/leases', t.boss, {})).status).toBe(400);
  });

  it('refuses a lease to be confirmed that consumed a paid deposit order (the advance would be stranded)', async () => {
    const room = await t.room('东湖公寓', '107');
    const [order] = await t.h.db
      .select()
      .from(depositOrders)
      .where(
        and(
          eq(depositOrders.roomId, room.id),
          eq(depositOrders.payStatus, ORDER_PAY.paid),
          eq(depositOrders.signStatus, ORDER_SIGN.unsigned),
        ),
      )
      .limit(1);
    const id = await t.signLease(t.boss, room, {
      advanceId: order!.id,
      basis: { listRent: room.rentCost, advanceId: order!.id, advanceCost: order!.advanceCost },
    });
    expect((await t.leaseRow(id))!.status).toBe(LEASE_STATUS.toConfirm);
    const res = await remove(t.boss, [id]);
    expect(res.status).toBe(409);
    expect(res.json.msg).toBe(LEASE_DELETE_ADVANCE_MSG);
    expect((await t.leaseRow(id))!.deleted_at).toBeNull();
    expect((await t.billsOf(id)).every((b) => b.valid_status === BILL_VALID.valid)).toBe(true);
  });

  it('answers 404 to another org and to staff outside the project, 403 without [2,9]', async () => {
    const w = await t.signLease(t.boss, await t.freeRoom('西城公寓', 0));
    for (const token of [t.otherBoss, t.staff]) {
      const res = await remove(token, [w]);
      expect(res.status).toBe(404);
      expect(res.json.msg).toBe(LEASE_OPS_MSG.leaseNotFound);
    }
    await withdraw('店长', 2, 9);
    expect((await remove(t.manager, [w])).status).toBe(403);
    expect((await t.leaseRow(w))!.deleted_at).toBeNull();
  });
});

describe('GET /api/leases/:leaseId', () => {
  it('gives basic info, signing info and the house card with its template photos', async () => {
    const r = await t.freeRoom('东湖公寓', 0);
    const tpl = r.houseTempId!;
    const now = t.h.deps.now();
    for (const [i, url] of ['/api/upload/files/tpl-a', '/api/upload/files/tpl-b'].entries()) {
      await addPictureRow(t.h.db, r.orgId, { ownerType: 'template', ownerId: tpl, url, sort: i, createdAt: now });
    }
    const id = await t.signLease(t.boss, r, { remark: '租客养猫' });
    const res = await detail(t.boss, id);
    expect(res.status, res.text).toBe(200);
    const d = res.json.data;
    const floor = await t.floorOf(r.floorId);
    const lease = (await t.leaseRow(id))!;
    expect(d).toMatchObject({
      leaseId: id,
      leaseCode: lease.lease_code,
      status: LEASE_STATUS.toConfirm,
      statusText: '待确认',
      contractType: 0,
      contractTypeText: '纸质合同',
      houseId: r.id,
      houseName: `东湖公寓 ${floor}层 ${r.houseNumber}`,
      tenant: '刘晓东',
      phone: '13912345678',
      idNumber: '11010519491231002X',
      idCardAddress: '北京市西城区金融街1号',
      startDate: '2026-11-22',
      endDate: '2027-11-21',
      residentialAddress: '杭州市上城区东湖路8号',
      // 押金 (one month's rent) and the one-time 门卡押金 100.00 (其他押金).
      depositTotal: r.rentCost + 10000,
      deleted: false,
      billsOpen: true,
      actions: { checkOut: false, settle: false, remove: true, confirm: true },
    });
    const bills = await t.billsOf(id);
    const stage1 = bills.filter((b) => b.stage === 1);
    const boss = (await userByPhone(t.h.db, PHONES.boss)).name;
    expect(d.signList).toEqual([
      expect.objectContaining({
        leaseId: id,
        leaseCode: lease.lease_code,
        contractType: 0,
        rentCost: r.rentCost,
        depositCost: r.rentCost,
        deposit: 1,
        payment: 3,
        signTime: lease.signed_at,
        creatorName: boss,
        firstTotal: stage1.reduce((s, b) => s + b.account_receivable, 0),
        firstReceivableDate: stage1.map((b) => b.receivable_date).sort()[0],
        remark: '租客养猫',
        otherCost: [
          // 付3: the per-period fee is ¥50 a month and ¥150 a period (= its bill in a full stage).
          { name: '物业费', billsType: 13, amount: 5000, perPeriod: true, periodAmount: 15000 },
          { name: '门卡押金', billsType: 2, amount: 10000, perPeriod: false, periodAmount: 10000 },
        ],
      }),
    ]);
    expect(d.house).toMatchObject({
      houseId: r.id,
      serialNumber: r.houseNumber,
      apartmentName: '东湖公寓',
      houseType: 0,
      houseTypeText: '集中式',
      price: r.rentCost,
      area: r.area,
      pictures: ['/api/upload/files/tpl-a', '/api/upload/files/tpl-b'],
    });
    expect(typeof d.house.address).toBe('string');
    // Room photos win over the template's.
    await addPictureRow(t.h.db, r.orgId, {
      ownerType: 'room',
      ownerId: r.id,
      url: '/api/upload/files/room-a',
      sort: 0,
      createdAt: now,
    });
    expect((await detail(t.boss, id)).json.data.house.pictures).toEqual(['/api/upload/files/room-a']);
  });

  it('closes bills and offers settle on an unsettled check-out; checks out only a lease in effect', async () => {
    const id = await t.signLease(t.boss, await t.freeRoom('东湖公寓', 0));
    await t.call('POST', `/api/leases/${id}/confirm`, t.boss);
    expect((await detail(t.boss, id)).json.data).toMatchObject({
      statusText: '签约成功',
      billsOpen: true,
      actions: { checkOut: true, remove: false },
    });
    await patchLease(t.h.db, id, { status: LEASE_STATUS.checkedOut, settled: 0, checkOutDate: '2026-11-22' });
    expect((await detail(t.boss, id)).json.data).toMatchObject({
      statusText: '已退房(未结算)',
      billsOpen: false,
      checkOutDate: '2026-11-22',
      actions: { checkOut: false, settle: true, remove: false, confirm: false },
    });
  });

  it('answers 404 to another org and to staff outside the project, 403 without [2,9]', async () => {
    const w = await t.signLease(t.boss, await t.freeRoom('西城公寓', 0));
    for (const token of [t.otherBoss, t.staff]) {
      for (const path of [`/api/leases/${w}`, `/api/leases/${w}?deleted=1`, `/api/leases/${w}/contract`]) {
        const res = await t.call('GET', path, token);
        expect(res.status, path).toBe(404);
        expect(res.json.msg).toBe(LEASE_OPS_MSG.leaseNotFound);
      }
    }
    await withdraw('店长', 2, 9);
    expect((await detail(t.manager, w)).status).toBe(403);
    expect((await contract(t.manager, w)).status).toBe(403);
    expect((await detail(t.boss, 'nope')).status).toBe(404);
  });
});

describe('contract view and pictures', () => {
  it('lists the pictures the signing stored by type, and adds and removes uploaded images', async () => {
    const idPhoto = await uploaded(t.staff, 'personal');
    const other = await uploaded(t.staff);
    const id = await t.signLease(t.staff, await t.freeRoom('东湖公寓', 0), {
      pictures: [
        { fileId: idPhoto, type: 1 },
        { fileId: other, type: 0 },
      ],
    });
    let res = await contract(t.staff, id);
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({
      leaseId: id,
      startTime: '2026-11-22',
      endTime: '2027-11-21',
      contractType: 0,
      contractTypeText: '纸质合同',
      verify: null,
      editable: true,
    });
    expect(res.json.data.pictureList.map((p: any) => [p.picture, p.type])).toEqual([
      [`/api/upload/files/${idPhoto}`, 1],
      [`/api/upload/files/${other}`, 0],
    ]);

    // A contract image (by url) becomes personal data of this lease.
    const scan = await uploaded(t.staff);
    res = await addPic(t.staff, id, { url: `/api/upload/files/${scan}`, type: 2 });
    expect(res.status, res.text).toBe(200);
    expect(res.json.msg).toBe(LEASE_PICTURE_MSG.added);
    expect(res.json.data.map((p: any) => p.type)).toEqual([1, 0, 2]);
    expect(await uploadRow(scan)).toMatchObject({ purpose: 'personal', subjectId: id });
    // The same image twice is refused.
    expect((await addPic(t.staff, id, { fileId: scan, type: 2 })).json.msg).toBe(LEASE_PICTURE_MSG.duplicate);

    // At most 3 ID photos.
    for (let i = 0; i < 2; i++)
      expect((await addPic(t.staff, id, { fileId: await uploaded(t.staff, 'personal'), type: 1 })).status).toBe(200);
    res = await addPic(t.staff, id, { fileId: await uploaded(t.staff, 'personal'), type: 1 });
    expect(res.status).toBe(400);
    expect(res.json.msg).toBe(LEASE_PICTURE_MSG.tooManyIdPhotos);

    // Remove one, then a 3rd ID photo fits again.
    const pid = (await contract(t.staff, id)).json.data.pictureList.find((p: any) => p.type === 1).pid;
    res = await t.call('DELETE', `/api/leases/${id}/pictures/${pid}`, t.staff);
    expect(res.status, res.text).toBe(200);
    expect(res.json.msg).toBe(LEASE_PICTURE_MSG.removed);
    expect(res.json.data.filter((p: any) => p.type === 1)).toHaveLength(2);
    expect((await t.call('DELETE', `/api/leases/${id}/pictures/${pid}`, t.staff)).status).toBe(404);
    expect((await addPic(t.staff, id, { fileId: await uploaded(t.staff, 'personal'), type: 1 })).status).toBe(200);
  });

  it('refuses a missing file, another org’s upload, another lease’s personal file, a bad type; not on a deleted lease', async () => {
    const a = await t.signLease(t.boss, await t.freeRoom('东湖公寓', 0));
    const bPhoto = await uploaded(t.boss, 'personal');
    const b = await t.signLease(t.boss, await t.freeRoom('东湖公寓', 1), { pictures: [{ fileId: bPhoto, type: 1 }] });
    const foreign = await uploaded(t.otherBoss);
    const cases: [unknown, number, string][] = [
      [{ fileId: newFileId(), type: 0 }, 409, LEASE_PICTURE_MSG.fileMissing],
      [{ fileId: foreign, type: 0 }, 409, LEASE_PICTURE_MSG.fileMissing],
      [{ fileId: bPhoto, type: 1 }, 409, LEASE_PICTURE_MSG.fileMissing],
      [{ url: 'https://example.com/a.png', type: 0 }, 400, LEASE_PICTURE_MSG.fileMissing],
      [{ type: 0 }, 400, LEASE_PICTURE_MSG.noFile],
      [{ fileId: foreign, type: 3 }, 400, '图片类型不正确'],
    ];
    for (const [json, status, msg] of cases) {
      const res = await addPic(t.boss, a, json);
      expect(res.status, JSON.stringify(json)).toBe(status);
      expect(res.json.msg).toBe(msg);
    }
    // Another user's unattached personal upload cannot be claimed either.
    const mine = await uploaded(t.manager, 'personal');
    expect((await addPic(t.boss, a, { fileId: mine, type: 1 })).status).toBe(409);

    expect((await remove(t.boss, [b])).status).toBe(200);
    expect((await addPic(t.boss, b, { fileId: await uploaded(t.boss), type: 0 })).status).toBe(404);
    const pid = (await contract(t.boss, b, '?deleted=1')).json.data.pictureList[0].pid;
    expect((await contract(t.boss, b, '?deleted=1')).json.data.editable).toBe(false);
    expect((await t.call('DELETE', `/api/leases/${b}/pictures/${pid}`, t.boss)).status).toBe(404);
    // Pictures of another lease cannot be removed through this one.
    expect((await t.call('DELETE', `/api/leases/${a}/pictures/${pid}`, t.boss)).status).toBe(404);
  });

  it('serves ID photos only to users allowed to read the lease’s personal data', async () => {
    const w = await t.signLease(t.boss, await t.freeRoom('西城公寓', 0));
    const photo = await uploaded(t.boss, 'personal');
    expect((await addPic(t.boss, w, { fileId: photo, type: 1 })).status).toBe(200);
    expect((await file(t.boss, photo)).status).toBe(200);
    expect((await file(t.manager, photo)).status).toBe(200);
    // Staff do not see 西城公寓; another org never.
    expect((await file(t.staff, photo)).status).toBe(404);
    expect((await file(t.otherBoss, photo)).status).toBe(404);
    // A role with neither lease nor resident management.
    await withdraw('店长', 2, 9);
    await withdraw('店长', 2, 14);
    expect((await file(t.manager, photo)).status).toBe(404);
    // An ordinary photo (type 0) stays an ordinary upload.
    const plain = await uploaded(t.boss);
    expect((await addPic(t.boss, w, { fileId: plain, type: 0 })).status).toBe(200);
    expect((await uploadRow(plain)).purpose).toBe('');
    expect((await file(t.manager, plain)).status).toBe(200);
  });

  it('tells whether an electronic contract verifies, and keeps its signed image', async () => {
    const r = await t.freeRoom('东湖公寓', 0);
    const input = await electronicSigning(t, t.staff, r);
    const signedAt = input.contract!.signedAt;
    const imageFileId = input.contract!.imageFileId;
    const signed = await t.call('POST', '/api/leases/sign', t.staff, input);
    expect(signed.status, signed.text).toBe(200);
    const id = input.leaseId;

    let res = await contract(t.staff, id);
    expect(res.json.data).toMatchObject({
      contractType: 1,
      contractTypeText: '电子合同',
      verify: { intact: true, signedAt },
    });
    const pic = res.json.data.pictureList.find((p: any) => p.type === 2);
    expect(pic).toMatchObject({ picture: `/api/upload/files/${imageFileId}`, removable: false });
    const del = await t.call('DELETE', `/api/leases/${id}/pictures/${pic.pid}`, t.staff);
    expect(del.status).toBe(409);
    expect(del.json.msg).toBe(LEASE_PICTURE_MSG.signedContract);

    await rewriteSignedContract(t.h.db, id, (text) => `${text}（改）`);
    res = await contract(t.staff, id);
    expect(res.json.data.verify).toMatchObject({ intact: false });
  });
});
