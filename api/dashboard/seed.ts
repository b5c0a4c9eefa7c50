import { ulid } from 'ulid';
import type { DemoContext } from '../seed/context';
import { bulletins, quickEntryChoices } from './schema';

/** Default quick entries per demo account (ids of sync/quick-entries.ts), all within what each may open. */
const DEFAULT_ENTRIES = {
  boss: [2, 13, 15, 16, 1, 19],
  manager: [2, 4, 5, 6, 11, 14],
  staff: [2, 3, 4, 8, 9, 11],
} as const;

const BULLETINS = [
  { title: '关于 12 月抄表安排的通知', content: '请各项目于每月 25 日前完成水电抄表，抄表数据当天录入系统。' },
  { title: '西城公寓业主直租房源上线', content: '西城公寓部分房间已转为业主直租，请在“房源审核”中核对业主资料。' },
  { title: '冬季消防安全检查', content: '本周五起开展冬季消防安全检查，请管家提前检查各楼层灭火器与疏散通道。' },
];

/** Three bulletins (oldest first, so the last one is the latest) and the default quick entries of the demo users. */
export async function seedDashboard(ctx: DemoContext): Promise<void> {
  const { tx, now, orgId, users } = ctx;
  for (const [i, b] of BULLETINS.entries()) {
    const at = now - (BULLETINS.length - i) * 86_400_000;
    await tx.insert(bulletins).values({
      id: ulid(at),
      orgId,
      title: b.title,
      content: b.content,
      createdBy: users.boss,
      createdAt: at,
      updatedAt: at,
    });
  }
  for (const [who, ids] of Object.entries(DEFAULT_ENTRIES) as [keyof typeof DEFAULT_ENTRIES, readonly number[]][]) {
    await tx
      .insert(quickEntryChoices)
      .values(ids.map((entryId, sort) => ({ userId: users[who], orgId, entryId, sort })));
  }
}
