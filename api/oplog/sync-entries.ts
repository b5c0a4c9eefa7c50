import type { Context } from 'hono';
import type { Reader } from '../db/store';
import type { AppEnv } from '../http/env';
import type { Mutation, PushResponse } from '../../sync/protocol/protocol';
import { isMutationName, type MutationName } from '../../sync/protocol/mutations';
import { readingText } from '../../sync/rules/meters/meter-rules';
import { entry, meterLabel, repairLabel, roomLabel } from './describe';
import { logAs, logNothing } from './log-as';
import { OPERATION_TYPE } from '../../sync/rules/admin/oplog-rules';

/** The args were parsed against their mutation's schema. */
type Describe = (db: Reader, a: any) => Promise<string>;
const onRoom =
  (what: (a: any) => string): Describe =>
  async (db, a) =>
    entry(what(a), await roomLabel(db, a.houseId ?? a.roomId));

/** An offline mutation's entry, in the words of the same change made online. */
const WORDS: Record<MutationName, Describe> = {
  'room.setRemark': onRoom(() => '修改房间备注'),
  'lease.sign': async (db, a) => entry('签约', `${await roomLabel(db, a.houseId)} ${a.tenant ?? ''}`.trim()),
  'meter.read': async (db, a) => `${entry('抄表', await meterLabel(db, a.meterId))} 读数 ${readingText(a.value)}`,
  'room.setRent': onRoom((a) => (a.isRent ? '设为已出租' : '设为未出租')),
  'room.setDecoration': onRoom((a) => (a.isDecoration ? '设为装修中' : '取消装修')),
  'room.setShow': onRoom((a) => (a.isShow ? '上架展示' : '取消展示')),
  'lock.opened': onRoom(() => '手机开锁'),
  'lock.periodCode': onRoom(() => '发放门锁时段密码'),
  'repair.accept': async (db, a) => entry('受理报修', await repairLabel(db, a.repairId)),
  'repair.complete': async (db, a) => entry('完成维修', await repairLabel(db, a.repairId)),
};

/**
 * The entries of a sync push (POST /api/sync/push): one per mutation the server applied (a refused one or a repeat
 * changed nothing), each saying what was done, marked （离线） as made on a device while offline.
 */
export async function logMutations(c: Context<AppEnv>, mutations: readonly Mutation[], res: PushResponse) {
  const { db } = c.var.deps;
  const applied = new Set(res.results.filter((r) => r.status === 'applied').map((r) => r.id));
  logNothing(c);
  for (const m of mutations) {
    if (!applied.has(m.id) || !isMutationName(m.name)) continue;
    // A signing adds a lease; the other mutations change what is there.
    const module = m.name === 'lease.sign' ? OPERATION_TYPE.add : OPERATION_TYPE.change;
    logAs(c, `${await WORDS[m.name](db, m.args)}（离线）`, module);
  }
}
