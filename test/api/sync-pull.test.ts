import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { makeHarness, PHONES } from './harness';
import { aptId, reload, roomsOf, type Harness } from './sync-helpers';
import { floors, rooms } from '../../api/houses/schema';
import { roomTemplates } from '../../api/templates/schema';
import { offices } from '../../api/admin/schema';
import { deleteApartment, orgIdByName, setRooms } from './factories/meters';
import { addApartment } from '../../api/seed/demo-rows';

let h: Harness;
let boss: string;
let staff: string;
let otherBoss: string;

beforeEach(async () => {
  h = await makeHarness();
  [boss, staff, otherBoss] = await Promise.all([
    h.login(PHONES.boss),
    h.login(PHONES.staff),
    h.login(PHONES.otherBoss),
  ]);
});

const pull = (token: string, query = '') => h.call('GET', `/api/sync/pull${query}`, { token });
const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

describe('GET /api/sync/pull scope', () => {
  it("gives a staff member only 东湖公寓's apartment, floors, rooms and templates", async () => {
    const res = await pull(staff);
    expect(res.status).toBe(200);
    const { changes, more, cursor } = res.json.data;
    expect(more).toBe(false);
    const east = await aptId(h, '东湖公寓');
    expect(changes.apartments.map((a: any) => a.name)).toEqual(['东湖公寓']);
    expect(ids(changes.rooms)).toEqual(
      ids(
        await h.db
          .select()
          .from(rooms)
          .where(and(eq(rooms.apartmentId, east), isNull(rooms.deletedAt))),
      ),
    );
    expect(ids(changes.floors)).toEqual(ids(await h.db.select().from(floors).where(eq(floors.apartmentId, east))));
    expect(ids(changes.templates)).toEqual(
      ids(await h.db.select().from(roomTemplates).where(eq(roomTemplates.apartmentId, east))),
    );
    expect(changes.rooms.length).toBe(64);
    const all = Object.values(changes).flat() as { version: number }[];
    expect(cursor).toBe(Math.max(...all.map((r) => r.version)));
  });

  it('sends the board tile fields of a room, its lease facts and its lease terms', async () => {
    const res = await pull(staff);
    const room = res.json.data.changes.rooms[0];
    const db = await reload(h, room.id);
    expect(room).toEqual({
      id: db.id,
      version: db.version,
      apartmentId: db.apartmentId,
      floorId: db.floorId,
      projectId: db.projectId,
      houseNumber: db.houseNumber,
      serialNumber: db.serialNumber,
      isRent: db.isRent,
      isDecoration: db.isDecoration,
      isShow: db.isShow,
      remark: db.remark,
      rentCost: db.rentCost,
      houseTempId: db.houseTempId,
      type: db.type,
      groupType: db.groupType,
      ownerName: db.ownerName,
      area: db.area,
      updatedAt: db.updatedAt,
      facts: db.facts,
      vacantSince: db.vacantSince,
      deposit: db.deposit,
      payment: db.payment,
      collectRentType: db.collectRentType,
      collectRentDay: db.collectRentDay,
    });
  });

  it('gives the boss both apartments of the org and the org offices; another org sees none of them', async () => {
    const mine = (await pull(boss)).json.data.changes;
    expect(mine.apartments.map((a: any) => a.name).sort()).toEqual(['东湖公寓', '西城公寓']);
    expect(mine.offices.map((o: any) => o.name)).toEqual(expect.arrayContaining(['东湖项目']));
    const other = (await pull(otherBoss)).json.data.changes;
    expect(other.apartments.map((a: any) => a.name)).toEqual(['城南公寓']);
    const mineIds = new Set((Object.values(mine).flat() as { id: string }[]).map((r) => r.id));
    for (const row of Object.values(other).flat() as { id: string }[]) expect(mineIds.has(row.id)).toBe(false);
    const [orgOffices] = await h.db.select().from(offices).where(eq(offices.name, '东湖项目')).limit(1);
    expect(other.offices.map((o: any) => o.id)).not.toContain(orgOffices.id);
  });

  it('needs a session (401)', async () => {
    const res = await h.call('GET', '/api/sync/pull');
    expect(res.status).toBe(401);
  });
});

describe('GET /api/sync/pull cursor', () => {
  it('after the cursor sends only what changed since, e.g. a board edit', async () => {
    const first = (await pull(staff)).json.data;
    const none = (await pull(staff, `?cursor=${first.cursor}`)).json.data;
    expect(Object.values(none.changes).flat()).toEqual([]);
    expect(none.cursor).toBe(first.cursor);
    const [room] = await roomsOf(h, '东湖公寓');
    await h.call('PUT', `/api/board/houses/${room.id}/remark`, { token: staff, json: { remark: '换锁' } });
    const next = (await pull(staff, `?cursor=${first.cursor}`)).json.data;
    expect(next.changes.rooms).toHaveLength(1);
    expect(next.changes.rooms[0]).toMatchObject({
      id: room.id,
      remark: '换锁',
      version: (await reload(h, room.id)).version,
    });
    expect(next.cursor).toBe((await reload(h, room.id)).version);
  });

  it('sends a deleted room as a tombstone, and a deleted apartment too', async () => {
    const first = (await pull(boss)).json.data;
    const [room] = await roomsOf(h, '东湖公寓');
    await setRooms(h.db, [[room.id, { deletedAt: 1 }]]);
    const west = await aptId(h, '西城公寓');
    await deleteApartment(h.db, west, 1);
    const next = (await pull(boss, `?cursor=${first.cursor}`)).json.data;
    expect(next.changes.rooms).toEqual([{ id: room.id, deleted: true, version: (await reload(h, room.id)).version }]);
    expect(next.changes.apartments).toEqual([{ id: west, deleted: true, version: next.cursor }]);
    const staffNext = (await pull(staff, `?cursor=${first.cursor}`)).json.data;
    expect(staffNext.changes.rooms).toEqual([
      { id: room.id, deleted: true, version: (await reload(h, room.id)).version },
    ]);
    expect(staffNext.changes.apartments).toEqual([]);
  });

  it('pages by `limit` in version order without gaps or repeats; a version larger than the limit comes whole', async () => {
    // The demo is seeded in one unit of work per organisation (one version); thirty later edits make thirty more.
    const thirty = (await roomsOf(h, '东湖公寓')).slice(0, 30);
    for (const [i, r] of thirty.entries()) await setRooms(h.db, [[r.id, { remark: `第${i}次` }]]);
    const whole = (await pull(boss)).json.data;
    const wholeIds = (Object.values(whole.changes).flat() as { id: string }[]).map((r) => r.id).sort();
    const seen: string[] = [];
    let cursor = 0;
    let pages = 0;
    for (;;) {
      const page = (await pull(boss, `?cursor=${cursor}&limit=7`)).json.data;
      const rows = Object.values(page.changes).flat() as { id: string; version: number }[];
      if (rows.length > 7) expect(new Set(rows.map((r) => r.version)).size).toBe(1);
      for (const r of rows) expect(r.version).toBeGreaterThan(cursor);
      if (rows.length) expect(page.cursor).toBe(Math.max(...rows.map((r) => r.version)));
      seen.push(...rows.map((r) => r.id));
      cursor = page.cursor;
      pages++;
      if (!page.more) break;
    }
    expect(pages).toBeGreaterThan(4);
    expect(seen.sort()).toEqual(wholeIds);
    expect(cursor).toBe(whole.cursor);
  });

  it('never splits rows written with the same version (one unit of work) across pages', async () => {
    const first = (await pull(boss)).json.data;
    const east = await roomsOf(h, '东湖公寓');
    const three = east.slice(0, 3);
    await setRooms(
      h.db,
      three.map((r) => [r.id, { remark: '一起改' }]),
    );
    const v = (await reload(h, three[0].id)).version;
    for (const r of three) expect((await reload(h, r.id)).version).toBe(v);
    await setRooms(h.db, [[east[5].id, { remark: '后改' }]]);
    const page = (await pull(boss, `?cursor=${first.cursor}&limit=2`)).json.data;
    expect(ids(page.changes.rooms)).toEqual(ids(three));
    expect(page).toMatchObject({ cursor: v, more: true });
    const page2 = (await pull(boss, `?cursor=${first.cursor}&limit=4`)).json.data;
    expect(page2.changes.rooms).toHaveLength(4);
    expect(page2.more).toBe(false);
  });

  it('sends every row of a pull read in several statements once, by version: 1,200 rooms of one unit and later edits', async () => {
    const first = (await pull(boss)).json.data;
    const orgId = await orgIdByName(h.db, '示例公寓');
    const [office] = await h.db.select().from(offices).where(eq(offices.orgId, orgId)).limit(1);
    const now = Date.now();
    const aptId = await h.db.write(orgId, (tx) =>
      addApartment(tx, now, orgId, {
        name: '千间公寓',
        address: '千间路 1 号',
        locationName: '千间商圈',
        cityCode: '3301',
        districtCode: '330102',
        projectId: office!.id,
        floorCount: 40,
        perFloor: 30,
        rent: 150000,
      }),
    );
    const made = await h.db.select().from(rooms).where(eq(rooms.apartmentId, aptId));
    expect(made).toHaveLength(1200);
    // Two later units each edit rooms of the big unit: they come after it, with their own versions.
    await setRooms(h.db, [[made[10]!.id, { remark: '后改一' }]]);
    await setRooms(h.db, [[made[900]!.id, { remark: '后改二' }]]);
    const whole = (await pull(boss, `?cursor=${first.cursor}`)).json.data;
    const got = whole.changes.rooms as { id: string; version: number; remark: string | null }[];
    expect(got).toHaveLength(1200);
    expect(new Set(got.map((r) => r.id)).size).toBe(1200);
    expect(ids(got)).toEqual(ids(made));
    expect(got.find((r) => r.id === made[900]!.id)!.remark).toBe('后改二');
    expect(whole.changes.floors).toHaveLength(40);
    expect(whole.more).toBe(false);
    // In pages of 100: the 1,200 rooms of one version come whole, in a page of their own, and nothing comes twice.
    const paged: string[] = [];
    let cursor = first.cursor;
    for (;;) {
      const page = (await pull(boss, `?cursor=${cursor}&limit=100`)).json.data;
      paged.push(...(page.changes.rooms as { id: string }[]).map((r) => r.id));
      cursor = page.cursor;
      if (!page.more) break;
    }
    expect(paged.sort()).toEqual(ids(made));
  });

  it('validates the query in Chinese', async () => {
    for (const [q, msg] of [
      ['?cursor=-1', '同步游标不正确'],
      ['?cursor=abc', '同步游标不正确'],
      ['?cursor=1.5', '同步游标不正确'],
      ['?limit=0', '条数不正确'],
      ['?limit=5001', '每次最多同步5000条'],
    ]) {
      const res = await pull(boss, q);
      expect(res.status, q).toBe(400);
      expect(res.json.msg).toBe(msg);
    }
  });
});
