import { and, asc, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { DemoContext } from '../seed/context';
import { rooms } from '../houses/schema';
import { roomTemplates } from './schema';
import { replaceFeeItems } from './children';
import { copyTemplateToRoom } from './copy-terms';
import { depositAmount } from '../../sync/rules/templates/template-rules';

interface DemoTemplate {
  name: string;
  area: number;
  bedroom: number;
  hall: number;
  bathroom: number;
  deposit: number;
  payment: number;
  rentCost: number;
  advanceCost: number;
  collectRentType: number;
  collectRentDay: number;
  advert: string;
  nearby: string;
  facility: string;
  intro: string;
}

const FEES = [
  { item: '物业费', cost: 5000, itemType: 13 },
  { item: '网费', cost: 3000, itemType: 4 },
];

const DEMO: Record<string, DemoTemplate[]> = {
  东湖公寓: [
    {
      name: '精装单间',
      area: 25,
      bedroom: 1,
      hall: 0,
      bathroom: 1,
      deposit: 1,
      payment: 3,
      rentCost: 180000,
      advanceCost: 50000,
      collectRentType: 0,
      collectRentDay: 5,
      advert: '拎包入住的地铁口精装单间',
      nearby: '东湖路地铁站步行5分钟',
      facility: '1_2_3_6_7_8_11',
      intro: '独立卫浴，朝南采光好，家电齐全，每周公共区域保洁。',
    },
    {
      name: '一室一厅',
      area: 35,
      bedroom: 1,
      hall: 1,
      bathroom: 1,
      deposit: 1,
      payment: 1,
      rentCost: 220000,
      advanceCost: 50000,
      collectRentType: 1,
      collectRentDay: 5,
      advert: '客卧分离，月付无压力',
      nearby: '楼下有超市和公交站',
      facility: '1_2_3_4_5_6_7_8_10_11',
      intro: '一室一厅户型，客厅可办公会客，配齐大家电，适合情侣或小家庭。',
    },
    {
      name: '两室一厅',
      area: 55,
      bedroom: 2,
      hall: 1,
      bathroom: 1,
      deposit: 2,
      payment: 3,
      rentCost: 320000,
      advanceCost: 100000,
      collectRentType: 2,
      collectRentDay: 10,
      advert: '合租首选两居室',
      nearby: '步行10分钟到东湖公园',
      facility: '1_2_3_4_5_6_7_8_9_10_12_13',
      intro: '两室一厅，南北通透，带阳台和厨房，适合合租或家庭居住。',
    },
  ],
  西城公寓: [
    {
      name: '舒适单间',
      area: 22,
      bedroom: 1,
      hall: 0,
      bathroom: 1,
      deposit: 1,
      payment: 3,
      rentCost: 220000,
      advanceCost: 50000,
      collectRentType: 0,
      collectRentDay: 3,
      advert: '西城商圈高性价比单间',
      nearby: '西城广场步行3分钟',
      facility: '1_2_6_7_8_11_15',
      intro: '智能门锁，独立卫浴，安静整洁，适合上班族。',
    },
    {
      name: '一室一厅',
      area: 38,
      bedroom: 1,
      hall: 1,
      bathroom: 1,
      deposit: 1,
      payment: 1,
      rentCost: 260000,
      advanceCost: 80000,
      collectRentType: 1,
      collectRentDay: 8,
      advert: '精装一居，可短租可长租',
      nearby: '地铁西城站B口旁',
      facility: '1_2_3_4_5_6_7_8_10_11_15',
      intro: '精装修一室一厅，配全新家电，楼下商业配套完善。',
    },
  ],
};

/** Picks a demo template for a room by its position on the floor. */
function pick<T>(list: T[], serial: number): T {
  if (list.length === 3) return serial % 4 === 0 ? list[2] : serial % 2 === 1 ? list[1] : list[0];
  return serial % 2 === 1 ? list[1] : list[0];
}

/**
 * Demo templates of 示例公寓's two apartments, with every room bound to one of them (rent from the template): one unit
 * of work (ctx.tx).
 */
export async function seedTemplates(ctx: DemoContext): Promise<void> {
  const { tx, now, orgId } = ctx;
  for (const [apartmentName, list] of Object.entries(DEMO)) {
    const apartmentId = ctx.apartments[apartmentName];
    if (!apartmentId) continue;
    const made: (typeof roomTemplates.$inferSelect)[] = [];
    for (const [idx, t] of list.entries()) {
      const row = {
        id: ulid(now),
        orgId,
        apartmentId,
        ...t,
        depositCost: depositAmount(t.deposit, t.rentCost),
        // one millisecond apart, so that the list (oldest first) keeps the order above
        createdAt: now + idx,
        updatedAt: now + idx,
      };
      await tx.insert(roomTemplates).values(row);
      await replaceFeeItems(tx, now, orgId, 'template', row.id, FEES);
      const [stored] = await tx.select().from(roomTemplates).where(eq(roomTemplates.id, row.id)).limit(1);
      made.push(stored);
    }
    const roomRows = await tx
      .select({ id: rooms.id, serialNumber: rooms.serialNumber })
      .from(rooms)
      .where(and(eq(rooms.orgId, orgId), eq(rooms.apartmentId, apartmentId)))
      .orderBy(asc(rooms.houseNumber), asc(rooms.id));
    for (const r of roomRows) {
      const t = pick(made, r.serialNumber);
      await copyTemplateToRoom(tx, now, orgId, r.id, t, t.rentCost ?? 0);
    }
  }
}
