import { readFileSync } from 'node:fs';
import { and, eq, inArray } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db } from '../db/store';
import type { Deps } from '../deps';
import { rooms } from '../houses/schema';
import { roomTemplates } from '../templates/schema';
import { pictures } from '../uploads/schema';
import { storeUpload } from '../uploads/store-upload';
import type { DemoContext } from './context';

/** Rooms in every state the board knows so far: under decoration, hidden from public display, with remarks. */
export async function seedRoomStates(ctx: DemoContext) {
  const set = (apartment: string, houseNumber: string, values: Partial<typeof rooms.$inferInsert>) =>
    ctx.tx
      .update(rooms)
      .set({ ...values, updatedAt: ctx.now })
      .where(and(eq(rooms.apartmentId, ctx.apartments[apartment]), eq(rooms.houseNumber, houseNumber)));
  await set('东湖公寓', '208', { isDecoration: 1, remark: '卫生间翻新，预计月底完工' });
  await set('西城公寓', '406', { isDecoration: 1 });
  await set('东湖公寓', '503', { isShow: 0, remark: '留作员工宿舍，不对外展示' });
  await set('西城公寓', '510', { isShow: 0 });
  await set('东湖公寓', '101', { remark: '门锁电池待换' });
  await set('西城公寓', '602', { remark: '空调滤网待清洗' });
}

const PHOTOS = ['room-1.jpg', 'room-2.jpg', 'room-3.jpg'];

/**
 * Stores the demo photo files (three small illustrations, through the upload machinery, each in its own unit) before
 * the demo organisation's unit opens; returns their urls. Nothing when no uploads folder is given (API tests).
 */
export async function storeTemplatePhotos(
  db: Db,
  now: number,
  who: { orgId: string; userId: string },
  uploadsDir: string | undefined,
): Promise<string[]> {
  if (!uploadsDir) return [];
  const deps: Deps = { db, now: () => now, config: { uploadsDir, secureCookies: false }, log: () => {} };
  const urls: string[] = [];
  for (const name of PHOTOS) {
    const bytes = readFileSync(new URL(`./assets/${name}`, import.meta.url));
    const stored = await storeUpload(deps, who, new File([bytes], name, { type: 'image/jpeg' }));
    urls.push(stored.url);
  }
  return urls;
}

/** The stored demo photos on every demo template, the first of each template's set being its cover. */
export async function seedTemplatePhotos(ctx: DemoContext, urls: string[]) {
  if (urls.length === 0) return;
  const templates = await ctx.tx
    .select({ id: roomTemplates.id })
    .from(roomTemplates)
    .where(inArray(roomTemplates.apartmentId, [ctx.apartments['东湖公寓'], ctx.apartments['西城公寓']]))
    .orderBy(roomTemplates.createdAt, roomTemplates.id);
  for (const [i, t] of templates.entries()) {
    const order = [...urls.slice(i % urls.length), ...urls.slice(0, i % urls.length)];
    await ctx.tx.insert(pictures).values(
      order.map((url, sort) => ({
        id: ulid(ctx.now),
        orgId: ctx.orgId,
        ownerType: 'template',
        ownerId: t.id,
        url,
        isCover: sort === 0 ? 1 : 0,
        sort,
        createdAt: ctx.now,
      })),
    );
  }
}
