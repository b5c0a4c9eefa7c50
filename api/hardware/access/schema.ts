import { sql } from 'drizzle-orm';
import { index, integer, table, text, uniqueIndex } from '../../db/kit';
import { changeColumns, rowColumns } from '../../db/columns';

/**
 * A door-access device (issue 18; spec part 3 §2.1, §3 "Door-access device"): a network controller (devType 1:
 * doorkeySign 前端设备编号, doorMaxnum 门禁主机号, ncuSn 控制器序列号, netSn 网络控制器序列号), an intercom (2: devPass
 * 操作密码, on a room), a full-screen door unit (3) or an IP video door unit (4) (embedType, loginName, loginPass; 4
 * also iscon). `roomId` null: a public door of the apartment. `devStatus` 0 待接入 / 1 正常 and `onlineStatus` as the
 * access connector last said; `gatewayId` the gateway it hangs on, if any.
 */
export const accessDevices = table(
  'access_devices',
  {
    ...rowColumns(),
    ...changeColumns(),
    apartmentId: text('apartment_id').notNull(),
    roomId: text('room_id'),
    devType: integer('dev_type').notNull(),
    name: text('name').notNull(),
    sn: text('sn').notNull(),
    doorkeySign: text('doorkey_sign').notNull().default(''),
    doorMaxnum: text('door_maxnum').notNull().default(''),
    ncuSn: text('ncu_sn').notNull().default(''),
    netSn: text('net_sn').notNull().default(''),
    embedType: integer('embed_type'),
    devPass: text('dev_pass').notNull().default(''),
    loginName: text('login_name').notNull().default(''),
    loginPass: text('login_pass').notNull().default(''),
    gatewayId: text('gateway_id'),
    devStatus: integer('dev_status').notNull().default(0),
    iscon: integer('iscon').notNull().default(0),
    onlineStatus: integer('online_status').notNull().default(1),
    lastSeenAt: integer('last_seen_at'),
    /** 1 while the device has not taken its latest wanted state (it was out of reach): pushed again when it answers. */
    pushPending: integer('push_pending').notNull().default(0),
    deletedAt: integer('deleted_at'),
  },
  (t) => [
    uniqueIndex('access_devices_sn_uq')
      .on(t.sn)
      .where(sql`deleted_at IS NULL`),
    index('access_devices_org_apartment_idx').on(t.orgId, t.apartmentId, t.devType),
    index('access_devices_gateway_idx').on(t.gatewayId),
  ],
);

/**
 * Who may open a door device (issue 18; spec part 3 §2.3): a resident of a room (`uid` = the lease_tenants row, with
 * the lease) — given by a lease taking effect ('lease': the room's devices and the apartment's unified ones), by the
 * apartment's unified assignment ('apartment') or by hand on the room ('room', the edit-permission dialog) — with who
 * gave it. `revokedAt` when it ended (check-out, unticked, the device removed).
 */
export const accessGrants = table(
  'access_grants',
  {
    ...rowColumns(),
    ...changeColumns(),
    deviceId: text('device_id').notNull(),
    apartmentId: text('apartment_id').notNull(),
    roomId: text('room_id').notNull(),
    uid: text('uid').notNull(),
    leaseId: text('lease_id'),
    source: text('source').notNull(),
    grantedBy: text('granted_by'),
    grantedByName: text('granted_by_name').notNull().default(''),
    revokedAt: integer('revoked_at'),
  },
  (t) => [
    index('access_grants_device_idx').on(t.deviceId, t.revokedAt),
    index('access_grants_room_idx').on(t.orgId, t.roomId),
    index('access_grants_lease_idx').on(t.leaseId),
  ],
);

/**
 * The unified assignment of an apartment (§2.3 tab 统一分配; §7 "Assign permission by apartment: devIds, gyId"): the
 * doors every tenant of the apartment may open. With none chosen, a tenant gets the apartment's public doors.
 */
export const accessApartmentDevices = table(
  'access_apartment_devices',
  {
    ...rowColumns(),
    ...changeColumns(),
    apartmentId: text('apartment_id').notNull(),
    deviceId: text('device_id').notNull(),
  },
  (t) => [uniqueIndex('access_apartment_devices_uq').on(t.apartmentId, t.deviceId)],
);

/**
 * A visitor pass (issue 18.4; /tempAuthorization: "Temporary authorization: gyId"): opens the apartment's public doors
 * from `validFrom` to `validTo` by a QR code (sync/rules/hardware/visitor-pass.ts). `revokedAt` when withdrawn.
 */
export const accessPasses = table(
  'access_passes',
  {
    ...rowColumns(),
    ...changeColumns(),
    apartmentId: text('apartment_id').notNull(),
    visitorName: text('visitor_name').notNull(),
    visitorPhone: text('visitor_phone').notNull().default(''),
    validFrom: integer('valid_from').notNull(),
    validTo: integer('valid_to').notNull(),
    createdBy: text('created_by').notNull(),
    createdByName: text('created_by_name').notNull().default(''),
    revokedAt: integer('revoked_at'),
  },
  (t) => [index('access_passes_apartment_idx').on(t.orgId, t.apartmentId, t.validTo)],
);

/** An apartment's visitor-pass key (hex): made with its first pass, handed to its public doors, never shown. */
export const accessPassKeys = table('access_pass_keys', {
  apartmentId: text('apartment_id').primaryKey(),
  orgId: text('org_id').notNull(),
  secret: text('secret').notNull(),
  createdAt: integer('created_at').notNull(),
});

/**
 * A door opening (issue 18.5; /openDoor; spec §3 "Open record": doorName, openStatus, openTime, openType, userName):
 * reported by the device through the connector, or made by a remote opening. `openType` ACCESS_OPEN_TYPE; `result`
 * 1 opened, 0 refused; who: a resident (`uid`), a visitor pass (`passId`) or a member of staff, named as they were.
 */
export const accessOpenRecords = table(
  'access_open_records',
  {
    ...rowColumns(),
    ...changeColumns(),
    deviceId: text('device_id').notNull(),
    apartmentId: text('apartment_id').notNull(),
    roomId: text('room_id'),
    openType: integer('open_type').notNull(),
    result: integer('result').notNull(),
    openedAt: integer('opened_at').notNull(),
    uid: text('uid'),
    passId: text('pass_id'),
    userName: text('user_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    detail: text('detail').notNull().default(''),
    /** The connector's event id (an event taken twice is one record). */
    eventId: text('event_id'),
  },
  (t) => [
    index('access_open_records_list_idx').on(t.orgId, t.apartmentId, t.openedAt),
    index('access_open_records_org_idx').on(t.orgId, t.openedAt),
    uniqueIndex('access_open_records_event_uq').on(t.eventId),
  ],
);

/**
 * The door-access log (issue 18.5; /AccessLog): what happened to the apartment's door access besides openings — a
 * device added, removed or edited, found offline or back, permissions given or taken, passes issued or withdrawn —
 * with who did it (empty for the system).
 */
export const accessLog = table(
  'access_log',
  {
    ...rowColumns(),
    ...changeColumns(),
    apartmentId: text('apartment_id').notNull(),
    deviceId: text('device_id'),
    /** ACCESS_LOG_KIND. */
    kind: text('kind').notNull(),
    detail: text('detail').notNull(),
    at: integer('at').notNull(),
    byName: text('by_name').notNull().default(''),
  },
  (t) => [index('access_log_list_idx').on(t.orgId, t.apartmentId, t.at)],
);
