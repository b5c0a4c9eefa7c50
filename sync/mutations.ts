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
 * A room the user cannot see (or that was deleted) is rejected with '房间不存在或无权操作' on both sides.
 */
import { z } from 'zod';
import { deriveRoomStatus, roomActionRefusal, shanghaiToday, type RoomAction } from './board-status';
import { ROOM_NOT_FOUND, type SyncRoom } from './protocol';

const houseId = z.string('房间编号不正确').min(1, '房间编号不正确').max(40, '房间编号不正确');
const zeroOne = z.union([z.literal(0), z.literal(1)], '状态只能是0或1');

/** The room fields a board mutation reads and writes. */
export type RoomLike = Pick<SyncRoom, 'isRent' | 'isDecoration' | 'isShow' | 'remark' | 'updatedAt'>;

export interface MutationDef<A> {
  args: z.ZodType<A>;
  /** The room the mutation changes. */
  target: (args: A) => { table: 'rooms'; id: string };
  /** The rule (null = allowed) on the current row; `today` is the Asia/Shanghai date (YYYY-MM-DD). */
  refusal: (room: RoomLike | undefined, args: A, today: string) => string | null;
  /** The optimistic change: a new row, the input untouched. */
  applyLocal: <R extends RoomLike>(room: R, args: A) => R;
  /** For the server: the board action it performs. */
  action: RoomAction | 'remark';
}

function flagMutation<K extends 'isRent' | 'isDecoration' | 'isShow'>(action: RoomAction, field: K): MutationDef<{ houseId: string } & Record<K, 0 | 1>> {
  type A = { houseId: string } & Record<K, 0 | 1>;
  return {
    args: z.object({ houseId, [field]: zeroOne }) as unknown as z.ZodType<A>,
    target: (a) => ({ table: 'rooms', id: a.houseId }),
    refusal: (room, a, today) => {
      if (!room) return ROOM_NOT_FOUND;
      const status = deriveRoomStatus({ ...room, vacantSince: shanghaiToday(room.updatedAt) }, today);
      return roomActionRefusal(action, room, status, a[field]);
    },
    applyLocal: (room, a) => ({ ...room, [field]: a[field] }),
    action,
  };
}

export const MUTATIONS = {
  'room.setRemark': {
    args: z.object({ houseId, remark: z.string('请输入备注').trim().max(200, '备注不能超过200个字') }),
    target: (a) => ({ table: 'rooms', id: a.houseId }),
    refusal: (room) => (room ? null : ROOM_NOT_FOUND),
    applyLocal: (room, a) => ({ ...room, remark: a.remark }),
    action: 'remark',
  } satisfies MutationDef<{ houseId: string; remark: string }>,
  'room.setRent': flagMutation('rent', 'isRent'),
  'room.setDecoration': flagMutation('decoration', 'isDecoration'),
  'room.setShow': flagMutation('show', 'isShow'),
};

export type MutationName = keyof typeof MUTATIONS;
export type MutationArgs<N extends MutationName> = z.infer<(typeof MUTATIONS)[N]['args']>;
export const MUTATION_NAMES = Object.keys(MUTATIONS) as MutationName[];

export const isMutationName = (name: string): name is MutationName => Object.hasOwn(MUTATIONS, name);

/** The definition of a mutation by name, widened for generic callers (engine, server). */
export function mutationDef(name: MutationName): MutationDef<any> {
  return MUTATIONS[name] as MutationDef<any>;
}

/** Parses a mutation's args with the catalogue: the parsed args, or null when malformed. */
export function parseArgs(name: MutationName, args: unknown): { ok: true; args: any } | { ok: false; message: string } {
  const r = mutationDef(name).args.safeParse(args);
  return r.success ? { ok: true, args: r.data } : { ok: false, message: r.error.issues[0]?.message ?? '参数格式不正确' };
}
