import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, isNotNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader, Tx } from '../../db/store';
import { logAccess, type Actor as Who } from './access-log';
import { ACCESS_LOG_KIND } from '../../../sync/rules/hardware/access-rules';
import { shanghaiMinute } from '../../../sync/rules/common/shanghai-time';
import { badRequest, notFound } from '../../http/errors';
import { pageOf } from '../../http/reply';
import { apartments } from '../../houses/schema';
import { visibleApartment, visibleApartmentIds } from '../../houses/scope';
import { PASS_MAX_DAYS, passPayload } from '../../../sync/rules/hardware/visitor-pass';
import type { NewPassBody, PassListQuery, PassRow } from '../../../sync/contract/hardware/access-passes';
import { accessDevices, accessPasses, accessPassKeys } from './schema';
import { owePush } from './grants';

const DAY = 86_400_000;

export const PASS_MSG = {
  notFound: '通行码不存在或无权查看',
  timeOrder: '生效时间不能大于失效时间',
  ended: '失效时间不能早于现在',
  tooLong: `访客通行时长不能超过${PASS_MAX_DAYS}天`,
  revoked: '撤回成功',
} as const;

/** Each apartment's pass key and its passes withdrawn before their end (what its public doors are handed). */
export async function passStates(db: Reader, now: number, apartmentIds: readonly string[]) {
  const out = new Map<string, { key: string; withdrawn: string[] }>();
  if (!apartmentIds.length) return out;
  const keys = await db
    .select()
    .from(accessPassKeys)
    .where(inArray(accessPassKeys.apartmentId, [...apartmentIds]));
  const withdrawn = await db
    .select({ id: accessPasses.id, apartmentId: accessPasses.apartmentId })
    .from(accessPasses)
    .where(
      and(
        inArray(accessPasses.apartmentId, [...apartmentIds]),
        isNotNull(accessPasses.revokedAt),
        gt(accessPasses.validTo, now),
      ),
    );
  for (const k of keys)
    out.set(k.apartmentId, {
      key: k.secret,
      withdrawn: withdrawn.filter((w) => w.apartmentId === k.apartmentId).map((w) => w.id),
    });
  return out;
}

/** The apartment's pass key, made with its first pass (its public doors are then owed it). */
async function passKeyOf(tx: Tx, orgId: string, apartmentId: string): Promise<string> {
  const [k] = await tx.select().from(accessPassKeys).where(eq(accessPassKeys.apartmentId, apartmentId));
  if (k) return k.secret;
  const secret = randomBytes(32).toString('hex');
  await tx.insert(accessPassKeys).values({ apartmentId, orgId, secret, createdAt: tx.now });
  await owePush(tx, await publicDoors(tx, apartmentId));
  return secret;
}

async function publicDoors(q: Reader, apartmentId: string) {
  const rows = await q
    .select({ id: accessDevices.id })
    .from(accessDevices)
    .where(
      and(eq(accessDevices.apartmentId, apartmentId), isNull(accessDevices.roomId), isNull(accessDevices.deletedAt)),
    );
  return rows.map((r) => r.id);
}

const rowOf = (p: typeof accessPasses.$inferSelect, apartmentName: string, key: string, now: number): PassRow => ({
  passId: p.id,
  apartmentId: p.apartmentId,
  apartmentName,
  visitorName: p.visitorName,
  visitorPhone: p.visitorPhone,
  validFrom: p.validFrom,
  validTo: p.validTo,
  createdByName: p.createdByName,
  createTime: p.createdAt,
  state: p.revokedAt !== null ? 'revoked' : p.validTo < now ? 'expired' : p.validFrom > now ? 'waiting' : 'valid',
  payload: p.revokedAt === null && p.validTo >= now ? passPayload(key, p.id, p.validFrom, p.validTo) : '',
});

/** 临时授权: a visitor pass for an apartment's public doors during a window (at most PASS_MAX_DAYS). */
export async function createPass(db: Db, now: number, user: Who, input: NewPassBody) {
  const apt = await visibleApartment(db, user, input.apartmentId);
  if (input.validFrom >= input.validTo) throw badRequest(PASS_MSG.timeOrder);
  if (input.validTo <= now) throw badRequest(PASS_MSG.ended);
  if (input.validTo - input.validFrom > PASS_MAX_DAYS * DAY) throw badRequest(PASS_MSG.tooLong);
  const id = ulid(now);
  const key = await db.write(user.orgId, async (tx) => {
    const secret = await passKeyOf(tx, user.orgId, apt.id);
    await tx.insert(accessPasses).values({
      id,
      orgId: user.orgId,
      createdAt: tx.now,
      updatedAt: tx.now,
      apartmentId: apt.id,
      visitorName: input.visitorName,
      visitorPhone: input.visitorPhone,
      validFrom: input.validFrom,
      validTo: input.validTo,
      createdBy: user.id,
      createdByName: user.name,
    });
    const what = `访客通行：${input.visitorName}，${shanghaiMinute(input.validFrom)} 至 ${shanghaiMinute(input.validTo)}`;
    await logAccess(tx, user.name, [{ apartmentId: apt.id, kind: ACCESS_LOG_KIND.pass, detail: what }]);
    return secret;
  });
  const [p] = await db.select().from(accessPasses).where(eq(accessPasses.id, id));
  return rowOf(p!, apt.name, key, now);
}

/** /tempAuthorization's list: the visible apartments' passes, newest first, 10 a page. */
export async function listPasses(db: Reader, now: number, user: Who, f: PassListQuery) {
  const where = and(
    eq(accessPasses.orgId, user.orgId),
    inArray(accessPasses.apartmentId, visibleApartmentIds(db, user)),
    f.apartmentId ? eq(accessPasses.apartmentId, f.apartmentId) : undefined,
  );
  const [{ n: total }] = await db.select({ n: count() }).from(accessPasses).where(where);
  const rows = await db
    .select({ p: accessPasses, apartmentName: apartments.name, key: accessPassKeys.secret })
    .from(accessPasses)
    .innerJoin(apartments, eq(apartments.id, accessPasses.apartmentId))
    .innerJoin(accessPassKeys, eq(accessPassKeys.apartmentId, accessPasses.apartmentId))
    .where(where)
    .orderBy(desc(accessPasses.createdAt), desc(accessPasses.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  return pageOf(
    rows.map((r) => rowOf(r.p, r.apartmentName, r.key, now)),
    total,
    f.current,
    f.size,
  );
}

/** Withdraws a pass (after the screen's confirmation): the apartment's public doors are handed it as refused. */
export async function revokePass(db: Db, user: Who, passId: string) {
  const [p] = await db
    .select()
    .from(accessPasses)
    .where(
      and(
        eq(accessPasses.id, passId),
        eq(accessPasses.orgId, user.orgId),
        inArray(accessPasses.apartmentId, visibleApartmentIds(db, user)),
      ),
    );
  if (!p) throw notFound(PASS_MSG.notFound);
  if (p.revokedAt !== null) return;
  await db.write(user.orgId, async (tx) => {
    await tx.update(accessPasses).set({ revokedAt: tx.now, updatedAt: tx.now }).where(eq(accessPasses.id, p.id));
    await owePush(tx, await publicDoors(tx, p.apartmentId));
    const what = `撤回访客通行：${p.visitorName}`;
    await logAccess(tx, user.name, [{ apartmentId: p.apartmentId, kind: ACCESS_LOG_KIND.pass, detail: what }]);
  });
}
