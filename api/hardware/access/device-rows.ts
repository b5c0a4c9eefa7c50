import { asc, eq, type SQL } from 'drizzle-orm';
import type { Reader } from '../../db/store';
import { apartments, rooms } from '../../houses/schema';
import {
  ACCESS_DEV_TYPE_LABEL,
  DEV_STATUS_LABEL,
  EMBED_TYPE_LABEL,
  ISCON_LABEL,
  type AccessDevType,
  type DevStatus,
  type EmbedType,
} from '../../../sync/rules/hardware/access-rules';
import type { AccessDeviceRow } from '../../../sync/contract/hardware/access-shape';
import { gateways } from '../gateways/schema';
import { accessDevices } from './schema';

const flag = (v: unknown) => (v ? (1 as const) : (0 as const));

/**
 * Door devices matching `where` as the tabs show them (§2.1): their apartment, room and gateway named, the states
 * labelled, and offline while their gateway is offline. By apartment, kind and name.
 */
export async function deviceRows(
  db: Reader,
  where: SQL | undefined,
  page: { size: number; offset: number },
): Promise<AccessDeviceRow[]> {
  const rows = await db
    .select({
      d: accessDevices,
      apartmentName: apartments.name,
      houseName: rooms.houseNumber,
      gatewayName: gateways.name,
      gatewayOnline: gateways.onlineStatus,
    })
    .from(accessDevices)
    .innerJoin(apartments, eq(apartments.id, accessDevices.apartmentId))
    .leftJoin(rooms, eq(rooms.id, accessDevices.roomId))
    .leftJoin(gateways, eq(gateways.id, accessDevices.gatewayId))
    .where(where)
    .orderBy(asc(apartments.name), asc(accessDevices.devType), asc(accessDevices.name), asc(accessDevices.id))
    .limit(page.size)
    .offset(page.offset);
  return rows.map(({ d, ...r }) => ({
    id: d.id,
    devType: d.devType,
    devTypeName: ACCESS_DEV_TYPE_LABEL[d.devType as AccessDevType] ?? '',
    name: d.name,
    devSn: d.sn,
    doorkeySign: d.doorkeySign,
    doorMaxnum: d.doorMaxnum,
    ncuSn: d.ncuSn,
    netSn: d.netSn,
    embedType: d.embedType,
    embedTypeName: d.embedType ? (EMBED_TYPE_LABEL[d.embedType as EmbedType] ?? '') : '',
    devPass: d.devPass,
    loginName: d.loginName,
    loginPass: d.loginPass,
    apartmentId: d.apartmentId,
    apartmentName: r.apartmentName,
    houseId: d.roomId,
    houseName: r.houseName ?? '',
    gatewayId: d.gatewayId,
    gatewayName: r.gatewayName ?? '',
    devStatus: d.devStatus,
    devStatusName: DEV_STATUS_LABEL[d.devStatus as DevStatus] ?? '',
    iscon: flag(d.iscon),
    isconName: ISCON_LABEL(d.iscon),
    onlineStatus: flag(d.onlineStatus && (d.gatewayId === null || r.gatewayOnline)),
  }));
}
