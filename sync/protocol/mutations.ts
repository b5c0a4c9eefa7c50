/**
 * The catalogue of offline mutations (shared by the PWA engine and the API): each has a name, the zod schema of its
 * args, the local rule check (the same rule the server applies, so an offline refusal is immediate) and the pure
 * optimistic change `applyLocal`.
 *
 * Conflict rules, per field:
 * - isRent, isDecoration, isShow (room data): SERVER-WINS. The server judges each mutation against its CURRENT row
 *   (part 1 §4 rules of `roomActionRefusal`), e.g. a decoration lock made offline is rejected if the room was rented
 *   meanwhile; the client drops its optimistic change on the push result and takes the server's row on the next pull.
 * - remark: LAST-WRITER-WINS by arrival order at the server (no rule can refuse it besides visibility/permission).
 * A room the user cannot see (or that was deleted) is rejected with ROOM_NOT_FOUND '房间不存在或无权查看' on both sides.
 * - meter readings ('meter.read', target table 'meters'): APPEND-ONLY, never a conflict. Each reading has an id made
 *   on the device (a second arrival, under any mutation id, is a duplicate); the server keeps every reading, and one
 *   below the meter's last value is stored flagged for review with the meter left as it is (not rejected). A meter the
 *   user cannot see is rejected with METER_MSG.meterNotFound '水电表不存在或无权查看'.
 */
import { z } from 'zod';
import { roomActionRefusal, type RoomAction } from '../rules/board/room-action-rules';
import { parseFacts, roomStatusOf } from '../rules/board/room-facts';
import { fileIdSchema, signLeaseSchema, type SignLeaseInput } from '../contract/leases/sign';
import { draftOf, signRefusalOf } from '../rules/leases/sign-rules';
import { validateLeaseForm } from '../rules/leases/lease-rules';
import { MAX_READING, METER_MSG } from '../rules/meters/meter-rules';
import { METER_PERM, ROOM_NOT_FOUND, ULID, type SyncMeter, type SyncRoom } from './protocol';
import { PERMS } from '../product/permissions';
import { LEASE_STATUS } from '../rules/leases/lease-status';
import { LOCK_MUTATIONS, type LockOpenedInput, type LockPeriodCodeInput } from './lock-mutations';
import {
  REPAIR_MUTATIONS,
  type RepairAcceptInput,
  type RepairCompleteInput,
  type RepairLike,
} from './repair-mutations';

const BOARD_PERM = PERMS.board;
const LEASE_PERM = PERMS.leases;

const houseId = z.string('房间编号不正确').min(1, '房间编号不正确').max(40, '房间编号不正确');
const zeroOne = z.union([z.literal(0), z.literal(1)], '状态只能是0或1');

/** The room fields a board mutation reads and writes. */
export type RoomLike = Pick<SyncRoom, 'isRent' | 'isDecoration' | 'isShow' | 'remark' | 'updatedAt'> & {
  facts?: string;
};

/** The meter fields a meter mutation reads and writes. */
export type MeterLike = Pick<SyncMeter, 'lastValue' | 'lastReadAt' | 'avgUsage'>;

/** The synced tables a mutation may target, and the row shape its rules see there. */
export type TargetTable = 'rooms' | 'meters' | 'repairs';
export type TargetRow<T extends TargetTable> = T extends 'meters'
  ? MeterLike
  : T extends 'repairs'
    ? RepairLike
    : RoomLike;

export interface MutationDef<A, T extends TargetTable = 'rooms'> {
  args: z.ZodType<A>;
  /** The row the mutation changes (a room, or a meter). */
  target: (args: A) => { table: T; id: string };
  /** The rule (null = allowed) on the current row; `today` is the Asia/Shanghai date (YYYY-MM-DD). */
  refusal: (row: TargetRow<T> | undefined, args: A, today: string) => string | null;
  /** The optimistic change: a new row, the input untouched. */
  applyLocal: <R extends TargetRow<T>>(row: R, args: A) => R;
  /** For the server: the action it performs. */
  action:
    | RoomAction
    | 'remark'
    | 'leaseSign'
    | 'meterRead'
    | 'lockOpened'
    | 'lockPeriodCode'
    | 'repairAccept'
    | 'repairComplete';
  /** The permission [group, child] it needs (sync/product/menu.ts). */
  perm: readonly [number, number];
  /** The refusal when what it names is missing or not the user's (default: the target's, e.g. ROOM_NOT_FOUND). */
  notFound?: string;
}

function flagMutation<K extends 'isRent' | 'isDecoration' | 'isShow'>(
  action: RoomAction,
  field: K,
): MutationDef<{ houseId: string } & Record<K, 0 | 1>> {
  type A = { houseId: string } & Record<K, 0 | 1>;
  return {
    args: z.object({ houseId, [field]: zeroOne }) as unknown as z.ZodType<A>,
    target: (a) => ({ table: 'rooms', id: a.houseId }),
    refusal: (room, a, today) => {
      if (!room) return ROOM_NOT_FOUND;
      const status = roomStatusOf(room, today);
      return roomActionRefusal(action, room, status, a[field]);
    },
    applyLocal: (room, a) => ({ ...room, [field]: a[field] }),
    action,
    perm: BOARD_PERM,
  };
}

/** A meter reading taken on the device (values in hundredths of a unit, sync/rules/meters/meter-rules.ts). */
export const meterReadSchema = z.object({
  /** The reading's id, a ULID made on the device: the server keeps one reading per id. */
  readingId: z.string('读数编号不正确').regex(ULID, '读数编号不正确'),
  meterId: z.string(METER_MSG.meterNotFound).min(1, METER_MSG.meterNotFound).max(40, METER_MSG.meterNotFound),
  value: z
    .number(METER_MSG.valueInvalid)
    .int(METER_MSG.valueInvalid)
    .min(0, METER_MSG.valueInvalid)
    .max(MAX_READING, METER_MSG.valueTooLarge),
  /** When it was read, device time (epoch ms). */
  readAt: z.number('抄表时间不正确').int('抄表时间不正确').min(1, '抄表时间不正确'),
  /** A photo of the dial kept on the device (web/sync/use-sync.ts keepFileForSync), uploaded before the push. */
  photoFileId: fileIdSchema.optional(),
});
export type MeterReadInput = z.infer<typeof meterReadSchema>;
/** The server's refusal of a reading whose photo is not (yet) an upload of this user: kept to retry once it is. */
export const METER_PHOTO_MISSING = '抄表照片尚未上传，请联网后重试';

export const MUTATIONS = {
  'room.setRemark': {
    args: z.object({ houseId, remark: z.string('请输入备注').trim().max(200, '备注不能超过200个字') }),
    target: (a) => ({ table: 'rooms', id: a.houseId }),
    refusal: (room) => (room ? null : ROOM_NOT_FOUND),
    applyLocal: (room, a) => ({ ...room, remark: a.remark }),
    action: 'remark',
    perm: BOARD_PERM,
  } satisfies MutationDef<{ houseId: string; remark: string }>,
  /**
   * Signing a lease (spec part 2 §2.8), possibly offline. The server judges it against the CURRENT room: refused when
   * the room was taken (a lease in effect or to be confirmed, a decoration lock, another's deposit order) or the terms
   * the manager saw changed (the room's list rent, the deposit order) — the device keeps the draft to resolve.
   * Optimistically the room shows the new lease (to be confirmed, or in effect for a signed electronic contract).
   */
  'lease.sign': {
    args: signLeaseSchema,
    target: (a) => ({ table: 'rooms', id: a.houseId }),
    refusal: (room, a, today) => {
      if (!room) return ROOM_NOT_FOUND;
      return signRefusalOf(room, today, a.advanceId) ?? validateLeaseForm(draftOf(a, a.basis.advanceCost));
    },
    applyLocal: (room, a) => {
      const facts = parseFacts(room.facts);
      const lease = {
        status: a.contractType === 1 ? LEASE_STATUS.signed : LEASE_STATUS.toConfirm,
        startDate: a.startDate,
        endDate: a.endDate,
        settled: false,
      };
      return {
        ...room,
        isRent: 1,
        facts: JSON.stringify({ ...facts, leases: [lease, ...facts.leases], leaseId: a.leaseId }),
      };
    },
    action: 'leaseSign',
    perm: LEASE_PERM,
  } satisfies MutationDef<SignLeaseInput>,
  /**
   * A meter reading (spec part 3 §2.9), usually taken offline walking a floor. Never refused for its value against
   * the meter: the server appends it (api/meters/record-reading.ts) and a value below the last one is kept flagged for
   * review with the meter unchanged. Optimistically a value at or above the meter's last one (read no earlier)
   * becomes its last value and time (its average usage is the server's to recompute); a lower one leaves the meter as
   * it is.
   */
  'meter.read': {
    args: meterReadSchema,
    target: (a) => ({ table: 'meters', id: a.meterId }),
    refusal: (meter) => (meter ? null : METER_MSG.meterNotFound),
    applyLocal: (meter, a) =>
      (meter.lastValue === null || a.value >= meter.lastValue) &&
      (meter.lastReadAt === null || a.readAt >= meter.lastReadAt)
        ? {
            ...meter,
            lastValue: a.value,
            lastReadAt: a.readAt,
            ...(meter.lastValue === null ? { firstValue: a.value } : {}),
          }
        : meter,
    action: 'meterRead',
    perm: METER_PERM,
  } satisfies MutationDef<MeterReadInput, 'meters'>,
  'room.setRent': flagMutation('rent', 'isRent'),
  'room.setDecoration': flagMutation('decoration', 'isDecoration'),
  'room.setShow': flagMutation('show', 'isShow'),
  'lock.opened': LOCK_MUTATIONS['lock.opened'] satisfies MutationDef<LockOpenedInput>,
  'lock.periodCode': LOCK_MUTATIONS['lock.periodCode'] satisfies MutationDef<LockPeriodCodeInput>,
  'repair.accept': REPAIR_MUTATIONS['repair.accept'] satisfies MutationDef<RepairAcceptInput, 'repairs'>,
  'repair.complete': REPAIR_MUTATIONS['repair.complete'] satisfies MutationDef<RepairCompleteInput, 'repairs'>,
};

export type MutationName = keyof typeof MUTATIONS;
export type MutationArgs<N extends MutationName> = z.infer<(typeof MUTATIONS)[N]['args']>;

export const isMutationName = (name: string): name is MutationName => Object.hasOwn(MUTATIONS, name);

/** The definition of a mutation by name, widened for generic callers (engine, server). */
export function mutationDef(name: MutationName): MutationDef<any, TargetTable> {
  return MUTATIONS[name] as MutationDef<any, TargetTable>;
}

/** Parses a mutation's args with the catalogue: the parsed args, or null when malformed. */
export function parseArgs(name: MutationName, args: unknown): { ok: true; args: any } | { ok: false; message: string } {
  const r = mutationDef(name).args.safeParse(args);
  return r.success
    ? { ok: true, args: r.data }
    : { ok: false, message: r.error.issues[0]?.message ?? '参数格式不正确' };
}
