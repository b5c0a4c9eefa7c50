/**
 * The offline-first sync protocol (ARCHITECTURE "Offline-first"), shared by the API and the PWA.
 *
 * Pull: GET /api/sync/pull?cursor=N&limit=L → every synced row the user may see whose change version is above the
 * cursor, tombstones included ({id, deleted: true, version}), ordered by version, at most L rows; `cursor` is the
 * highest version sent and `more` says another page is waiting. With `keyDay` absent or before today (Asia/Shanghai)
 * the reply also carries `lockKeys`: today's and tomorrow's offline key of every lock the user may open (issue 17.5).
 *
 * Push: POST /api/sync/push {clientId, mutations} → one result per mutation, in order: 'applied' (with the version
 * it wrote), 'rejected' (Chinese reason) or 'duplicate' (the id was judged before; `original` and `reason`/`version`
 * repeat that first result). HTTP 200 for the batch: one refused mutation never blocks the ones behind it.
 *
 * The reply schemas here are strict (an extra key is a contract failure): sync/contract/sync/sync.ts names them as the
 * contract of the two routes.
 */
import { z } from 'zod';
import { PERMS } from '../product/permissions';

export const PULL_LIMIT = 5000;
export const PUSH_LIMIT = 500;
/** A ULID (the ids devices make: mutation ids, meter reading ids). */
export const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export const pullQuerySchema = z.object({
  cursor: z.coerce.number('同步游标不正确').int('同步游标不正确').min(0, '同步游标不正确').default(0),
  limit: z.coerce
    .number('条数不正确')
    .int('条数不正确')
    .min(1, '条数不正确')
    .max(PULL_LIMIT, `每次最多同步${PULL_LIMIT}条`)
    .default(PULL_LIMIT),
  /**
   * The first Shanghai day (YYYY-MM-DD) of the offline lock keys the device holds; absent or before today: the reply
   * carries today's and tomorrow's keys (`lockKeys`).
   */
  keyDay: z
    .string('钥匙日期不正确')
    .regex(/^\d{4}-\d{2}-\d{2}$/, '钥匙日期不正确')
    .optional(),
});
export type PullQuery = z.infer<typeof pullQuerySchema>;

const versioned = { id: z.string(), version: z.number().int() };
export const tombstoneSchema = z.strictObject({ ...versioned, deleted: z.literal(true) });
export type Tombstone = z.infer<typeof tombstoneSchema>;

export const syncOfficeSchema = z.strictObject({
  ...versioned,
  kind: z.number(),
  pid: z.string().nullable(),
  name: z.string(),
});
export const syncApartmentSchema = z.strictObject({
  ...versioned,
  projectId: z.string().nullable(),
  name: z.string(),
  address: z.string(),
  locationName: z.string(),
  cityCode: z.string(),
  districtCode: z.string(),
  totalFloor: z.number(),
  updatedAt: z.number(),
});
export const syncFloorSchema = z.strictObject({ ...versioned, apartmentId: z.string(), floor: z.number() });
/** The room board's tile fields. */
export const syncRoomSchema = z.strictObject({
  ...versioned,
  apartmentId: z.string(),
  floorId: z.string(),
  projectId: z.string().nullable(),
  houseNumber: z.string(),
  serialNumber: z.number(),
  isRent: z.number(),
  isDecoration: z.number(),
  isShow: z.number(),
  remark: z.string(),
  rentCost: z.number(),
  houseTempId: z.string().nullable(),
  type: z.number(),
  groupType: z.number(),
  ownerName: z.string(),
  area: z.number().nullable(),
  updatedAt: z.number(),
  /** The room's lease facts as JSON (sync/rules/board/room-facts.ts), for the board status. */
  facts: z.string(),
  /** The date the room became vacant (YYYY-MM-DD), the start of its 空置 day count; null when unknown. */
  vacantSince: z.string().nullable().optional(),
  /** The room's lease terms (sync/rules/leases/lease-defaults.ts), so a lease can be prepared offline. */
  deposit: z.number().nullable(),
  payment: z.number().nullable(),
  collectRentType: z.number().nullable(),
  collectRentDay: z.number().nullable(),
});
/**
 * A utility meter of a room (api/meters/schema.ts), for reading floors offline: its type, kind, the last accepted
 * reading (hundredths of a unit) and its time, the recent average usage, and the value it was last billed to.
 */
export const syncMeterSchema = z.strictObject({
  ...versioned,
  apartmentId: z.string(),
  roomId: z.string(),
  devType: z.number(),
  isAuto: z.number(),
  name: z.string(),
  onlineStatus: z.number(),
  lastValue: z.number().nullable(),
  lastReadAt: z.number().nullable(),
  avgUsage: z.number().nullable(),
  billedValue: z.number().nullable(),
  /**
   * Its first accepted reading: 上次 of a meter never billed (sync/rules/meters/meter-rules.ts meterBase). Absent from
   * older copies.
   */
  firstValue: z.number().nullish(),
});
export type SyncMeter = z.infer<typeof syncMeterSchema>;
export const syncTemplateSchema = z.strictObject({
  ...versioned,
  apartmentId: z.string(),
  name: z.string(),
  area: z.number().nullable(),
  rentCost: z.number().nullable(),
});

/**
 * An unfinished repair (申请中 or 已受理) of an apartment the user sees (api/repairs/schema.ts), so a manager can take
 * and complete it with no signal; a repair that is finished (completed, cancelled, a complaint) arrives as a tombstone
 * and leaves the device. Only for users holding 报修管理 (PERMS.repairs).
 */
export const syncRepairSchema = z.strictObject({
  ...versioned,
  apartmentId: z.string(),
  roomId: z.string(),
  houseNumber: z.string(),
  systemJyh: z.string(),
  applyName: z.string(),
  connectPhone: z.string(),
  tdesc: z.string(),
  typeName: z.string(),
  status: z.number(),
  appointmentTime: z.number().nullable(),
  createdAt: z.number(),
});
export type SyncRepair = z.infer<typeof syncRepairSchema>;

export type SyncOffice = z.infer<typeof syncOfficeSchema>;
export type SyncApartment = z.infer<typeof syncApartmentSchema>;
export type SyncFloor = z.infer<typeof syncFloorSchema>;
export type SyncRoom = z.infer<typeof syncRoomSchema>;
export type SyncTemplate = z.infer<typeof syncTemplateSchema>;

export interface SyncRows {
  offices: SyncOffice;
  apartments: SyncApartment;
  floors: SyncFloor;
  rooms: SyncRoom;
  templates: SyncTemplate;
  meters: SyncMeter;
  repairs: SyncRepair;
}
export type SyncTable = keyof SyncRows;
export const SYNC_TABLES: readonly SyncTable[] = [
  'offices',
  'apartments',
  'floors',
  'rooms',
  'templates',
  'meters',
  'repairs',
];
/**
 * The permission [group, child] of meters (sync/product/menu.ts 抄表): without it a user pulls no meters and cannot read
 * them.
 */
export const METER_PERM = PERMS.devices;

/**
 * A user's offline key for one lock and one Shanghai day (sync/rules/hardware/lock-codes.ts offlineKey): what the
 * phone computes door codes from with no signal. `staffOpenRented` is the apartment's General_7 出租后管家可开门, so the
 * phone asks the same reason as the server for a rented room.
 */
export const lockKeySchema = z.strictObject({
  lockId: z.string(),
  roomId: z.string(),
  apartmentId: z.string(),
  sn: z.string(),
  day: z.string(),
  key: z.string().regex(/^[0-9a-f]{64}$/),
  staffOpenRented: z.boolean(),
});
export type LockKey = z.infer<typeof lockKeySchema>;
/** The keys of `days` (today and tomorrow): they replace whatever keys the device held. */
export const lockKeysSchema = z.strictObject({ days: z.array(z.string()), keys: z.array(lockKeySchema) });
export type LockKeys = z.infer<typeof lockKeysSchema>;

const changes = <T extends z.ZodType>(row: T) => z.array(z.union([tombstoneSchema, row]));
export const pullResponseSchema = z.strictObject({
  cursor: z.number().int(),
  more: z.boolean(),
  changes: z.strictObject({
    offices: changes(syncOfficeSchema),
    apartments: changes(syncApartmentSchema),
    floors: changes(syncFloorSchema),
    rooms: changes(syncRoomSchema),
    templates: changes(syncTemplateSchema),
    meters: changes(syncMeterSchema).optional(),
    repairs: changes(syncRepairSchema).optional(),
  }),
  /** Present when the device's keys were stale (`keyDay`): today's and tomorrow's offline lock keys. */
  lockKeys: lockKeysSchema.optional(),
});
/**
 * `changes.meters` and `changes.repairs` are optional: a server from before they were synced (or a test page) sends
 * none; the engine reads a missing table as no changes.
 */
export type PullResponse = z.infer<typeof pullResponseSchema>;

export const isTombstone = (row: { id: string } | Tombstone): row is Tombstone => (row as Tombstone).deleted === true;

export const mutationSchema = z.object({
  id: z.string('修改编号不正确').regex(ULID, '修改编号不正确'),
  clientId: z.string('设备编号不正确').min(1, '设备编号不正确').max(64, '设备编号不正确'),
  name: z.string('修改类型不正确').min(1, '修改类型不正确').max(64, '修改类型不正确'),
  args: z.unknown(),
  clientTime: z.number('修改时间不正确').int('修改时间不正确'),
});
/** A queued mutation: the ULID is its idempotency key. */
export type Mutation = { id: string; clientId: string; name: string; args: unknown; clientTime: number };

export const pushRequestSchema = z.object({
  clientId: z.string('设备编号不正确').min(1, '设备编号不正确').max(64, '设备编号不正确'),
  mutations: z.array(mutationSchema, '请提交修改列表').max(PUSH_LIMIT, `每次最多同步${PUSH_LIMIT}条修改`),
});
export type PushRequest = { clientId: string; mutations: Mutation[] };

export const mutationResultSchema = z.strictObject({
  id: z.string(),
  status: z.enum(['applied', 'duplicate', 'rejected']),
  /** For 'duplicate': what the first judgement was. */
  original: z.enum(['applied', 'rejected']).optional(),
  reason: z.string().optional(),
  version: z.number().int().optional(),
});
export type MutationResult = z.infer<typeof mutationResultSchema>;
export const pushResponseSchema = z.strictObject({ results: z.array(mutationResultSchema) });
export type PushResponse = z.infer<typeof pushResponseSchema>;

export const BAD_ARGS = '参数格式不正确';
export const UNKNOWN_MUTATION = '不支持的修改类型';
export const ROOM_NOT_FOUND = '房间不存在或无权查看';
export const NO_PERMISSION = '没有权限执行此操作';
