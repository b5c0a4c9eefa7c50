import { and, eq } from 'drizzle-orm';
import type { DemoContext } from '../seed/context';
import { offices } from './schema';

/** The demo's company 示例公寓管理有限公司 and its projects 东湖项目 and 西城项目 as the boss would have filled them in on /companySet and /itemSetting. */
export const DEMO_OFFICES = {
  company: {
    phone: '0571-88880000',
    publicAccount: '招商银行杭州分行 5719 0888 0010 001',
    privateAccount: '6225 8857 1000 0001',
  },
  east: {
    phone: '0571-88880101',
    supervisor: '李店长',
    publicAccount: '招商银行杭州东湖支行 5719 0888 0010 101',
    privateAccount: '6225 8857 1000 0101',
  },
  west: {
    phone: '0571-88880202',
    supervisor: '周管家',
    publicAccount: '招商银行杭州西城支行 5719 0888 0010 202',
    privateAccount: '6225 8857 1000 0202',
  },
} as const;

/**
 * Completes the core seed's company 示例公寓管理有限公司 and its projects 东湖项目 / 西城项目 (api/seed/demo.ts makes
 * them with their names and addresses): phones, accounts and each project's 负责人. In the core seed's unit.
 */
export async function seedOffices(ctx: DemoContext) {
  const { tx, now, orgId, projects } = ctx;
  const [east] = await tx.select({ pid: offices.pid }).from(offices).where(eq(offices.id, projects.east));
  const set = (id: string, fields: Partial<typeof offices.$inferInsert>) =>
    tx
      .update(offices)
      .set({ ...fields, updatedAt: now })
      .where(and(eq(offices.orgId, orgId), eq(offices.id, id)));
  if (east?.pid) await set(east.pid, DEMO_OFFICES.company);
  await set(projects.east, DEMO_OFFICES.east);
  await set(projects.west, DEMO_OFFICES.west);
}
