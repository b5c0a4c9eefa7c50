import { and, eq, inArray } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Deps } from '../deps';
import type { Reader } from '../db/store';
import { badRequest } from '../http/errors';
import type { AuthUser } from '../http/env';
import { visibleApartment } from '../houses/scope';
import { rooms } from '../houses/schema';
import { leases } from '../leases/schema';
import { accessDevices } from '../hardware/access/schema';
import { uploads } from '../uploads/schema';
import { MSG_TYPE, postMessages } from '../messages/post';
import { notifyStaff, notifyTenants, postTenantMessages, type TenantMessage } from '../notify';
import type { NoticeSendBody } from '../../sync/contract/notices/notices';
import { UPLOAD_URL_RE } from '../../sync/rules/common/validators';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import {
  ALL_RECEIVERS,
  endOfShanghaiDay,
  IS_FOREVER,
  NOTICE_DEVICE_TYPES,
  NOTICE_KIND,
  NOTICE_MSG,
  NOTICE_STATUS,
} from '../../sync/rules/notices/notice-rules';
import { apartmentStaff, deviceCondition, runningLeases } from './pickers';
import { NOTICE_PICTURE, noticeRow } from './list';
import { notices, noticeTargets } from './schema';
import { setPictures } from '../uploads/attached-pictures';

type Target = { id: string; name: string };
type Lease = { leaseId: string; roomId: string };

/**
 * Where a notice opens: the tenant page's 公告; for staff the message centre (a member of staff told need not hold
 * 通知服务). Each also names the notice, so that a recall finds its rows.
 */
export const tenantNoticeUrl = (id: string) => `/tenant?s=notices&id=${id}`;
export const staffNoticeUrl = (id: string) => `/Message?notice=${id}`;

/** The chosen ids must all be among `known` (else the message); answers the chosen ones with their names. */
function pick(known: readonly Target[], chosen: readonly string[], msg: string): Target[] {
  const byId = new Map(known.map((k) => [k.id, k]));
  const out = [...new Set(chosen)].map((id) => byId.get(id));
  if (!out.length || out.some((t) => !t)) throw badRequest(msg);
  return out as Target[];
}

/** Who the notice goes to: the door devices, the rooms (with their running leases) or the staff. */
async function receiversOf(db: Reader, orgId: string, apartmentId: string, b: NoticeSendBody) {
  if (b.kind === NOTICE_KIND.device) {
    const devices = await db
      .select({ id: accessDevices.id, name: accessDevices.name })
      .from(accessDevices)
      .where(and(deviceCondition(orgId, apartmentId), inArray(accessDevices.devType, [...NOTICE_DEVICE_TYPES])));
    return { targets: pick(devices, b.devList, NOTICE_MSG.devices), leases: [] as Lease[] };
  }
  if (b.kind === NOTICE_KIND.tenant) {
    const rows = await db
      .select({ leaseId: leases.id, roomId: rooms.id, houseNumber: rooms.houseNumber })
      .from(leases)
      .innerJoin(rooms, eq(rooms.id, leases.roomId))
      .where(runningLeases(orgId, apartmentId));
    if (!rows.length) throw badRequest(NOTICE_MSG.noRooms);
    const known = rows.map((r) => ({ id: r.roomId, name: r.houseNumber }));
    const targets = b.isForAll ? [] : pick(known, b.houseIdList, NOTICE_MSG.rooms);
    const chosen = new Set(targets.map((t) => t.id));
    return { targets, leases: rows.filter((r) => b.isForAll || chosen.has(r.roomId)) };
  }
  const staff = (await apartmentStaff(db, orgId, apartmentId)).map((s) => ({ id: s.pkId, name: s.name }));
  if (!staff.length) throw badRequest(NOTICE_MSG.noManagers);
  const targets = b.isForAll ? [] : pick(staff, b.managerList, NOTICE_MSG.managers);
  return { targets, leases: [] as Lease[], staff: b.isForAll ? staff : targets };
}

/** The validity of a tenant or manager notice: long-term, or to the end of the chosen day (not a past one). */
function validity(b: NoticeSendBody, now: number) {
  if (b.kind === NOTICE_KIND.device || b.isForever === IS_FOREVER.longTerm)
    return { isForever: IS_FOREVER.longTerm, keepTime: null };
  if (!b.keepDate) throw badRequest(NOTICE_MSG.keepTime);
  if (b.keepDate < shanghaiToday(now)) throw badRequest(NOTICE_MSG.keepTimePast);
  return { isForever: IS_FOREVER.untilDate, keepTime: endOfShanghaiDay(b.keepDate) };
}

/** Every photo must be an upload of the organisation. */
async function checkPhotos(db: Reader, orgId: string, urls: readonly string[]) {
  const ids = [...new Set(urls.map((u) => UPLOAD_URL_RE.exec(u)?.[1] ?? ''))];
  if (!ids.length) return;
  const found = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.orgId, orgId), inArray(uploads.id, ids)));
  if (found.length !== ids.length) throw badRequest('图片不存在或已失效，请重新上传');
}

/**
 * 发送 (/onlineApplic2, §2.8): writes the notice and its receivers in one unit and delivers it — tenants: the tenant
 * page's 公告 and 消息 (then a push), managers: the message centre (then their channels), door units: through the
 * access connector after the commit (api/hardware/push-owed.ts; 待发送 until every unit took it). Answers its row.
 */
export async function sendNotice(deps: Deps, user: AuthUser, b: NoticeSendBody) {
  const { db } = deps;
  const apt = await visibleApartment(db, user, b.apartmentId);
  const at = deps.now();
  const valid = validity(b, at);
  const photos = b.kind === NOTICE_KIND.device ? [] : b.photos;
  await checkPhotos(db, user.orgId, photos);
  const r = await receiversOf(db, user.orgId, apt.id, b);
  const id = ulid(at);
  const receivers =
    b.isForAll && b.kind !== NOTICE_KIND.device ? ALL_RECEIVERS[b.kind] : r.targets.map((t) => t.name).join('、');
  const body = b.summary || b.content;
  const tenantRows: TenantMessage[] = r.leases.map((l) => ({
    orgId: user.orgId,
    leaseId: l.leaseId,
    kind: 'notice',
    title: b.title,
    content: body,
    url: tenantNoticeUrl(id),
  }));
  const staff = 'staff' in r ? (r.staff ?? []) : [];
  await db.write(user.orgId, async (tx) => {
    const stamp = { orgId: user.orgId, createdAt: tx.now, updatedAt: tx.now };
    await tx.insert(notices).values({
      ...stamp,
      id,
      apartmentId: apt.id,
      kind: b.kind,
      title: b.title,
      content: b.content,
      summary: b.summary,
      isForAll: b.kind === NOTICE_KIND.device ? 0 : b.isForAll,
      ...valid,
      receivers,
      status: b.kind === NOTICE_KIND.device ? NOTICE_STATUS.pending : NOTICE_STATUS.sent,
      createdBy: user.id,
      createdByName: user.name,
    });
    const pending = b.kind === NOTICE_KIND.device ? 1 : 0;
    if (r.targets.length)
      await tx
        .insert(noticeTargets)
        .values(
          r.targets.map((t) => ({ ...stamp, id: ulid(tx.now), noticeId: id, targetId: t.id, name: t.name, pending })),
        );
    await setPictures(tx, user.orgId, NOTICE_PICTURE, id, photos);
    await postTenantMessages(tx, tx.now, tenantRows);
    await postMessages(
      tx,
      tx.now,
      staff.map((s) => ({
        orgId: user.orgId,
        userId: s.id,
        msgType: MSG_TYPE.system,
        title: b.title,
        content: body,
        url: staffNoticeUrl(id),
      })),
    );
  });
  await notifyTenants(
    deps,
    tenantRows.map((m) => ({ ...m, tag: `notice-${id}` })),
  );
  await notifyStaff(
    deps,
    staff.map((s) => ({
      orgId: user.orgId,
      userId: s.id,
      kind: 'notice' as const,
      title: b.title,
      body,
      url: staffNoticeUrl(id),
      tag: `notice-${id}`,
    })),
  );
  return noticeRow(db, user, id);
}
