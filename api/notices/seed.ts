import { eq } from 'drizzle-orm';
import type { DemoContext } from '../seed/context';
import type { Deps } from '../deps';
import { demoBoss } from '../leases/seed';
import { addDays, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { NOTICE_KIND } from '../../sync/rules/notices/notice-rules';
import type { NoticeSendBody } from '../../sync/contract/notices/notices';
import { deviceOptions, roomOptions } from './pickers';
import { sendNotice } from './send';
import { recallNotice } from './recall';
import { notices } from './schema';

const DAY = 86_400_000;

/**
 * Demo notices (issue 19 point 7), sent through the sender's own function days apart: to every tenant of 东湖 and to
 * one room, one to 西城's tenants already expired, one recalled; to 东湖's managers; to door units — 东湖's full-screen
 * unit (shown) and 西城's controller behind its offline gateway (待发送). Part of the running-lease demo (it needs
 * the tenants).
 */
export async function seedNotices(ctx: DemoContext) {
  const boss = demoBoss(ctx);
  const today = shanghaiToday(ctx.now);
  const east = ctx.apartments['东湖公寓']!;
  const west = ctx.apartments['西城公寓']!;
  const at = (daysAgo: number): Deps => ({
    db: ctx.db,
    now: () => ctx.now - daysAgo * DAY,
    config: { uploadsDir: '', secureCookies: false },
    log: () => {},
  });
  const page = { current: 1, size: 10 };
  const [eastRoom] = (await roomOptions(ctx.db, boss, { apartmentId: east, ...page })).records;
  const device = async (apartmentId: string, devType: number) =>
    (await deviceOptions(ctx.db, boss, { apartmentId, devType, ...page })).records[0]?.id;
  const base = { summary: '', photos: [], isForever: 1, isForAll: 0, devList: [], houseIdList: [], managerList: [] };
  const send = async (
    daysAgo: number,
    b: Partial<NoticeSendBody> & Pick<NoticeSendBody, 'kind' | 'apartmentId' | 'title' | 'content'>,
  ) => {
    const row = await sendNotice(at(daysAgo), boss, { ...base, ...b } as NoticeSendBody);
    // Sent that many days ago (a unit stamps the clock's now).
    const createdAt = ctx.now - daysAgo * DAY;
    await ctx.db.write(ctx.orgId, (tx) => tx.update(notices).set({ createdAt }).where(eq(notices.id, row.id)));
    return row;
  };

  await send(5, {
    kind: NOTICE_KIND.tenant,
    apartmentId: east,
    title: '电梯年度维保通知',
    summary: '1号楼电梯本周六上午维保',
    content: '本周六上午8:00至12:00，1号楼电梯进行年度维保，期间请走楼梯，给您带来不便敬请谅解。',
    isForAll: 1,
  });
  if (eastRoom)
    await send(2, {
      kind: NOTICE_KIND.tenant,
      apartmentId: east,
      title: '燃气安全入户检查',
      content: '燃气公司将于下周二入户检查燃气管道，请届时家中留人。',
      houseIdList: [eastRoom.houseId],
      isForever: 0,
      keepDate: addDays(today, 7),
    });
  await send(4, {
    kind: NOTICE_KIND.tenant,
    apartmentId: west,
    title: '临时停水通知',
    summary: '已过期',
    content: '因管道维修，西城公寓三天前上午停水4小时。',
    isForAll: 1,
    isForever: 0,
    keepDate: addDays(today, -3),
  });
  const recalled = await send(3, {
    kind: NOTICE_KIND.tenant,
    apartmentId: west,
    title: '物业费调整通知',
    content: '下月起物业费调整，详见公告栏。（发错，已撤回）',
    isForAll: 1,
  });
  await recallNotice(ctx.db, boss, recalled.id);
  await send(1, {
    kind: NOTICE_KIND.manager,
    apartmentId: east,
    title: '周五管家例会',
    content: '本周五下午3点在东湖公寓一楼会议室开例会，请准时参加。',
    isForAll: 1,
  });
  const eastUnit = await device(east, 3);
  if (eastUnit)
    await send(3, {
      kind: NOTICE_KIND.device,
      apartmentId: east,
      title: '公共区域消毒公告',
      content: '每日早晚对电梯和大堂消毒两次。',
      devList: [eastUnit],
    });
  const westDoor = await device(west, 1);
  if (westDoor)
    await send(0, {
      kind: NOTICE_KIND.device,
      apartmentId: west,
      title: '门禁升级提示',
      content: '大门门禁本周升级，请使用新门卡。',
      devList: [westDoor],
    });
}
