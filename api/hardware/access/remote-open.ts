import { ulid } from 'ulid';
import type { Db } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { ACCESS_LOG_KIND, ACCESS_OPEN_RESULT, ACCESS_OPEN_TYPE } from '../../../sync/rules/hardware/access-rules';
import type { AccessDriver } from './connector';
import { accessOpenRecords } from './schema';
import { visibleDevice } from './devices';
import { logAccess } from './access-log';

type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType' | 'name' | 'phone'>;

/** Opens a door device now through the connector; the opening (or its failure) is recorded with who asked. */
export async function openDoorRemotely(db: Db, driver: AccessDriver, now: () => number, user: Who, deviceId: string) {
  const d = await visibleDevice(db, user, deviceId);
  const result = await driver.open(d.sn);
  const recordId = ulid(now());
  await db.write(user.orgId, async (tx) => {
    await tx.insert(accessOpenRecords).values({
      id: recordId,
      orgId: user.orgId,
      createdAt: tx.now,
      updatedAt: tx.now,
      deviceId: d.id,
      apartmentId: d.apartmentId,
      roomId: d.roomId,
      openType: ACCESS_OPEN_TYPE.network,
      result: result === 'opened' ? ACCESS_OPEN_RESULT.opened : ACCESS_OPEN_RESULT.failed,
      openedAt: tx.now,
      uid: user.id,
      userName: user.name,
      phone: user.phone,
      detail: result === 'opened' ? '远程开门' : result === 'offline' ? '设备离线' : '开门失败',
    });
    await logAccess(tx, user.name, [
      { apartmentId: d.apartmentId, deviceId: d.id, kind: ACCESS_LOG_KIND.open, detail: `远程开门：${d.name}` },
    ]);
  });
  return { result, recordId };
}
