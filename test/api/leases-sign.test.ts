import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newFileId, PHONES, signedIn, TINY_PNG, uploadWith, type Harness } from './harness';
import { mutation, staffWith } from './sync-helpers';
import { orgIdByName } from './factories/settings';
import { addContractTemplates, rewriteSignedContract } from './factories/leases';
import { users } from '../../api/auth/schema';
import { apartments, rooms } from '../../api/houses/schema';
import { roomTemplates } from '../../api/templates/schema';
import { depositOrders } from '../../api/deposits/schema';
import { billStages, bills, leaseContracts, leases, leaseTenants } from '../../api/leases/schema';
import { pictures, uploads } from '../../api/uploads/schema';
import { billPlan } from '../../sync/rules/bills/bill-plan';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { SIGN_MSG, type SignLeaseInput } from '../../sync/contract/leases/sign';
import { contractDocument } from '../../sync/rules/leases/contract-text';
import { contractPlainText, signedContractDigest } from '../../sync/rules/leases/contract-digest';
import { contractDataOfSigning } from '../../sync/rules/leases/lease-contract';
import { parseFacts } from '../../sync/rules/board/room-facts';
import { NO_PERMISSION, ROOM_NOT_FOUND } from '../../sync/protocol/protocol';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { DWELL_STATUS } from '../../sync/rules/residents/resident-rules';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { ORDER_SIGN } from '../../sync/rules/deposits/deposit-rules';
import { STATUS } from '../../sync/rules/board/board-status';
import { TEMPLATE_STATUS } from '../../sync/rules/settings/settings';

let h: Harness, boss: string, manager: string, staff: string, otherBoss: string, east: string;
beforeEach(async () => ({ h, boss, manager, staff, otherBoss, east } = await signedIn()), 60_000);

const HOUR = 3_600_000;
/** A valid resident ID number (check character X). */
const GOOD_ID = '11010519491231002X';

type Room = typeof rooms.$inferSelect;
const aptId = async (name: string) =>
  (await h.db.select().from(apartments).where(eq(apartments.name, name)).limit(1))[0]!.id;
const room = async (apt: string, houseNumber: string): Promise<Room> =>
  (
    await h.db
      .select()
      .from(rooms)
      .where(and(eq(rooms.apartmentId, await aptId(apt)), eq(rooms.houseNumber, houseNumber)))
      .limit(1)
  )[0]!;
const orgId = (name: string) => orgIdByName(h.db, name);

/** A valid paper signing of `r` on the harness's day (2026-11-22 in Shanghai), one year, 押1付3, fees; override per test. */
function signInput(r: Room, over: Partial<SignLeaseInput> = {}): SignLeaseInput {
  return {
    leaseId: ulid(),
    houseId: r.id,
    contractType: 0,
    contractTemplateId: null,
    tenant: '刘晓东',
    sex: 0,
    phone: '13912345678',
    idNumberType: 0,
    idNumber: '11010519491231002x',
    country: '中国',
    idCardAddress: '北京市西城区金融街1号',
    residentialAddress: '杭州市上城区东湖路8号',
    startDate: '2026-11-22',
    endDate: '2027-11-21',
    rentCost: r.rentCost,
    deposit: 1,
    depositCost: r.rentCost,
    payment: 3,
    collectRentType: 0,
    collectRentDay: 5,
    fees: [
      { name: '物业费', billsType: 13, amount: 5000, perPeriod: true },
      { name: '门卡押金', billsType: 2, amount: 10000, perPeriod: false },
    ],
    fitmentIds: [],
    remark: '  朝南  ',
    isTenant: 0,
    isSend: 0,
    advanceId: null,
    isDeduction: 0,
    pictures: [],
    contract: null,
    basis: { listRent: r.rentCost, advanceId: null, advanceCost: 0 },
    ...over,
  };
}

const sign = (token: string, input: SignLeaseInput) => h.call('POST', '/api/leases/sign', { token, json: input });
const defaults = (token: string, houseId: string) =>
  h.call('GET', `/api/leases/defaults?houseId=${encodeURIComponent(houseId)}`, { token });
const verify = (token: string, leaseId: string) => h.call('GET', `/api/leases/${leaseId}/contract/verify`, { token });
const getFile = (token: string, fileId: string) => h.call('GET', `/api/upload/files/${fileId}`, { token });

/** The board tile of room `houseId` (GET /api/board/houses?apartmentId=). */
async function tile(token: string, apartmentId: string, houseId: string) {
  const r = await h.call('GET', `/api/board/houses?apartmentId=${apartmentId}`, { token });
  expect(r.status).toBe(200);
  const houses = r.json.data.apartments.flatMap((a: any) => a.floors.flatMap((f: any) => f.houses));
  return houses.find((x: any) => x.houseId === houseId);
}

/** Uploads one file with a device-made id and returns that id (asserting the upload succeeded). */
async function uploaded(token: string, purpose?: 'personal'): Promise<string> {
  const fileId = newFileId();
  const r = await uploadWith(h, token, { fileId, purpose });
  expect(r.status, r.text).toBe(200);
  expect(r.json.data).toEqual([`/api/upload/files/${fileId}`]);
  return fileId;
}

/**
 * An electronic signing of `r`: uploads the tenant's signature PNG and the rendered contract image (both personal,
 * with explicit file ids), builds the contract text with sync/contract-text.ts and its digest over the exact
 * signature bytes, as the device does.
 */
async function electronicInput(token: string, r: Room, over: Partial<SignLeaseInput> = {}): Promise<SignLeaseInput> {
  const signatureFileId = await uploaded(token, 'personal');
  const imageFileId = await uploaded(token, 'personal');
  const base = signInput(r, { contractType: 1, idNumber: GOOD_ID, ...over });
  const signedAt = h.deps.now();
  const signDate = shanghaiToday(signedAt);
  const place = {
    landlord: '示例公寓',
    apartmentName: '东湖公寓',
    address: '东湖路 8 号',
    houseNumber: r.houseNumber,
    floor: Math.floor(Number(r.houseNumber) / 100),
    area: r.area,
  };
  const plainText = contractPlainText(contractDocument(contractDataOfSigning(base, place, signDate)));
  const sha256 = signedContractDigest(plainText, TINY_PNG);
  return {
    ...base,
    contract: { plainText, signatureFileId, imageFileId, sha256, signedAt, signDate, ...over.contract },
  };
}

const leasesOfRoom = (roomId: string) => h.db.select().from(leases).where(eq(leases.roomId, roomId));

describe('GET /api/leases/defaults', () => {
  it('says why a room cannot be signed: under decoration, or reserved by a paid deposit order (which is its advance)', async () => {
    expect((await defaults(boss, (await room('东湖公寓', '208')).id)).json.data.house.refusal).toBe(
      SIGN_MSG.decoration,
    );
    // 东湖 107 has a paid deposit order: signing with it is allowed, so the defaults offer it and no refusal.
    const reserved = (await defaults(boss, (await room('东湖公寓', '107')).id)).json.data;
    expect(reserved.advance).not.toBeNull();
    expect(reserved.house.refusal).toBeNull();
  });

  it("gives a vacant 东湖公寓 room's location, list rent, its template's terms and fees, the org and the enabled contract templates", async () => {
    const r = await room('东湖公寓', '106');
    const tpl = (await h.db.select().from(roomTemplates).where(eq(roomTemplates.id, r.houseTempId!)).limit(1))[0]!;
    const mine = await orgId('示例公寓');
    const now = h.deps.now();
    const contract = (org: string, seq: number, number: string, name: string, status: number) => ({
      id: ulid(),
      orgId: org,
      seq,
      number,
      sceneType: 1,
      name,
      fileId: newFileId(),
      fileMime: 'application/pdf',
      status,
      createdAt: now,
      updatedAt: now,
    });
    const b = contract(mine, 1, 'HT002', '标准租赁合同', 1);
    const a = contract(mine, 2, 'HT001', '短租合同', 1);
    await addContractTemplates(h.db, [
      b,
      a,
      contract(mine, 3, 'HT003', '停用的合同', 0),
      contract(await orgId('城南寓所'), 1, 'HT001', '别家的合同', 1),
    ]);

    const res = await defaults(staff, r.id);
    expect(res.status, res.text).toBe(200);
    const d = res.json.data;
    expect(d.house).toMatchObject({
      houseId: r.id,
      apartmentId: east,
      apartmentName: '东湖公寓',
      floor: 1,
      houseNumber: '106',
      location: '东湖公寓 1层 106',
      listRent: r.rentCost,
      refusal: null,
      area: r.area,
    });
    expect(tpl.name).toBe('精装单间');
    expect(d.terms).toEqual({
      rentCost: r.rentCost,
      deposit: tpl.deposit,
      depositCost: tpl.deposit! * r.rentCost,
      payment: tpl.payment,
      collectRentType: tpl.collectRentType,
      collectRentDay: tpl.collectRentDay,
      fees: [
        { name: '物业费', billsType: 13, amount: 5000, perPeriod: true },
        { name: '网费', billsType: 4, amount: 3000, perPeriod: true },
      ],
    });
    expect(d.terms).toMatchObject({
      rentCost: 180000,
      deposit: 1,
      depositCost: 180000,
      payment: 3,
      collectRentType: 0,
      collectRentDay: 5,
    });
    expect(d.advance).toBeNull();
    expect(d.orgName).toBe('示例公寓');
    expect(d.managerName).toBe('张管家');
    expect(d.contractTemplates).toEqual([
      { templateId: a.id, name: '短租合同', number: 'HT001' },
      { templateId: b.id, name: '标准租赁合同', number: 'HT002' },
    ]);
  });

  it("offers a room's paid deposit order as the advance", async () => {
    const r = await room('东湖公寓', '107');
    const d = (await defaults(boss, r.id)).json.data;
    const order = (await h.db.select().from(depositOrders).where(eq(depositOrders.roomId, r.id)).limit(1))[0]!;
    expect(d.advance).toEqual({
      advanceId: order.id,
      advanceCost: 100000,
      promiseMan: '林雨婷',
      phone: '13712340002',
      rentCost: 200000,
      startDate: order.startDate,
      endDate: order.endDate,
    });
    expect(d.managerName).toBe('王老板');
  });

  it("answers 404 for another org's room and for staff on a 西城公寓 room, 403 without the lease permission [2,9]", async () => {
    const other = await defaults(boss, (await room('城南公寓', '101')).id);
    expect(other.status).toBe(404);
    expect(other.json).toEqual({ code: 404, msg: ROOM_NOT_FOUND, data: null });
    expect((await defaults(otherBoss, (await room('东湖公寓', '106')).id)).status).toBe(404);
    const west = await defaults(staff, (await room('西城公寓', '101')).id);
    expect(west.status).toBe(404);
    expect(west.json.msg).toBe(ROOM_NOT_FOUND);
    expect((await defaults(manager, (await room('西城公寓', '101')).id)).status).toBe(200);

    const boardOnly = await staffWith(h, '13700000001', [
      [1, 3],
      [2, 14],
    ]);
    const refused = await defaults(boardOnly, (await room('东湖公寓', '106')).id);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ code: 403, msg: '没有权限执行此操作', data: null });
    expect((await sign(boardOnly, signInput(await room('东湖公寓', '106')))).status).toBe(403);
  });
});

describe('POST /api/leases/sign, paper contract', () => {
  it('creates a lease to be confirmed with its Shanghai-dated code, the bill plan exactly, the lessee, and the board shows it awaiting', async () => {
    // 17:00 UTC is already the next day in Shanghai: the lease code and "today" follow Asia/Shanghai.
    h.advance(15 * HOUR);
    manager = await h.login(PHONES.manager); // sessions idle out over 15 hours
    const r = await room('东湖公寓', '106');
    // The form's lease id is made on the device at its "now": the code is its Shanghai date and the id's last six characters.
    const input = signInput(r, { leaseId: ulid(h.deps.now()), startDate: '2026-11-23', endDate: '2027-11-22' });
    const res = await sign(manager, input);
    expect(res.status, res.text).toBe(200);
    expect(res.json.msg).toBe('签约成功');
    expect(res.json.data).toMatchObject({
      leaseId: input.leaseId,
      leaseCode: `ZY20261123${input.leaseId.slice(-6)}`,
      status: LEASE_STATUS.toConfirm,
    });
    expect(typeof res.json.data.roomVersion).toBe('number');

    const lease = (await h.db.select().from(leases).where(eq(leases.id, input.leaseId)).limit(1))[0]!;
    expect(lease).toMatchObject({
      status: LEASE_STATUS.toConfirm,
      contractType: 0,
      roomId: r.id,
      apartmentId: east,
      tenant: '刘晓东',
      idNumber: GOOD_ID,
      rentCost: r.rentCost,
      depositCost: r.rentCost,
      payment: 3,
      deposit: 1,
      remark: '朝南',
      effectiveAt: null,
      signedAt: h.deps.now(),
      mutationId: null,
    });
    expect(JSON.parse(lease.otherFees)).toEqual(input.fees);

    const plan = billPlan({
      startDate: input.startDate,
      endDate: input.endDate,
      rentCost: input.rentCost,
      depositCost: input.depositCost,
      paymentMonths: input.payment,
      collectRentType: input.collectRentType,
      collectRentDay: input.collectRentDay,
      fees: input.fees,
    });
    expect(plan.stages).toHaveLength(4);
    const stages = (await h.db.select().from(billStages).where(eq(billStages.leaseId, input.leaseId))).sort(
      (a, b) => a.stage - b.stage,
    );
    expect(
      stages.map((s) => ({
        stage: s.stage,
        stageName: s.stageName,
        startDate: s.startDate,
        endDate: s.endDate,
        receivableDate: s.receivableDate,
      })),
    ).toEqual(
      plan.stages.map((s) => ({
        stage: s.stage,
        stageName: s.stageName,
        startDate: s.startDate,
        endDate: s.endDate,
        receivableDate: s.receivableDate,
      })),
    );
    const key = (b: { stage: number; billsType: number; costName: string; amount: number; receivableDate: string }) =>
      `${b.stage}|${b.billsType}|${b.costName}|${b.amount}|${b.receivableDate}`;
    const stored = await h.db.select().from(bills).where(eq(bills.leaseId, input.leaseId));
    expect(stored.map((b) => key({ ...b, amount: b.accountReceivable })).sort()).toEqual(
      plan.stages.flatMap((s) => s.bills.map((b) => key({ ...b, stage: s.stage }))).sort(),
    );
    expect(
      stored.every(
        (b) => b.payStatus === BILL_PAY.unpaid && b.validStatus === BILL_VALID.valid && b.orgId === lease.orgId,
      ),
    ).toBe(true);
    const stageIdOf = new Map(stages.map((s) => [s.id, s.stage]));
    expect(stored.every((b) => stageIdOf.get(b.stageId!) === b.stage)).toBe(true);
    expect(stored.find((b) => b.billsType === 12)).toMatchObject({
      stage: 1,
      accountReceivable: r.rentCost,
      receivableDate: '2026-11-23',
    });

    const residents = await h.db.select().from(leaseTenants).where(eq(leaseTenants.leaseId, input.leaseId));
    expect(residents).toHaveLength(1);
    expect(residents[0]).toMatchObject({
      name: '刘晓东',
      phone: '13912345678',
      isLease: 1,
      dwellStatus: DWELL_STATUS.staying,
      idNumber: GOOD_ID,
      startDate: '2026-11-23',
    });

    const t = await tile(manager, east, r.id);
    expect(t.houseStatus[0].statusCode).toBe(STATUS.awaiting);
    expect(t.leaseId).toBe(input.leaseId);
    expect(t.isRent).toBe(1);

    const next = signInput(await room('东湖公寓', '103'), {
      leaseId: ulid(h.deps.now()),
      startDate: '2026-11-23',
      endDate: '2027-11-22',
    });
    expect((await sign(manager, next)).json.data.leaseCode).toBe(`ZY20261123${next.leaseId.slice(-6)}`);
  });

  it('refuses the same room again (409 room taken) and the same lease id again (409 duplicate), writing nothing', async () => {
    const r = await room('东湖公寓', '106');
    const input = signInput(r);
    expect((await sign(staff, input)).status).toBe(200);

    const again = await sign(staff, signInput(r));
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ code: 409, msg: SIGN_MSG.roomTaken, data: null });

    const dup = await sign(staff, signInput(await room('东湖公寓', '103'), { leaseId: input.leaseId }));
    expect(dup.status).toBe(409);
    expect(dup.json.msg).toBe(SIGN_MSG.duplicateLease);
    expect(await leasesOfRoom(r.id)).toHaveLength(1);
    expect(await leasesOfRoom((await room('东湖公寓', '103')).id)).toHaveLength(0);
  });
});

describe('POST /api/leases/sign, electronic contract', () => {
  it('with the right digest the lease takes effect, the board shows 收租中, and the contract and its files are stored as personal data', async () => {
    const r = await room('东湖公寓', '106');
    const input = await electronicInput(staff, r);
    const res = await sign(staff, input);
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.status).toBe(LEASE_STATUS.signed);
    const lease = (await h.db.select().from(leases).where(eq(leases.id, input.leaseId)).limit(1))[0]!;
    expect(lease).toMatchObject({ status: LEASE_STATUS.signed, contractType: 1, effectiveAt: h.deps.now() });

    const t = await tile(staff, east, r.id);
    expect(t.houseStatus[0].statusCode).toBe(STATUS.collecting);
    expect(t.leaseId).toBe(input.leaseId);

    const c = input.contract!;
    expect(
      (await h.db.select().from(leaseContracts).where(eq(leaseContracts.leaseId, input.leaseId)).limit(1))[0],
    ).toMatchObject({
      plainText: c.plainText,
      signatureFileId: c.signatureFileId,
      imageFileId: c.imageFileId,
      sha256: c.sha256,
      signedAt: c.signedAt,
    });
    const pics = await h.db.select().from(pictures).where(eq(pictures.ownerId, input.leaseId));
    expect(pics.map((p) => [p.ownerType, p.url])).toEqual([['lease_contract', `/api/upload/files/${c.imageFileId}`]]);
    for (const id of [c.signatureFileId, c.imageFileId]) {
      expect((await h.db.select().from(uploads).where(eq(uploads.id, id)).limit(1))[0]).toMatchObject({
        purpose: 'personal',
        subjectId: input.leaseId,
      });
    }
  });

  it('refuses a digest that does not match the text and signature (400 contractTampered)', async () => {
    const r = await room('东湖公寓', '106');
    const input = await electronicInput(staff, r);
    const res = await sign(staff, {
      ...input,
      contract: { ...input.contract!, plainText: input.contract!.plainText.replace('刘晓东', '刘晓西') },
    });
    expect(res.status).toBe(400);
    expect(res.json.msg).toBe(SIGN_MSG.contractTampered);
    const wrongHash = await sign(staff, { ...input, contract: { ...input.contract!, sha256: '0'.repeat(64) } });
    expect(wrongHash.status).toBe(400);
    expect(wrongHash.json.msg).toBe(SIGN_MSG.contractTampered);
    expect(await leasesOfRoom(r.id)).toHaveLength(0);
  });

  it('refuses a correctly signed contract whose text is not this lease (400 contractMismatch), e.g. another rent or date', async () => {
    const r = await room('东湖公寓', '106');
    const input = await electronicInput(staff, r);
    const resign = (plainText: string, signDate = input.contract!.signDate) => ({
      ...input,
      contract: { ...input.contract!, plainText, signDate, sha256: signedContractDigest(plainText, TINY_PNG) },
    });
    const otherRent = input.contract!.plainText.replace(/¥[\d,]+\.\d\d（/, '¥1.00（');
    expect(otherRent).not.toBe(input.contract!.plainText);
    const res = await sign(staff, resign(otherRent));
    expect(res.status).toBe(400);
    expect(res.json.msg).toBe(SIGN_MSG.contractMismatch);
    // A contract dated two days before it was signed is not the one signed now.
    const stale = await sign(staff, resign(input.contract!.plainText, '2026-11-20'));
    expect(stale.json.msg).toBe(SIGN_MSG.contractMismatch);
    expect(await leasesOfRoom(r.id)).toHaveLength(0);
    expect((await sign(staff, input)).status).toBe(200);
  });

  it('refuses an electronic contract without the signed contract (400 needSignature)', async () => {
    const res = await sign(
      staff,
      signInput(await room('东湖公寓', '106'), { contractType: 1, idNumber: GOOD_ID, contract: null }),
    );
    expect(res.status).toBe(400);
    expect(res.json.msg).toBe(SIGN_MSG.needSignature);
  });

  it('refuses a file id that was never uploaded, or uploaded by another org (409 fileMissing)', async () => {
    const r = await room('东湖公寓', '106');
    const input = await electronicInput(staff, r);
    const missingPhoto = await sign(staff, { ...input, pictures: [{ fileId: newFileId(), type: 1 }] });
    expect(missingPhoto.status).toBe(409);
    expect(missingPhoto.json.msg).toBe(SIGN_MSG.fileMissing);
    const missingSignature = await sign(staff, {
      ...input,
      contract: { ...input.contract!, signatureFileId: newFileId() },
    });
    expect(missingSignature.status).toBe(409);
    expect(missingSignature.json.msg).toBe(SIGN_MSG.fileMissing);
    // A contract template id of another organisation, or a made-up one, is refused (issue 13 point 5).
    const now = h.deps.now();
    const foreignTemplate = {
      id: ulid(),
      orgId: await orgId('城南寓所'),
      seq: 1,
      number: 'HT001',
      sceneType: 1,
      name: '别家的合同',
      fileId: newFileId(),
      fileMime: 'application/pdf',
      status: TEMPLATE_STATUS.enabled,
      createdAt: now,
      updatedAt: now,
    };
    await addContractTemplates(h.db, [foreignTemplate]);
    for (const contractTemplateId of [foreignTemplate.id, ulid()]) {
      const bad = await sign(staff, { ...input, contractTemplateId });
      expect(bad.status).toBe(400);
      expect(bad.json.msg).toBe('合同模板不存在');
    }
    const theirs = await uploaded(otherBoss);
    const otherOrgFile = await sign(staff, { ...input, pictures: [{ fileId: theirs, type: 0 }] });
    expect(otherOrgFile.status).toBe(409);
    expect(otherOrgFile.json.msg).toBe(SIGN_MSG.fileMissing);
    expect(await leasesOfRoom(r.id)).toHaveLength(0);
    expect((await sign(staff, input)).status).toBe(200);
    // Once attached to that lease, its personal files cannot be claimed by another signing that names their ids.
    const claim = await sign(
      staff,
      signInput(await room('东湖公寓', '103'), { pictures: [{ fileId: input.contract!.imageFileId, type: 0 }] }),
    );
    expect(claim.status).toBe(409);
    expect(claim.json.msg).toBe(SIGN_MSG.fileMissing);
  });

  it('checks the digest of a contract sent with a paper lease too, never storing an unverified one', async () => {
    const r = await room('东湖公寓', '106');
    const input = await electronicInput(staff, r);
    const paper = { ...input, contractType: 0 as const, contract: { ...input.contract!, sha256: 'f'.repeat(64) } };
    const res = await sign(staff, paper);
    expect(res.status).toBe(400);
    expect(res.json.msg).toBe(SIGN_MSG.contractTampered);
    expect(await leasesOfRoom(r.id)).toHaveLength(0);
    expect(await h.db.select().from(leaseContracts)).toHaveLength(0);
    const good = await sign(staff, { ...input, contractType: 0 });
    expect(good.status, good.text).toBe(200);
    expect(good.json.data.status).toBe(LEASE_STATUS.toConfirm);
    expect((await verify(staff, input.leaseId)).json.data.intact).toBe(true);
  });

  it('GET /api/leases/:leaseId/contract/verify says intact until the stored text or the signature file on disk is changed', async () => {
    const input = await electronicInput(staff, await room('东湖公寓', '106'));
    expect((await sign(staff, input)).status).toBe(200);
    const ok = await verify(manager, input.leaseId);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.data).toMatchObject({
      intact: true,
      sha256: input.contract!.sha256,
      signedAt: input.contract!.signedAt,
    });
    expect((await verify(otherBoss, input.leaseId)).status).toBe(404);

    const stored = (
      await h.db.select().from(leaseContracts).where(eq(leaseContracts.leaseId, input.leaseId)).limit(1)
    )[0]!;
    await rewriteSignedContract(h.db, input.leaseId, (text) => text.replace('刘晓东', '刘晓西'));
    expect((await verify(manager, input.leaseId)).json.data.intact).toBe(false);
    await rewriteSignedContract(h.db, input.leaseId, () => stored.plainText);
    expect((await verify(manager, input.leaseId)).json.data.intact).toBe(true);

    writeFileSync(
      join(h.deps.config.uploadsDir, input.contract!.signatureFileId),
      Buffer.concat([Buffer.from(TINY_PNG), Buffer.from([0])]),
    );
    const changed = await verify(manager, input.leaseId);
    expect(changed.status).toBe(200);
    expect(changed.json.data.intact).toBe(false);
  });

  it('verify answers 404 for a paper lease (no electronic contract)', async () => {
    const input = signInput(await room('东湖公寓', '106'));
    expect((await sign(staff, input)).status).toBe(200);
    const r = await verify(staff, input.leaseId);
    expect(r.status).toBe(404);
    expect(r.json.msg).toBe('该租约没有电子合同');
  });
});

describe('POST /api/leases/sign, form rules (400 with the form message)', () => {
  it.each<[string, (r: Room) => Partial<SignLeaseInput>, string]>([
    ['rent 0', () => ({ rentCost: 0 }), '您的租约租金必须大于0，请检查是否填写错误'],
    [
      'a bad ID number on an electronic contract',
      () => ({ contractType: 1, idNumber: '110105194912310021' }),
      '证件号码格式有误！',
    ],
    ['collect day 29 with type 1', () => ({ collectRentType: 1, collectRentDay: 29 }), '输入的收租日期在（1号-28号）'],
    ['collect day 29 with type 0', () => ({ collectRentType: 0, collectRentDay: 29 }), '输入的收租日期在（当天-28号）'],
    ['a remark of 501 characters', () => ({ remark: '备'.repeat(501) }), '备注不能超过500个字'],
    [
      'an end before the start',
      () => ({ startDate: '2026-12-01', endDate: '2026-11-30' }),
      '租期结束日期不能早于开始日期',
    ],
    ['a bad phone', () => ({ phone: '12345' }), '请输入正确的手机号'],
  ])('%s', async (_name, over, msg) => {
    const r = await room('东湖公寓', '106');
    const res = await sign(staff, signInput(r, over(r)));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 400, msg, data: null });
    expect(await leasesOfRoom(r.id)).toHaveLength(0);
  });

  it('accepts a remark of exactly 500 characters, and does not check the ID number of a paper contract', async () => {
    const r = await room('东湖公寓', '106');
    const res = await sign(staff, signInput(r, { remark: '备'.repeat(500), idNumber: '12345' }));
    expect(res.status, res.text).toBe(200);
  });
});

describe('POST /api/leases/sign, the room and terms of the moment', () => {
  it("refuses when the room's list rent changed since the form was filled (409 termsChanged)", async () => {
    const r = await room('东湖公寓', '106');
    const res = await sign(
      staff,
      signInput(r, { basis: { listRent: r.rentCost - 10000, advanceId: null, advanceCost: 0 } }),
    );
    expect(res.status).toBe(409);
    expect(res.json.msg).toBe(SIGN_MSG.termsChanged);
    expect(await leasesOfRoom(r.id)).toHaveLength(0);
  });

  it('refuses a room under decoration (东湖 208, 409 decoration)', async () => {
    const r = await room('东湖公寓', '208');
    expect(r.isDecoration).toBe(1);
    const res = await sign(staff, signInput(r));
    expect(res.status).toBe(409);
    expect(res.json.msg).toBe(SIGN_MSG.decoration);
  });

  it("refuses a room reserved by another's paid deposit order, and consumes the order when signing with it", async () => {
    const r = await room('东湖公寓', '107');
    const other = await sign(staff, signInput(r));
    expect(other.status).toBe(409);
    expect(other.json.msg).toBe(SIGN_MSG.reservedByOther);

    const order = (await h.db.select().from(depositOrders).where(eq(depositOrders.roomId, r.id)).limit(1))[0]!;
    const withOrder = signInput(r, {
      advanceId: order.id,
      basis: { listRent: r.rentCost, advanceId: order.id, advanceCost: order.advanceCost },
    });
    const res = await sign(staff, withOrder);
    expect(res.status, res.text).toBe(200);
    expect((await h.db.select().from(depositOrders).where(eq(depositOrders.id, order.id)).limit(1))[0]).toMatchObject({
      signStatus: ORDER_SIGN.signed,
      leaseId: withOrder.leaseId,
    });
    expect((await h.db.select().from(leases).where(eq(leases.id, withOrder.leaseId)).limit(1))[0]!.advanceCost).toBe(
      order.advanceCost,
    );
  });

  it("answers 404 for a room the user cannot see (staff on 西城公寓, another org's room)", async () => {
    for (const [token, r] of [
      [staff, await room('西城公寓', '101')],
      [boss, await room('城南公寓', '101')],
    ] as const) {
      const res = await sign(token, signInput(r));
      expect(res.status).toBe(404);
      expect(res.json.msg).toBe(ROOM_NOT_FOUND);
    }
  });
});

describe('personal files (ID photos, signatures) before and after signing', () => {
  it('an ID photo is readable only by its uploader before signing, then by lease/resident managers of the org', async () => {
    const idPhoto = await uploaded(manager, 'personal');
    const ordinary = await uploaded(manager);
    expect((await getFile(manager, idPhoto)).status).toBe(200);
    for (const token of [boss, staff]) {
      const res = await getFile(token, idPhoto);
      expect(res.status).toBe(404);
      expect(res.json.msg).toBe('文件不存在');
    }

    const input = signInput(await room('东湖公寓', '106'), {
      pictures: [
        { fileId: idPhoto, type: 1 },
        { fileId: ordinary, type: 0 },
      ],
    });
    expect((await sign(manager, input)).status).toBe(200);
    expect((await h.db.select().from(uploads).where(eq(uploads.id, idPhoto)).limit(1))[0]).toMatchObject({
      purpose: 'personal',
      subjectId: input.leaseId,
    });
    expect((await h.db.select().from(uploads).where(eq(uploads.id, ordinary)).limit(1))[0]).toMatchObject({
      purpose: '',
      subjectId: null,
    });

    for (const token of [boss, manager, staff]) {
      const res = await h.app.request(`/api/upload/files/${idPhoto}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(TINY_PNG);
    }
    const boardOnly = await staffWith(h, '13700000002', [[1, 3]]);
    expect((await getFile(boardOnly, idPhoto)).status).toBe(404);
    expect((await getFile(boardOnly, ordinary)).status).toBe(200);
    expect((await getFile(otherBoss, idPhoto)).status).toBe(404);
    const residentsOnly = await staffWith(h, '13700000003', [[2, 14]]);
    expect((await getFile(residentsOnly, idPhoto)).status).toBe(200);
  });
});

describe("offline signing: the 'lease.sign' mutation through POST /api/sync/push", () => {
  const push = (token: string, mutations: unknown[]) =>
    h.call('POST', '/api/sync/push', { token, json: { clientId: 'test-device', mutations } });

  it('applies once with a version, answers a retry as duplicate, rejects a second signing of the room without blocking the batch, and pull shows the facts', async () => {
    const r = await room('东湖公寓', '106');
    const input = signInput(r);
    const m = mutation('lease.sign', input);
    const first = await push(staff, [m]);
    expect(first.status, first.text).toBe(200);
    const [applied] = first.json.data.results;
    expect(applied).toMatchObject({ id: m.id, status: 'applied' });
    expect(typeof applied.version).toBe('number');
    expect((await h.db.select().from(rooms).where(eq(rooms.id, r.id)).limit(1))[0]!.version).toBe(applied.version);
    expect((await h.db.select().from(leases).where(eq(leases.id, input.leaseId)).limit(1))[0]).toMatchObject({
      status: LEASE_STATUS.toConfirm,
      mutationId: m.id,
      creatorId: expect.any(String),
    });

    const retry = await push(staff, [m]);
    expect(retry.json.data.results).toEqual([
      { id: m.id, status: 'duplicate', original: 'applied', version: applied.version },
    ]);
    expect(await leasesOfRoom(r.id)).toHaveLength(1);

    const second = mutation('lease.sign', signInput(r));
    const remark = mutation('room.setRemark', { houseId: r.id, remark: '已签约，等确认' });
    const batch = (await push(staff, [second, remark])).json.data.results;
    expect(batch[0]).toEqual({ id: second.id, status: 'rejected', reason: SIGN_MSG.roomTaken });
    expect(batch[1]).toMatchObject({ id: remark.id, status: 'applied' });
    expect(await leasesOfRoom(r.id)).toHaveLength(1);

    const pulled = (await h.call('GET', '/api/sync/pull', { token: staff })).json.data.changes.rooms.find(
      (x: any) => x.id === r.id,
    );
    expect(pulled.remark).toBe('已签约，等确认');
    expect(pulled.isRent).toBe(1);
    const facts = parseFacts(pulled.facts);
    expect(facts.leaseId).toBe(input.leaseId);
    expect(facts.leases).toEqual([
      { status: LEASE_STATUS.toConfirm, startDate: input.startDate, endDate: input.endDate, settled: false },
    ]);
    expect(facts.earliestUnpaid).toBe(input.startDate);
  });

  it('rejects the sign refusals with their Chinese reasons (terms changed, decoration) and a user without [2,9]', async () => {
    const r = await room('东湖公寓', '106');
    const stale = mutation('lease.sign', signInput(r, { basis: { listRent: 1, advanceId: null, advanceCost: 0 } }));
    const deco = mutation('lease.sign', signInput(await room('东湖公寓', '208')));
    const results = (await push(staff, [stale, deco])).json.data.results;
    expect(results.map((x: any) => x.reason)).toEqual([SIGN_MSG.termsChanged, SIGN_MSG.decoration]);
    const boardOnly = await staffWith(h, '13700000004', [[1, 3]]);
    const denied = (await push(boardOnly, [mutation('lease.sign', signInput(r))])).json.data.results[0];
    expect(denied).toMatchObject({ status: 'rejected', reason: NO_PERMISSION });
    expect(await leasesOfRoom(r.id)).toHaveLength(0);
  });
});

describe('upload idempotency by device-made file id', () => {
  it('the same fileId from the same user answers with the same file; from another user of the org 409', async () => {
    const fileId = newFileId();
    const a = await uploadWith(h, staff, { fileId });
    const b = await uploadWith(h, staff, { fileId });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.json.data).toEqual(a.json.data);
    expect(a.json.data).toEqual([`/api/upload/files/${fileId}`]);
    expect(await h.db.select().from(uploads).where(eq(uploads.id, fileId))).toHaveLength(1);

    const other = await uploadWith(h, manager, { fileId });
    expect(other.status).toBe(409);
    expect(other.json.msg).toBe('文件编号重复');
    const staffId = (await h.db.select().from(users).where(eq(users.phone, PHONES.staff)).limit(1))[0]!.id;
    expect((await h.db.select().from(uploads).where(eq(uploads.id, fileId))).map((u) => u.userId)).toEqual([staffId]);

    const bad = await uploadWith(h, staff, { fileId: 'short' });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toBe('文件编号不正确');
  });
});
