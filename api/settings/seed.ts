import type { DemoContext } from '../seed/context';
import { upsertConfig } from './apartment-config';
import { facilityOf, writeDefaultItems } from './house-defaults';
import { writeMeterPrices } from './meter-prices';
import { ensureTenantSources } from './tenant-sources';
import { ensureFinanceItems } from './finance-items';

const LINES: Record<string, string> = { 东湖公寓: '0571-88888888', 西城公寓: '400-800-1234' };

/**
 * Demo settings of 示例公寓: house defaults (押1付3, 5 days in advance, ¥500 earnest money, 物业费/网费), utility
 * prices (冷水 ¥5.00/吨, 电 ¥1.00/度, 热水 ¥25.00/吨), readings due on the 25th, manual lock passwords, a service
 * line per apartment, and the default tenant sources and bill/ledger items. No contract template (needs a file).
 * Written through the demo unit of work (ctx.tx).
 */
export async function seedSettings(ctx: DemoContext): Promise<void> {
  const { tx, now, orgId } = ctx;
  for (const name of ['东湖公寓', '西城公寓']) {
    const apartmentId = ctx.apartments[name];
    await upsertConfig(tx, now, orgId, apartmentId, {
      // General_2 house defaults
      advanceCost: 50000,
      deposit: 1,
      payment: 3,
      collectRentType: 0,
      collectRentDay: 5,
      sourceType: 1,
      title: `${name}·精装公寓`,
      intro: '拎包入住，家电齐全，公共区域每周保洁，24小时安保。',
      facility: facilityOf([1, 2, 3, 4, 6, 7, 8, 9]),
      // General_6 meter receipt, General_7 hardware, General_8 service line
      receiptDay: 25,
      receiptType: 0,
      doorLock: 0,
      freezeSwitch: 1,
      serviceLine: LINES[name],
    });
    await writeDefaultItems(tx, now, orgId, apartmentId, [
      { item: '物业费', cost: 5000, itemType: 13 },
      { item: '网费', cost: 3000, itemType: 4 },
    ]);
    await writeMeterPrices(tx, now, orgId, apartmentId, [
      { category: 1, unitPrice: 500, useAble: 1 },
      { category: 2, unitPrice: 100, useAble: 1 },
      { category: 4, unitPrice: 2500, useAble: 1 },
    ]);
  }
  await ensureTenantSources(tx, now, orgId);
  await ensureFinanceItems(tx, now, orgId);
}
