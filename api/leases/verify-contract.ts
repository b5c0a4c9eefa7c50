import { eq } from 'drizzle-orm';
import type { Deps } from '../deps';
import type { AuthUser } from '../http/env';
import { notFound } from '../http/errors';
import { leaseContracts } from './schema';
import { readOrgFile } from './signing-files';
import { signedContractDigest } from '../../sync/rules/leases/contract-digest';
import { visibleLeaseId } from './personal-access';
import { LEASE_OPS_MSG } from '../../sync/rules/leases/lease-status';
import type { ContractVerification } from '../../sync/contract/leases/leases';

/**
 * Checks a lease's signed contract: the SHA-256 recomputed from the stored plain text and signature file against the
 * digest recorded at signing. `intact` false means the stored text or signature was changed after signing.
 */
export async function verifyContract(
  deps: Pick<Deps, 'db' | 'config'>,
  user: AuthUser,
  leaseId: string,
): Promise<ContractVerification> {
  const id = await visibleLeaseId(deps.db, user, leaseId);
  // A lease the user may not see is not found, as on every lease route: "no electronic contract" would tell it exists.
  if (!id) throw notFound(LEASE_OPS_MSG.leaseNotFound);
  const [contract] = await deps.db.select().from(leaseContracts).where(eq(leaseContracts.leaseId, id)).limit(1);
  if (!contract) throw notFound('该租约没有电子合同');
  const signature = await readOrgFile(deps, user.orgId, contract.signatureFileId);
  const actual = signature ? signedContractDigest(contract.plainText, signature) : '';
  return {
    intact: actual === contract.sha256,
    sha256: contract.sha256,
    signedAt: contract.signedAt,
    operatorId: contract.operatorId,
  };
}
