/**
 * The demo's month of operation log (issue 20.8; api/oplog/seed.ts, part of the running-lease demo `npm start`
 * seeds): a few hundred entries over the last 30 days by the demo accounts, in Chinese, from both terminals, listed
 * by GET /api/admin/logs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { makeHarness, PHONES, type Harness } from './harness';
import { shanghaiToday, addDays } from '../../sync/rules/common/shanghai-time';
import type { LogRow } from '../../sync/contract/admin/oplog';

let h: Harness;
let boss: string;
const all: LogRow[] = [];
beforeAll(async () => {
  h = await makeHarness({ runningLeases: true });
  boss = await h.login(PHONES.boss);
  for (let current = 1; ; current++) {
    const r = await h.call('GET', `/api/admin/logs?size=100&current=${current}`, { token: boss });
    expect(r.status, r.text).toBe(200);
    all.push(...(r.json.data.records as LogRow[]));
    if (current >= r.json.data.pages) break;
  }
}, 180_000);

describe('the demo operation log', () => {
  it('holds a few hundred entries, one or more on each of the last 30 days, newest first', () => {
    const seeded = all.filter((r) => r.gmtCreate < h.deps.now());
    expect(seeded.length).toBeGreaterThanOrEqual(300);
    const today = shanghaiToday(h.deps.now());
    const days = new Set(seeded.map((r) => shanghaiToday(r.gmtCreate)));
    for (let d = 1; d <= 30; d++) expect(days.has(addDays(today, -d)), addDays(today, -d)).toBe(true);
    const times = all.map((r) => r.gmtCreate);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('is by the demo accounts, in Chinese, from both terminals, staff with their project', () => {
    const names = new Set(all.map((r) => r.nickName));
    for (const n of ['王老板', '李店长', '张管家', '周管家']) expect(names.has(n), n).toBe(true);
    expect(all.every((r) => /^[\u4e00-\u9fa5]/.test(r.context))).toBe(true);
    expect(new Set(all.map((r) => r.client))).toEqual(new Set([0, 1]));
    expect(all.filter((r) => r.nickName === '张管家').every((r) => r.officeName === '东湖项目')).toBe(true);
    expect(all.some((r) => r.context.startsWith('收款 ') && r.context.includes('¥'))).toBe(true);
  });
});
