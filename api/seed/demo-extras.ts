import { readFileSync } from 'node:fs';
import { and, eq, inArray } from 'drizzle-orm';
import { ulid } from 'ulid';
import { rooms } from '../houses/schema';
import { roomTemplates } from '../templates/schema';
import { pictures } from '../uploads/schema';
import { storeUpload } from '../uploads/store-upload';
import type { DemoContext } from './context';

/** Rooms in every state the board knows so far: under decoration, hidden from public display, with remarks. */
export function seedRoomStates(ctx: DemoContext) {
  const set = (apartment: string, houseNumber: string, values: Partial<typeof rooms.$inferInsert>) =>
    ctx.db
      .update(rooms)
      .set({ ...values, updatedAt: ctx.now })
      .where(and(eq(rooms.apartmentId, ctx.apartments[apartment]), eq(rooms.houseNumber, houseNumber)))
      .run();
  set('东湖公寓', '208', { isDecoration: 1, remark: '卫生间翻新，预计月底完工' });
  set('西城公寓', '406', { isDecoration: 1 });
  set('东湖公寓', '503', { isShow: 0, remark: '留作员工宿舍，不对外展示' });
  set('西城公寓', '510', { isShow: 0 });
  set('东湖公寓', '101', { remark: '门锁电池待换' });
  set('西城公寓', '602', { remark: '空调滤网待清洗' });
}

const PHOTOS = ['room-1.jpg', 'room-2.jpg', 'room-3.jpg'];

/**
 * Real photo files for the demo templates (three small illustrations stored through the upload machinery), the
 * first of each template's set being its cover. Skipped when no uploads folder is given (API tests).
 */
export async function seedTemplatePhotos(ctx: DemoContext, uploadsDir: string | undefined) {
  if (!uploadsDir) return;
  const deps = { db: ctx.db, now: () => ctx.now, config: { uploadsDir, secureCookies: false }, log: () => {} };
  const urls: string[] = [];
  for (const name of PHOTOS) {
    const bytes = readFileSync(new URL(`./assets/${name}`, import.meta.url));
    const stored = await storeUpload(deps, { orgId: ctx.orgId, userId: ctx.users.boss }, new File([bytes], name, { type: 'image/jpeg' }));
    urls.push(stored.url);
  }
  const templates = ctx.db
    .select({ id: roomTemplates.id })
    .from(roomTemplates)
    .where(inArray(roomTemplates.apartmentId, [ctx.apartments['东湖公寓'], ctx.apartments['西城公寓']]))
    .all();
  templates.forEach((t, i) => {
    const order = [...urls.slice(i % urls.length), ...urls.slice(0, i % urls.length)];
    ctx.db
      .insert(pictures)
      .values(order.map((url, sort) => ({ id: ulid(ctx.now), orgId: ctx.orgId, ownerType: 'template', ownerId: t.id, url, isCover: sort === 0 ? 1 : 0, sort, createdAt: ctx.now })))
      .run();
  });
}
