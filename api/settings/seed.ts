import type { DemoContext } from '../seed/context';
import { USER_TYPE } from '../../sync/accounts';
import type { Who } from './apartment-config';
import { saveDefaultItems, saveFacility, saveIntro, saveRentDefaults } from './house-defaults';
import { saveMeterPrices, saveMeterReceipt } from './meter-prices';
import { saveDeviceConfig, saveServiceLine } from './hardware-config';
import { ensureTenantSources } from './tenant-sources';
import { ensureFinanceItems } from './finance-items';

const LINES: Record<string, string> = { 东湖公寓: '0571-88888888', 西城公寓: '400-800-1234' };

/**
 * Demo settings of 示例公寓: house defaults (押1付3, 5 days in advance, ¥500 earnest money, 物业费/网费), utility
 * prices (冷水 ¥5.00/吨, 电 ¥1.00/度, 热水 ¥25.00/吨), readings due on the 25th, manual lock passwords, a service
 * line per apartment, and the default tenant sources and bill/ledger items. No contract template (needs a file).
 */
export async function seedSettings(ctx: DemoContext): Promise<void> {
  const { db, now, orgId } = ctx;
  const boss: Who = { id: ctx.users.boss, orgId, userType: USER_TYPE.boss };
  for (const name of ['东湖公寓', '西城公寓']) {
    const apartmentId = ctx.apartments[name];
    saveRentDefaults(db, now, boss, apartmentId, { advanceCost: 50000, deposit: 1, payment: 3, collectRentType: 0, collectRentDay: 5, sourceType: 1 });
    saveDefaultItems(db, now, boss, apartmentId, [
      { item: '物业费', cost: 5000, itemType: 13 },
      { item: '网费', cost: 3000, itemType: 4 },
    ]);
    saveIntro(db, now, boss, apartmentId, { title: `${name}·精装公寓`, intro: '拎包入住，家电齐全，公共区域每周保洁，24小时安保。' });
    saveFacility(db, now, boss, apartmentId, [1, 2, 3, 4, 6, 7, 8, 9]);
    saveMeterPrices(db, now, boss, apartmentId, [
      { category: 1, unitPrice: 500, useAble: 1 },
      { category: 2, unitPrice: 100, useAble: 1 },
      { category: 4, unitPrice: 2500, useAble: 1 },
    ]);
    saveMeterReceipt(db, now, boss, apartmentId, { receiptDay: 25, receiptType: 0 });
    saveDeviceConfig(db, now, boss, apartmentId, { doorLock: 0, freezeSwitch: 1 });
    saveServiceLine(db, now, boss, apartmentId, LINES[name]);
  }
  ensureTenantSources(db, now, orgId);
  ensureFinanceItems(db, now, orgId);
}
