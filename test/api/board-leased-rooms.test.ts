import { beforeEach, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { rooms } from '../../api/houses/schema';
import { roomRow } from './factories/houses';
import { leasesHarness, signInput, type LeasesHarness } from './lease-helpers';
import { STATUS } from '../../sync/rules/board/board-status';
import { RENT_OFF_REFUSAL } from '../../sync/rules/board/room-action-rules';
import { SIGN_MSG } from '../../sync/contract/leases/sign';

/**
 * Issue 12 points 2 and 5: 待登记 is a room rented by its flag without a lease (the board and the dashboard say the
 * same), and such a room can be registered (signed) — the lease replaces the flag; a lease to be confirmed is 待确认.
 * 设为未出租 on a room with a lease is refused with the reason, by the server and through the offline sync push.
 */
let t: LeasesHarness;
beforeEach(async () => {
  t = await leasesHarness();
});

const tileOf = async (token: string, r: { id: string; apartmentId: string }) => {
  const board = await t.call('GET', `/api/board/houses?apartmentId=${r.apartmentId}`, token);
  return board.json.data.apartments[0].floors.flatMap((f: any) => f.houses).find((x: any) => x.houseId === r.id);
};
const putRent = (token: string, id: string, isRent: 0 | 1) =>
  t.call('PUT', `/api/board/houses/${id}/rent`, token, { isRent });
const push = (token: string, mutations: unknown[]) =>
  t.call('POST', '/api/sync/push', token, { clientId: 'test-device', mutations });
const mutation = (name: string, args: unknown) => ({ id: ulid(), clientId: 'test-device', name, args, clientTime: 1 });
/** A room of 东湖公寓 rented by its flag, without any lease facts (the demo's rent rule), by room number. */
const flagOnlyRoom = async () => {
  const [row] = await t.h.db
    .select()
    .from(rooms)
    .where(
      and(
        eq(rooms.apartmentId, await t.aptId('东湖公寓')),
        eq(rooms.isRent, 1),
        eq(rooms.isDecoration, 0),
        isNull(rooms.deletedAt),
        eq(rooms.facts, ''),
      ),
    )
    .orderBy(asc(rooms.houseNumber), asc(rooms.id))
    .limit(1);
  return row;
};
const isRent = async (id: string) => (await roomRow(t.h.db, id)).isRent;

describe('待登记: rented by flag without a lease', () => {
  it('shows 待登记 on the board (as the dashboard counts it), accepts a signing, and the lease replaces the flag', async () => {
    const r = await flagOnlyRoom();
    const tile = await tileOf(t.staff, r);
    expect(tile.houseStatus[0]).toEqual({ statusCode: STATUS.unregistered, day: null });
    expect(tile.leaseId).toBeNull();
    const before = (await t.call('GET', '/api/dashboard/todo', t.staff)).json.data.registerCount;
    const listed = await t.call('GET', `/api/board/houses?apartmentId=${r.apartmentId}&isRegister=1`, t.staff);
    expect(listed.json.data.apartments[0].floors.flatMap((f: any) => f.houses.map((x: any) => x.houseId))).toContain(
      r.id,
    );

    const input = signInput(r);
    const res = await t.call('POST', '/api/leases/sign', t.staff, input);
    expect(res.status, res.text).toBe(200);
    const after = await tileOf(t.staff, r);
    expect(after.houseStatus[0].statusCode).toBe(STATUS.awaiting); // 待确认: the paper lease waits to be confirmed
    expect(after.leaseId).toBe(input.leaseId);
    expect((await t.call('GET', '/api/dashboard/todo', t.staff)).json.data.registerCount).toBe(before - 1);
    // the room now has a lease to be confirmed: a second signing is refused
    const again = await t.call('POST', '/api/leases/sign', t.staff, signInput(r));
    expect(again.status).toBe(409);
    expect(again.json.msg).toBe(SIGN_MSG.roomTaken);
  });

  it('the offline signing of a 待登记 room is accepted by the sync push too', async () => {
    const r = await flagOnlyRoom();
    const m = mutation('lease.sign', signInput(r));
    const results = (await push(t.staff, [m])).json.data.results;
    expect(results[0]).toMatchObject({ id: m.id, status: 'applied' });
  });
});

describe('设为未出租 with a lease is refused with the reason', () => {
  it('a lease to be confirmed, then in effect: 409 with the reason, the flag left alone; the same through sync push', async () => {
    const r = await t.freeRoom('东湖公寓', 0);
    const id = await t.signLease(t.staff, r);
    let res = await putRent(t.staff, r.id, 0);
    expect(res.status).toBe(409);
    expect(res.json.msg).toBe(RENT_OFF_REFUSAL.pending);
    expect(await isRent(r.id)).toBe(1);

    expect((await t.call('POST', `/api/leases/${id}/confirm`, t.staff)).status).toBe(200);
    res = await putRent(t.staff, r.id, 0);
    expect(res.status).toBe(409);
    expect(res.json.msg).toBe(RENT_OFF_REFUSAL.signed);
    expect(await isRent(r.id)).toBe(1);

    const m = mutation('room.setRent', { houseId: r.id, isRent: 0 });
    const results = (await push(t.staff, [m])).json.data.results;
    expect(results).toEqual([{ id: m.id, status: 'rejected', reason: RENT_OFF_REFUSAL.signed }]);
    expect(await isRent(r.id)).toBe(1);
  });

  it('a room rented by flag only can still be set 未出租', async () => {
    const r = await flagOnlyRoom();
    const res = await putRent(t.staff, r.id, 0);
    expect(res.status, res.text).toBe(200);
    expect(res.json.msg).toBe('修改成功');
  });
});
