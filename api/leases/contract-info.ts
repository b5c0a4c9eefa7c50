import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../deps';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { pictures } from '../uploads/schema';
import { fileUrl } from '../uploads/store-upload';
import { CONTRACT_TYPE_TEXT } from '../../sync/rules/leases/lease-status';
import type { ContractInfo, LeasePicture, LeasePictureType } from '../../sync/contract/leases/lease-list-shape';
import { leaseHouseText, visibleLease } from './access';
import { LEASE_PICTURE } from './signing-files';
import { leaseContracts } from './schema';
import { verifyContract } from './verify-contract';

const TYPE_OF: Record<string, LeasePictureType> = { lease_other: 0, lease_id: 1, lease_contract: 2 };

/** The pictures of a lease (ID photos, other photos, contract images) in the order they were added. */
export async function leasePictures(db: Reader, orgId: string, leaseId: string): Promise<LeasePicture[]> {
  const [signed] = await db
    .select({ imageFileId: leaseContracts.imageFileId })
    .from(leaseContracts)
    .where(eq(leaseContracts.leaseId, leaseId))
    .limit(1);
  const signedUrl = signed ? fileUrl(signed.imageFileId) : null;
  const rows = await db
    .select({ id: pictures.id, url: pictures.url, ownerType: pictures.ownerType })
    .from(pictures)
    .where(
      and(
        eq(pictures.orgId, orgId),
        eq(pictures.ownerId, leaseId),
        inArray(pictures.ownerType, Object.values(LEASE_PICTURE)),
      ),
    )
    .orderBy(asc(pictures.sort), asc(pictures.createdAt), asc(pictures.id));
  return rows.map((p) => {
    const type = TYPE_OF[p.ownerType];
    return { pid: p.id, picture: p.url, type, removable: !(type === 2 && p.url === signedUrl) };
  });
}

/**
 * The contract view of a lease (spec part 2 §2.6): type, period, pictures, and for an electronic contract whether the
 * stored contract still matches what was signed. A deleted lease opens read-only with `includeDeleted`.
 */
export async function contractInfo(
  deps: Pick<Deps, 'db' | 'config'>,
  user: AuthUser,
  leaseId: string,
  includeDeleted = false,
): Promise<ContractInfo> {
  const lease = await visibleLease(deps.db, user, leaseId, { includeDeleted });
  const deleted = lease.deletedAt !== null;
  let verify: ContractInfo['verify'] = null;
  if (lease.contractType === 1 && !deleted) {
    const [has] = await deps.db
      .select({ id: leaseContracts.id })
      .from(leaseContracts)
      .where(eq(leaseContracts.leaseId, lease.id))
      .limit(1);
    if (has) {
      const v = await verifyContract(deps, user, lease.id);
      verify = { intact: v.intact, signedAt: v.signedAt };
    }
  }
  return {
    leaseId: lease.id,
    leaseCode: lease.leaseCode,
    houseId: lease.roomId,
    houseName: leaseHouseText(lease),
    tenant: lease.tenant,
    startTime: lease.startDate,
    endTime: lease.endDate,
    contractType: lease.contractType,
    contractTypeText: CONTRACT_TYPE_TEXT(lease.contractType),
    pictureList: await leasePictures(deps.db, user.orgId, lease.id),
    verify,
    editable: !deleted,
  };
}
