import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db, Reader, Tx } from '../db/store';
import type { AccessDriver, DoorNotice } from '../hardware/access/connector/driver';
import { accessDevices } from '../hardware/access/schema';
import { NOTICE_KIND, NOTICE_STATUS } from '../../sync/rules/notices/notice-rules';
import { notices, noticeTargets } from './schema';

/** The notices each door device is to show now: device notices naming it, not recalled nor deleted, oldest first. */
async function wantedNotices(db: Reader, orgId: string, deviceIds: readonly string[]) {
  const rows = await db
    .select({
      deviceId: noticeTargets.targetId,
      id: notices.id,
      title: notices.title,
      content: notices.content,
      summary: notices.summary,
    })
    .from(noticeTargets)
    .innerJoin(notices, eq(notices.id, noticeTargets.noticeId))
    .where(
      and(
        eq(noticeTargets.orgId, orgId),
        inArray(noticeTargets.targetId, [...deviceIds]),
        eq(notices.kind, NOTICE_KIND.device),
        ne(notices.status, NOTICE_STATUS.recalled),
        isNull(notices.deletedAt),
      ),
    )
    .orderBy(asc(notices.createdAt), asc(notices.id));
  const out = new Map<string, DoorNotice[]>(deviceIds.map((id) => [id, []]));
  for (const { deviceId, ...n } of rows) out.get(deviceId)!.push(n);
  return out;
}

/**
 * Hands every door device of the org still owed its notices (a notice sent or recalled while it was out of reach)
 * the list it is to show, through the access connector; a device that takes it owes nothing more, and each device
 * notice all of whose live devices took it is 已发送 (else it stays 待发送). Run after each unit that wrote notice
 * targets or door devices (api/hardware/push-owed.ts): a door unit coming back online catches up. Answers how many
 * devices took their list.
 */
export async function deliverOwedNotices(db: Db, driver: AccessDriver, orgId: string): Promise<number> {
  const owed = await db
    .selectDistinct({ id: accessDevices.id, sn: accessDevices.sn })
    .from(noticeTargets)
    .innerJoin(accessDevices, eq(accessDevices.id, noticeTargets.targetId))
    .where(and(eq(noticeTargets.orgId, orgId), eq(noticeTargets.pending, 1), isNull(accessDevices.deletedAt)));
  if (!owed.length) return settleOnly(db, orgId);
  const wanted = await wantedNotices(
    db,
    orgId,
    owed.map((d) => d.id),
  );
  const took: string[] = [];
  for (const d of owed) if ((await driver.showNotices(d.sn, wanted.get(d.id) ?? [])) === 'ok') took.push(d.id);
  if (!took.length) return settleOnly(db, orgId);
  await db.write(orgId, async (tx) => {
    await tx
      .update(noticeTargets)
      .set({ pending: 0, deliveredAt: tx.now, updatedAt: tx.now })
      .where(and(eq(noticeTargets.orgId, orgId), inArray(noticeTargets.targetId, took), eq(noticeTargets.pending, 1)));
    await markSent(tx, await settleable(tx, orgId));
  });
  return took.length;
}

/** No unit took anything: only a 待发送 notice whose units were all removed since may be 已发送 now. */
async function settleOnly(db: Db, orgId: string) {
  const done = await settleable(db, orgId);
  if (done.length) await db.write(orgId, (tx) => markSent(tx, done));
  return 0;
}

/** The 待发送 device notices none of whose live devices still owe them: 已发送 now. */
async function settleable(q: Reader, orgId: string): Promise<string[]> {
  const waiting = await q
    .select({ id: notices.id })
    .from(notices)
    .where(
      and(
        eq(notices.orgId, orgId),
        eq(notices.kind, NOTICE_KIND.device),
        eq(notices.status, NOTICE_STATUS.pending),
        isNull(notices.deletedAt),
      ),
    );
  if (!waiting.length) return [];
  const stillOwed = await q
    .selectDistinct({ id: noticeTargets.noticeId })
    .from(noticeTargets)
    .innerJoin(accessDevices, eq(accessDevices.id, noticeTargets.targetId))
    .where(
      and(
        inArray(
          noticeTargets.noticeId,
          waiting.map((w) => w.id),
        ),
        eq(noticeTargets.pending, 1),
        isNull(accessDevices.deletedAt),
      ),
    );
  const owed = new Set(stillOwed.map((r) => r.id));
  return waiting.map((w) => w.id).filter((id) => !owed.has(id));
}

async function markSent(tx: Tx, ids: readonly string[]) {
  if (ids.length)
    await tx
      .update(notices)
      .set({ status: NOTICE_STATUS.sent, updatedAt: tx.now })
      .where(and(inArray(notices.id, [...ids]), eq(notices.status, NOTICE_STATUS.pending)));
}
