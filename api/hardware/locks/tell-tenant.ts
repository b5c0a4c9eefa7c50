import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/store';
import { leases } from '../../leases/schema';
import { currentLeaseOf } from '../../leases/room-facts';
import { LEASE_STATUS } from '../../../sync/rules/leases/lease-status';
import { shanghaiDateTime } from '../../../sync/rules/common/shanghai-time';
import { MSG_TYPE, postMessages } from '../../messages/post';
import { lockStaffByApartment } from './lock-staff';

/**
 * Someone entered a rented room (a remote opening, an offline code, a period code): the tenant is told. Until the
 * tenant's own page exists (issue 19) the notice goes to the message centre of everyone who manages the apartment's
 * locks, addressed to the tenant, so it is relayed and on record.
 */
export async function tellTenantOfEntry(
  tx: Tx,
  entry: {
    lock: { id: string; orgId: string; apartmentId: string; roomId: string };
    houseNumber: string;
    by: string;
    reason: string;
    at?: number;
    how?: string;
    /** What was done, when not an opening (e.g. a period code given out); default: opened the room's lock. */
    action?: string;
  },
) {
  const open = await tx
    .select({ tenant: leases.tenant, status: leases.status, endDate: leases.endDate, createdAt: leases.createdAt })
    .from(leases)
    .where(
      and(
        eq(leases.roomId, entry.lock.roomId),
        inArray(leases.status, [LEASE_STATUS.toConfirm, LEASE_STATUS.signed]),
        isNull(leases.deletedAt),
      ),
    );
  const lease = currentLeaseOf(open);
  const staff = (await lockStaffByApartment(tx, entry.lock.orgId)).get(entry.lock.apartmentId) ?? [];
  const when = shanghaiDateTime(entry.at ?? tx.now);
  const content =
    `致租客${lease?.tenant ?? ''}：${entry.by}于${when}${entry.reason ? `因「${entry.reason}」` : ''}` +
    (entry.action ?? `${entry.how ?? '远程'}打开了${entry.houseNumber}房间的门锁。`);
  await postMessages(
    tx,
    tx.now,
    staff.map((s) => ({
      orgId: entry.lock.orgId,
      userId: s.uid,
      msgType: MSG_TYPE.house,
      title: '租客通知：已出租房间有人开门',
      content,
      url: `/suoJiLu?lockId=${entry.lock.id}`,
    })),
  );
}
