import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leasesHarness, type LeasesHarness } from './lease-helpers';
import { PHONES } from './harness';
import { decryptPush, makeBrowserKeys, startPushService } from './push-service';
import { notifyArrears } from '../../api/jobs/arrears-notices';
import { notifyExpiry } from '../../api/jobs/expiry-notices';
import { apartmentManagers } from '../../api/jobs/apartment-managers';
import { DAILY_JOBS, runDailyJobs, startDailyJobs, type DailyJob } from '../../api/jobs/daily';
import { withdrawPermission } from './factories/leases';
import {
  addAccount,
  billIdsOf,
  clearMessages,
  houseTextOf,
  jobRunsOf,
  messagesWithPhone,
  movePushEndpoints,
  patchBills,
  patchLeases,
  patchRoom,
  patchUser,
  phoneOf,
} from './factories/money';
import { pushSubscriptionRows } from './factories/auth';
import { apartmentByName } from './factories/houses';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { STATUS } from '../../sync/rules/board/board-status';

const DAY = 86_400_000;
const TODAY = '2026-11-22';
let t: LeasesHarness;

/** Extra accounts of 示例公寓: staff of 西城 only, staff of 东湖 without the lease permission, a disabled manager. */
const addUser = (phone: string, userType: number, opts: { project?: string; role?: string; disabled?: boolean } = {}) =>
  addAccount(t.h.db, PHONES.boss, phone, userType, opts);

/** The job's messages (demo messages removed in beforeEach) with their recipient's phone, in a stable order. */
const messages = (title?: string) => messagesWithPhone(t.h.db, title);
const phonesOf = (rows: Record<string, any>[]) => [...new Set(rows.map((r) => r.phone))].sort();
const houseText = (roomId: string) => houseTextOf(t.h.db, roomId);
/** A lease's status reached by a flow the test does not go through (the unit refreshes its room's facts). */
const setStatus = (leaseId: string, status: number) => patchLeases(t.h.db, [leaseId], { status });

/** 东湖 managers: the boss, the manager (both org-wide) and the staff member of 东湖项目 holding [2,9]. */
const EAST = [PHONES.boss, PHONES.manager, PHONES.staff].sort();
/** 西城 managers: the boss, the manager and the extra 西城 staff member. */
const WEST = [PHONES.boss, PHONES.manager, '13700000001'].sort();

beforeEach(async () => {
  t = await leasesHarness();
  await addUser('13700000001', 2, { project: '西城项目', role: '管家' });
  await addUser('13700000002', 2, { project: '东湖项目' }); // no role: no [2,9]
  await addUser('13700000003', 1, { disabled: true });
  // Whatever the demo data owes is announced once, then the slate is clean for each test.
  await notifyArrears(t.h.deps);
  await notifyExpiry(t.h.deps);
  await clearMessages(t.h.db);
}, 60_000);

describe('apartmentManagers', () => {
  it('bosses and enabled managers of the org, plus staff who see the apartment and hold [2,9]', async () => {
    const phones = async (aptName: string) => {
      const apt = await apartmentByName(t.h.db, aptName);
      const ids = await apartmentManagers(t.h.db, apt.orgId, apt.id);
      const out: string[] = [];
      for (const id of ids) out.push(await phoneOf(t.h.db, id));
      return out.sort();
    };
    expect(await phones('东湖公寓')).toEqual(EAST);
    expect(await phones('西城公寓')).toEqual(WEST);
    expect(await phones('城南公寓')).toEqual([PHONES.otherBoss]);
    // A staff member whose project holds a room of 西城公寓 sees that apartment too (visibleApartments).
    const eastProject = (await t.room('东湖公寓', '101')).projectId;
    await patchRoom(t.h.db, (await t.room('西城公寓', '101')).id, { projectId: eastProject });
    expect(await phones('西城公寓')).toEqual([...WEST, PHONES.staff].sort());
    // A matter of one room (a lease's arrears, its expiry) goes to the staff who see that room, not the whole apartment.
    const west = await apartmentByName(t.h.db, '西城公寓');
    const ofRoom = async (no: string) => {
      const ids = await apartmentManagers(t.h.db, west.orgId, west.id, undefined, (await t.room('西城公寓', no)).id);
      return (await Promise.all(ids.map((id) => phoneOf(t.h.db, id)))).sort();
    };
    expect(await ofRoom('101')).toContain(PHONES.staff);
    expect(await ofRoom('102')).not.toContain(PHONES.staff);
    // Disabled or deleted accounts are not told.
    await patchUser(t.h.db, PHONES.manager, { deletedAt: 1 });
    expect(await phones('东湖公寓')).toEqual([PHONES.boss, PHONES.staff]);
  });
});

describe('notifyArrears', () => {
  it('one finance message per lease with overdue bills to each manager of its apartment, bills stamped', async () => {
    const east = await t.freeRoom('东湖公寓');
    const west = await t.freeRoom('西城公寓');
    const e = await t.signLease(t.boss, east, { startDate: '2026-09-01', endDate: '2027-08-31' });
    const w = await t.signLease(t.boss, west, { startDate: '2026-10-15', endDate: '2027-10-14' });
    await t.signLease(t.boss, await t.freeRoom('东湖公寓'), { startDate: '2026-12-01', endDate: '2027-11-30' }); // nothing due yet

    const r = await notifyArrears(t.h.deps);
    expect(r).toEqual({ messages: 6, pushes: 0 });
    const rows = await messages();
    const eastText = await houseText(east.id);
    const westText = await houseText(west.id);
    const eastRows = rows.filter((m) => m.content.startsWith(eastText));
    const westRows = rows.filter((m) => m.content.startsWith(westText));
    expect(phonesOf(eastRows)).toEqual(EAST);
    expect(eastRows).toHaveLength(3); // 4 overdue bills of the first stage, one message per person
    expect(phonesOf(westRows)).toEqual(WEST);
    expect(westRows).toHaveLength(3);
    // 房租 6600 + 押金 2200 + 物业费 150 + 门卡押金 100, due 2026-09-01: 82 days before 2026-11-22.
    const rent = east.rentCost;
    const eastTotal = (rent * 3 + rent + 15000 + 10000) / 100;
    expect(eastRows[0]).toMatchObject({
      msg_type: 0,
      title: '租客欠费提醒',
      is_read: 0,
      url: `/accountDetail?leaseId=${e}`,
    });
    expect(eastRows[0].content).toBe(
      `${await houseText(east.id)} 刘晓东 欠费 ¥${eastTotal.toLocaleString('en-US', { minimumFractionDigits: 2 })}，已逾期 82 天（最早应收 2026-09-01）`,
    );
    expect(westRows[0].content).toMatch(
      /^西城公寓 \d+层 \d+ 刘晓东 欠费 ¥[\d,]+\.\d\d，已逾期 38 天（最早应收 2026-10-15）$/,
    );
    // Nobody else: not the staff without [2,9], not the disabled manager, not the other organisation.
    expect(phonesOf(rows)).toEqual([...new Set([...EAST, ...WEST])].sort());
    expect(rows.every((m) => m.org_id === rows[0].org_id)).toBe(true);
    // The overdue bills are stamped; the next stage's (2026-11-26 …) are not.
    const bills = await t.billsOf(e);
    expect(
      bills.filter((b) => b.receivable_date < '2026-11-22').every((b) => b.arrears_notified_at === t.h.deps.now()),
    ).toBe(true);
    expect(bills.filter((b) => b.receivable_date >= '2026-11-22').every((b) => b.arrears_notified_at === null)).toBe(
      true,
    );
    expect((await t.billsOf(w)).some((b) => b.arrears_notified_at !== null)).toBe(true);
  });

  it('is idempotent; a month later only the newly overdue bills make a message', async () => {
    const room = await t.freeRoom('东湖公寓');
    const id = await t.signLease(t.boss, room, { startDate: '2026-09-01', endDate: '2027-08-31' });
    expect((await notifyArrears(t.h.deps)).messages).toBe(3);
    expect((await notifyArrears(t.h.deps)).messages).toBe(0);
    t.h.advance(2 * 3_600_000); // hourly runs the same day
    expect((await notifyArrears(t.h.deps)).messages).toBe(0);
    expect(await messages()).toHaveLength(3);

    t.h.advance(30 * DAY); // 2026-12-22: the second stage (due 2026-11-26) is overdue now
    expect((await notifyArrears(t.h.deps)).messages).toBe(3);
    const late = (await messages()).slice(3);
    expect(phonesOf(late)).toEqual(EAST);
    // The amount is what the lease owes now (both stages); the days count from the earliest overdue bill.
    const owed = (await t.billsOf(id))
      .filter((b) => b.receivable_date < '2026-12-22')
      .reduce((s, b) => s + b.account_receivable, 0);
    expect(late[0].content).toBe(
      `${await houseText(room.id)} 刘晓东 欠费 ¥${(owed / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}，已逾期 112 天（最早应收 2026-09-01）`,
    );
    expect((await notifyArrears(t.h.deps)).messages).toBe(0);
    const stamps = new Set(
      (await t.billsOf(id)).filter((b) => b.receivable_date < '2026-12-22').map((b) => b.arrears_notified_at),
    );
    expect(stamps.size).toBe(2); // stage 1 stamped on the first run, stage 2 a month later
  });

  it('collected, voided or bad-debt bills, checked-out and deleted leases make none', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        await t.signLease(t.boss, await t.freeRoom('东湖公寓'), { startDate: '2026-09-01', endDate: '2027-08-31' }),
      );
    const due = (b: { receivableDate: string }) => b.receivableDate < '2026-11-22';
    await patchBills(t.h.db, await billIdsOf(t.h.db, ids[0]!, due), { payStatus: BILL_PAY.paid });
    await patchBills(t.h.db, await billIdsOf(t.h.db, ids[1]!, due), { validStatus: BILL_VALID.void });
    await patchBills(t.h.db, await billIdsOf(t.h.db, ids[2]!, due), { validStatus: BILL_VALID.badDebt });
    await patchLeases(t.h.db, [ids[3]!], { status: LEASE_STATUS.checkedOut });
    await patchLeases(t.h.db, [ids[4]!], { deletedAt: 1 });
    expect(await notifyArrears(t.h.deps)).toEqual({ messages: 0, pushes: 0 });
    expect(await messages()).toEqual([]);
    // A bill due today is not overdue yet; tomorrow it is.
    const today = await t.signLease(t.boss, await t.freeRoom('东湖公寓'), {
      startDate: '2026-11-22',
      endDate: '2027-11-21',
    });
    expect((await notifyArrears(t.h.deps)).messages).toBe(0);
    t.h.advance(DAY);
    expect((await notifyArrears(t.h.deps)).messages).toBe(3);
    expect((await messages())[0].content).toMatch(/已逾期 1 天（最早应收 2026-11-22）$/);
    expect((await t.billsOf(today)).filter((b) => b.arrears_notified_at !== null)).not.toHaveLength(0);
  });

  it('a signed lease (status 1) is announced like one to be confirmed; staff without [2,9] are not told', async () => {
    const id = await t.signLease(t.boss, await t.freeRoom('东湖公寓'), {
      startDate: '2026-09-01',
      endDate: '2027-08-31',
    });
    await setStatus(id, 1);
    await withdrawPermission(t.h.db, t.orgId, '管家', 2, 9);
    expect((await notifyArrears(t.h.deps)).messages).toBe(2);
    expect(phonesOf(await messages())).toEqual([PHONES.boss, PHONES.manager].sort());
  });

  it('the board shows the lease in arrears (欠费) with the day count of its earliest overdue bill, moving with the clock', async () => {
    const room = await t.freeRoom('东湖公寓');
    const id = await t.signLease(t.boss, room, { startDate: '2026-09-01', endDate: '2027-08-31' });
    const tile = async () => {
      const token = await t.h.login(PHONES.staff);
      const r = await t.h.call(
        'GET',
        `/api/board/houses?apartmentId=${room.apartmentId}&houseNumber=${room.houseNumber}`,
        { token },
      );
      expect(r.status).toBe(200);
      return r.json.data.apartments[0].floors.flatMap((f: any) => f.houses).find((x: any) => x.houseId === room.id);
    };
    const before = await tile();
    expect(before.leaseId).toBe(id);
    expect(before.houseStatus[0]).toEqual({ statusCode: STATUS.arrears, day: 82 });
    await notifyArrears(t.h.deps); // the job does not change how arrears are derived
    expect((await tile()).houseStatus[0]).toEqual({ statusCode: STATUS.arrears, day: 82 });
    t.h.advance(10 * DAY);
    expect((await tile()).houseStatus[0]).toEqual({ statusCode: STATUS.arrears, day: 92 });
    const arrears = await t.h.call('GET', `/api/board/houses?apartmentId=${room.apartmentId}&isArrears=1`, {
      token: await t.h.login(PHONES.boss),
    });
    const ids = arrears.json.data.apartments.flatMap((a: any) =>
      a.floors.flatMap((f: any) => f.houses.map((x: any) => x.houseId)),
    );
    expect(ids).toContain(room.id);
  });
});

describe('notifyExpiry', () => {
  async function signed(endDate: string, startDate = '2026-06-01') {
    const room = await t.freeRoom('东湖公寓');
    const id = await t.signLease(t.boss, room, { startDate, endDate });
    await setStatus(id, 1);
    return { id, room };
  }

  it('signed leases ending within 30 days get 租约即将到期, ended ones 租约已到期, each once', async () => {
    const in30 = await signed('2026-12-22');
    const in31 = await signed('2026-12-23');
    const todayEnd = await signed('2026-11-22');
    const yesterday = await signed('2026-11-21');
    const pending = await signed('2026-12-01');
    await setStatus(pending.id, 0); // to be confirmed: not an expiring signed lease
    const out = await signed('2026-11-30');
    await setStatus(out.id, 2);

    expect(await notifyExpiry(t.h.deps)).toEqual({ messages: 9, pushes: 0 });
    const near = await messages('租约即将到期');
    const expired = await messages('租约已到期');
    expect(near.every((m) => m.msg_type === 1) && expired.every((m) => m.msg_type === 1)).toBe(true);
    expect(phonesOf(near)).toEqual(EAST);
    expect(
      near
        .map((m) => m.content)
        .filter((c, i, a) => a.indexOf(c) === i)
        .sort(),
    ).toEqual(
      [
        `${await houseText(in30.room.id)} 刘晓东 的租约将于 2026-12-22 到期，剩余 30 天`,
        `${await houseText(todayEnd.room.id)} 刘晓东 的租约将于 2026-11-22 到期，剩余 0 天`,
      ].sort(),
    );
    expect(expired.map((m) => m.content)).toEqual(
      Array(3).fill(`${await houseText(yesterday.room.id)} 刘晓东 的租约已于 2026-11-21 到期，已超期 1 天，尚未退房`),
    );
    expect((await t.leaseRow(in31.id))!.expiry_notified_at).toBeNull();
    expect((await t.leaseRow(in30.id))!.expiry_notified_at).toBe(t.h.deps.now());
    expect((await t.leaseRow(yesterday.id))!.expiry_notified_at).toBe(t.h.deps.now());

    // Hourly runs make nothing new.
    expect((await notifyExpiry(t.h.deps)).messages).toBe(0);
    t.h.advance(3_600_000);
    expect((await notifyExpiry(t.h.deps)).messages).toBe(0);

    // Next day: the 31-day lease comes into the window; the lease that ended today is now expired (told once more).
    t.h.advance(DAY);
    expect((await notifyExpiry(t.h.deps)).messages).toBe(6);
    const day2 = (await messages()).slice(9).map((m) => m.content);
    expect(new Set(day2)).toEqual(
      new Set([
        `${await houseText(in31.room.id)} 刘晓东 的租约将于 2026-12-23 到期，剩余 30 天`,
        `${await houseText(todayEnd.room.id)} 刘晓东 的租约已于 2026-11-22 到期，已超期 1 天，尚未退房`,
      ]),
    );
    expect((await notifyExpiry(t.h.deps)).messages).toBe(0);
    // A month on, the leases told "about to expire" have ended: each gets its one 租约已到期, then never again.
    t.h.advance(31 * DAY);
    expect((await notifyExpiry(t.h.deps)).messages).toBe(6);
    expect(
      (await messages('租约已到期'))
        .slice(6)
        .map((m) => m.content.split(' 刘晓东')[0])
        .filter((c, i, a) => a.indexOf(c) === i)
        .sort(),
    ).toEqual([await houseText(in30.room.id), await houseText(in31.room.id)].sort());
    t.h.advance(5 * DAY);
    expect((await notifyExpiry(t.h.deps)).messages).toBe(0);
  });

  it('a lease already long expired when first seen gets only 租约已到期; a 西城 lease is told to 西城 managers', async () => {
    const old = await signed('2026-10-31', '2026-01-01');
    const room = await t.freeRoom('西城公寓');
    const w = await t.signLease(t.boss, room, { startDate: '2026-06-01', endDate: '2026-12-10' });
    await setStatus(w, 1);
    expect((await notifyExpiry(t.h.deps)).messages).toBe(6);
    expect((await messages('租约即将到期')).map((m) => m.phone).sort()).toEqual(WEST);
    expect((await messages('租约已到期')).map((m) => m.content)).toEqual(
      Array(3).fill(`${await houseText(old.room.id)} 刘晓东 的租约已于 2026-10-31 到期，已超期 22 天，尚未退房`),
    );
    expect((await messages('租约已到期')).map((m) => m.phone).sort()).toEqual(EAST);
    t.h.advance(10 * DAY);
    expect((await notifyExpiry(t.h.deps)).messages).toBe(0);
  });
});

describe('web push of the notices', () => {
  let service: Awaited<ReturnType<typeof startPushService>>;
  beforeEach(async () => {
    service = await startPushService();
  });
  afterEach(async () => {
    await service.close();
  });
  async function subscribe(token: string, path: string) {
    const browser = makeBrowserKeys();
    const r = await t.h.call('POST', '/api/push/subscriptions', {
      token,
      json: { endpoint: `${service.origin}${path}`, keys: { p256dh: browser.p256dh, auth: browser.authB64 } },
    });
    expect(r.status).toBe(200);
    return browser;
  }

  it('one push per new message to each subscribed manager, after the messages are committed', async () => {
    const bossDevice = await subscribe(t.boss, '/push/boss');
    await subscribe(t.staff, '/push/staff');
    await subscribe(t.otherBoss, '/push/other');
    const a = await t.signLease(t.boss, await t.freeRoom('东湖公寓'), {
      startDate: '2026-09-01',
      endDate: '2027-08-31',
    });
    const b = await t.signLease(t.boss, await t.freeRoom('东湖公寓'), {
      startDate: '2026-10-01',
      endDate: '2027-09-30',
    });

    const running = notifyArrears(t.h.deps);
    // The messages are committed before any push is sent: once the first push arrives, all six are there.
    await vi.waitFor(() => expect(service.received.length).toBeGreaterThan(0));
    expect(await messages()).toHaveLength(6);
    expect(await running).toEqual({ messages: 6, pushes: 4 });
    expect(service.received.map((r) => r.path).sort()).toEqual([
      '/push/boss',
      '/push/boss',
      '/push/staff',
      '/push/staff',
    ]);
    const payloads = service.received
      .filter((r) => r.path === '/push/boss')
      .map((r) => JSON.parse(decryptPush(r.body, bossDevice.ecdh, bossDevice.auth)));
    const forA = payloads.find((p) => p.tag === `arrears-${a}`);
    expect(forA).toEqual({
      title: '租客欠费提醒',
      body: (await messages()).find((m) => m.phone === PHONES.boss && m.content.includes('2026-09-01'))!.content,
      url: `/accountDetail?leaseId=${a}`,
      tag: `arrears-${a}`,
    });
    expect(payloads.find((p) => p.tag === `arrears-${b}`)?.url).toBe(`/accountDetail?leaseId=${b}`);

    // Nothing new, nothing pushed.
    expect(await notifyArrears(t.h.deps)).toEqual({ messages: 0, pushes: 0 });
    expect(service.received).toHaveLength(4);

    // Expiry notices push to the lease detail.
    await setStatus(a, 1);
    await patchLeases(t.h.db, [a], { endDate: '2026-12-01' });
    expect(await notifyExpiry(t.h.deps)).toEqual({ messages: 3, pushes: 2 });
    const last = service.received.filter((r) => r.path === '/push/boss').at(-1)!;
    expect(JSON.parse(decryptPush(last.body, bossDevice.ecdh, bossDevice.auth))).toMatchObject({
      title: '租约即将到期',
      url: `/leaseDetail?leaseId=${a}`,
      tag: `expiry-${a}`,
    });
  });

  it('a failing push service does not stop or undo the messages', async () => {
    await subscribe(t.boss, '/push/boss');
    service.answer(500);
    const id = await t.signLease(t.boss, await t.freeRoom('东湖公寓'), {
      startDate: '2026-09-01',
      endDate: '2027-08-31',
    });
    expect(await notifyArrears(t.h.deps)).toEqual({ messages: 3, pushes: 0 });
    expect(service.received).toHaveLength(1);
    expect(await messages()).toHaveLength(3);
    expect((await t.billsOf(id)).some((b) => b.arrears_notified_at !== null)).toBe(true);
    expect((await pushSubscriptionRows(t.h.db))[0]!.failures).toBe(1);
    // An unreachable endpoint too.
    await movePushEndpoints(t.h.db, 'http://127.0.0.1:9/gone');
    t.h.advance(5 * DAY);
    expect(await notifyArrears(t.h.deps)).toEqual({ messages: 3, pushes: 0 });
  });
});

describe('DAILY_JOBS', () => {
  it('refreshes the planner statistics of the tables that carry the load (ANALYZE), once a day', async () => {
    const refresh = DAILY_JOBS.find((j) => j.name === '刷新统计信息')!;
    expect(refresh).toBeDefined();
    // A lease with its tenant and bills, so that none of these tables is empty (SQLite keeps no statistics of those).
    await t.signLease(t.boss, await t.freeRoom('东湖公寓'));
    const [run] = await runDailyJobs(t.h.deps, [refresh]);
    expect([run!.ran, run!.error]).toEqual([true, undefined]);
    // What the job's ANALYZE left: statistics of the loaded tables.
    expect(run!.result).toEqual(
      expect.arrayContaining(['rooms', 'leases', 'bills', 'lease_tenants', 'ledger_entries']),
    );
    expect((await runDailyJobs(t.h.deps, [refresh])).map((o) => o.ran)).toEqual([false]);
  });

  it('registers both notice jobs; startDailyJobs logs their async counts and async failures', async () => {
    expect(DAILY_JOBS.map((j) => j.name)).toEqual(expect.arrayContaining(['欠费提醒', '租约到期提醒']));
    await t.signLease(t.boss, await t.freeRoom('东湖公寓'), { startDate: '2026-09-01', endDate: '2027-08-31' });
    const lines: string[] = [];
    const stop = startDailyJobs({ ...t.h.deps, log: (l) => lines.push(l) }, [
      ...DAILY_JOBS,
      { name: 'async boom', run: () => Promise.reject(new Error('late')) },
    ]);
    stop();
    await stop.firstRun;
    expect(lines).toEqual(
      expect.arrayContaining(['job 欠费提醒: 3', expect.stringMatching(/^ERROR job async boom: Error: late/)]),
    );
    expect(lines.some((l) => l.startsWith('job 租约到期提醒'))).toBe(false);
    expect(await messages('租客欠费提醒')).toHaveLength(3);
  });

  /** Jobs that count their runs and take a moment, so that two ticks started together overlap. */
  const counting = () => {
    const runs: Record<string, number> = { a: 0, b: 0 };
    const jobs: DailyJob[] = Object.keys(runs).map((name) => ({
      name: `test ${name}`,
      run: async () => {
        runs[name]!++;
        await new Promise((r) => setTimeout(r, 30));
        return 1;
      },
    }));
    return { runs, jobs };
  };

  it('each job runs once a day: a later tick the same day skips it, the next day runs it again', async () => {
    const { runs, jobs } = counting();
    expect((await runDailyJobs(t.h.deps, jobs)).map((o) => o.ran)).toEqual([true, true]);
    t.h.advance(3_600_000); // the hourly tick
    expect((await runDailyJobs(t.h.deps, jobs)).map((o) => o.ran)).toEqual([false, false]);
    expect(runs).toEqual({ a: 1, b: 1 });
    expect((await jobRunsOf(t.h.db, TODAY)).filter((r) => r.job.startsWith('test '))).toEqual([
      { job: 'test a', day: TODAY, started_at: t.h.deps.now() - 3_600_000, finished_at: t.h.deps.now() - 3_600_000 },
      { job: 'test b', day: TODAY, started_at: t.h.deps.now() - 3_600_000, finished_at: t.h.deps.now() - 3_600_000 },
    ]);
    t.h.advance(DAY);
    await runDailyJobs(t.h.deps, jobs);
    expect(runs).toEqual({ a: 2, b: 2 });
  });

  it('a failed run gives its claim back: the next tick of the same day tries again', async () => {
    let fail = true;
    let ran = 0;
    const flaky: DailyJob = {
      name: 'test flaky',
      run: async () => {
        ran++;
        if (fail) throw new Error('down');
      },
    };
    const lines: string[] = [];
    const deps = { ...t.h.deps, log: (l: string) => lines.push(l) };
    expect(await runDailyJobs(deps, [flaky])).toMatchObject([
      { job: 'test flaky', ran: true, error: expect.any(Error) },
    ]);
    expect(lines[0]).toMatch(/^ERROR job test flaky: Error: down/);
    fail = false;
    expect(await runDailyJobs(deps, [flaky])).toMatchObject([{ ran: true }]);
    expect(await runDailyJobs(deps, [flaky])).toMatchObject([{ ran: false }]);
    expect(ran).toBe(2);
  });

  it('two processes starting the daily jobs at once run each job once (the job_runs claim decides)', async () => {
    // Two processes: two sets of dependencies on one database, whose ticks start together. On PostgreSQL each unit
    // of work has its own connection, so the two claims of a job race inside the database.
    const { runs, jobs } = counting();
    const first = { ...t.h.deps };
    const second = { ...t.h.deps };
    const [x, y] = await Promise.all([runDailyJobs(first, jobs), runDailyJobs(second, jobs)]);
    expect(runs).toEqual({ a: 1, b: 1 });
    for (const i of jobs.keys()) expect([x[i]!.ran, y[i]!.ran].sort()).toEqual([false, true]);

    // The real jobs too: an overdue lease is announced once, whichever process claimed the job.
    await t.signLease(t.boss, await t.freeRoom('东湖公寓'), { startDate: '2026-09-01', endDate: '2027-08-31' });
    t.h.advance(DAY); // a new day: the jobs are due again
    const both = await Promise.all([runDailyJobs(first), runDailyJobs(second), runDailyJobs(first)]);
    for (const job of DAILY_JOBS) expect(both.flat().filter((o) => o.job === job.name && o.ran)).toHaveLength(1);
    expect(await messages('租客欠费提醒')).toHaveLength(3);
    expect((await jobRunsOf(t.h.db, '2026-11-23')).map((r) => r.job).sort()).toEqual(
      DAILY_JOBS.filter((j) => !j.hourly)
        .map((j) => j.name)
        .sort(),
    );
  });
});
