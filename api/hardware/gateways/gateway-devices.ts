import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Reader } from '../../db/store';
import { rooms } from '../../houses/schema';
import { ACCESS_DEV_TYPE_LABEL, type AccessDevType } from '../../../sync/rules/hardware/access-rules';
import { LOCK_TYPE_LABEL, type LockType } from '../../../sync/rules/hardware/lock-rules';
import type { Actor as Who } from '../access/access-log';
import { accessDevices } from '../access/schema';
import { locks } from '../locks/schema';
import { meters } from '../../meters/schema';
import { meterTypeOf } from '../../../sync/rules/meters/meter-rules';
import { visibleGateway } from './gateways';

/**
 * The devices hanging on a gateway (/WECBlist's detail): its door devices, gateway locks and smart meters, each offline
 * while the gateway is.
 */
export async function gatewayDevices(db: Reader, user: Who, gatewayId: string) {
  const g = await visibleGateway(db, user, gatewayId);
  const up = (online: number) => (g.onlineStatus && online ? (1 as const) : (0 as const));
  const doors = await db
    .select({ d: accessDevices, houseName: rooms.houseNumber })
    .from(accessDevices)
    .leftJoin(rooms, eq(rooms.id, accessDevices.roomId))
    .where(and(eq(accessDevices.gatewayId, g.id), isNull(accessDevices.deletedAt)))
    .orderBy(asc(accessDevices.name), asc(accessDevices.id));
  const lockRows = await db
    .select({ l: locks, houseName: rooms.houseNumber })
    .from(locks)
    .innerJoin(rooms, eq(rooms.id, locks.roomId))
    .where(and(eq(locks.gatewayId, g.id), isNull(locks.deletedAt)))
    .orderBy(asc(rooms.houseNumber), asc(locks.id));
  const meterRows = await db
    .select({ m: meters, houseName: rooms.houseNumber })
    .from(meters)
    .innerJoin(rooms, eq(rooms.id, meters.roomId))
    .where(and(eq(meters.gatewayId, g.id), isNull(meters.deletedAt)))
    .orderBy(asc(rooms.houseNumber), asc(meters.devType), asc(meters.id));
  return [
    ...doors.map(({ d, houseName }) => ({
      kind: 'door' as const,
      id: d.id,
      name: d.name,
      sn: d.sn,
      typeName: ACCESS_DEV_TYPE_LABEL[d.devType as AccessDevType] ?? '',
      houseName: houseName ?? '公共区域',
      onlineStatus: up(d.onlineStatus),
    })),
    ...lockRows.map(({ l, houseName }) => ({
      kind: 'lock' as const,
      id: l.id,
      name: l.name,
      sn: l.sn,
      typeName: LOCK_TYPE_LABEL[l.lockType as LockType] ?? '',
      houseName,
      onlineStatus: up(l.onlineStatus),
    })),
    ...meterRows.map(({ m, houseName }) => ({
      kind: 'meter' as const,
      id: m.id,
      name: m.name,
      sn: m.devSn,
      typeName: meterTypeOf(m.devType)?.name ?? '',
      houseName,
      onlineStatus: up(m.onlineStatus),
    })),
  ];
}
