/** The contract of /api/dashboard (spec part 1 §2.5, §3): the home page's to-do counters, quick entries and bulletins. */
import { z } from 'zod';
import { route } from '../route';
import { date, fen, id, int, ms, nothing, obj } from '../kit';
import {
  BULLETIN_CONTENT_MAX,
  BULLETIN_CONTENT_TOO_LONG,
  BULLETIN_TITLE_MAX,
  BULLETIN_TITLE_TOO_LONG,
} from '../../rules/dashboard/bulletin-limits';

/** Business dates (Asia/Shanghai) bounding the dashboard's windows, both ends inclusive. */
export const todoWindows = obj({
  today: date,
  /** Receivable dates of overdue bills: from today − 30 days to yesterday. */
  overdueFrom: date,
  overdueTo: date,
  /** Receivable dates of bills due soon: today to today + 3 days. */
  dueFrom: date,
  dueTo: date,
});
export type TodoWindows = z.infer<typeof todoWindows>;

/** The to-do counters of the dashboard (part 1 §3), plus the date windows they were counted in. */
export const todoCounts = obj({
  rentCount: int,
  rentCost: fen,
  hydroelectricCount: int,
  hydroelectricCost: fen,
  futureCount: int,
  futureCost: fen,
  registerCount: int,
  checkOutRoomCount: int,
  changeRoomCount: int,
  repairCount: int,
  onlineCount: int,
  checkCount: int,
  reservationCount: int,
  advanceCount: int,
  pictureCount: int,
  abnormalCount: int,
  securityCount: int,
  windows: todoWindows,
});
export type TodoCounts = z.infer<typeof todoCounts>;

/** A quick entry of the dashboard: the screen it opens. */
export const quickEntryRow = obj({ indexEnterId: int, name: z.string(), url: z.string() });
export type QuickEntryRow = z.infer<typeof quickEntryRow>;

/** A bulletin of the organisation's board ('' author when the account is gone). */
export const bulletin = obj({ id, title: z.string(), content: z.string(), createdAt: ms, author: z.string() });
export type Bulletin = z.infer<typeof bulletin>;

export const dashboard = {
  todo: route({ method: 'GET', path: '/api/dashboard/todo', reply: todoCounts }),
  /** The user's chosen entries in order, leaving out any they may no longer open. */
  quickEntries: route({ method: 'GET', path: '/api/dashboard/quick-entries', reply: z.array(quickEntryRow) }),
  /** Every entry the user may choose from. */
  quickEntryOptions: route({
    method: 'GET',
    path: '/api/dashboard/quick-entries/options',
    reply: z.array(quickEntryRow),
  }),
  /** Replaces the choice with `ids` ('1_3_5'); answers what was kept. */
  saveQuickEntries: route({
    method: 'PUT',
    path: '/api/dashboard/quick-entries',
    body: z.object({ ids: z.string({ error: '快捷入口参数格式不正确' }).max(200, '快捷入口参数格式不正确') }),
    reply: z.array(quickEntryRow),
  }),
  bulletins: route({ method: 'GET', path: '/api/dashboard/bulletins', reply: z.array(bulletin) }),
  /** Publishing needs the 通知服务 permission. */
  postBulletin: route({
    method: 'POST',
    path: '/api/dashboard/bulletins',
    body: z.object({
      title: z
        .string({ error: '请输入公告标题' })
        .trim()
        .min(1, '请输入公告标题')
        .max(BULLETIN_TITLE_MAX, BULLETIN_TITLE_TOO_LONG),
      content: z
        .string({ error: '公告内容格式不正确' })
        .trim()
        .max(BULLETIN_CONTENT_MAX, BULLETIN_CONTENT_TOO_LONG)
        .default(''),
    }),
    reply: obj({ id }),
  }),
  deleteBulletin: route({ method: 'DELETE', path: '/api/dashboard/bulletins/:id', reply: nothing }),
};
