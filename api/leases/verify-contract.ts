import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Deps } from '../deps';
import type { AuthUser } from '../http/env';
import { notFound } from '../http/errors';
import { apartments } from '../houses/schema';
import { visibleApartments } from '../houses/scope';
import { leaseContracts, leases } from './schema';
import { contractDigest, loadSignature } from './sign-lease';

/**
 * Checks a lease's signed contract: the SHA-256 recomputed from the stored plain text and signature file against the
 * digest recorded at signing. `intact` false means the stored text or signature was changed after signing.
 */
export function verifyContract(deps: Pick<Deps, 'db' | 'config'>, user: AuthUser, leaseId: string) {
  const db = deps.db;
  const visible = db.select({ id: apartments.id }).from(apartments).where(visibleApartments(db, user));
  const lease = db
    .select({ id: leases.id })
    .from(leases)
    .where(and(eq(leases.id, leaseId), eq(leases.orgId, user.orgId), isNull(leases.deletedAt), inArray(leases.apartmentId, visible)))
    .get();
  const contract = lease ? db.select().from(leaseContracts).where(eq(leaseContracts.leaseId, leaseId)).get() : undefined;
  if (!contract) throw notFound('该租约没有电子合同');
  const signature = loadSignature(deps, user.orgId, { contract: { signatureFileId: contract.signatureFileId } } as never);
  const actual = signature ? contractDigest(contract.plainText, signature) : '';
  return { intact: actual === contract.sha256, sha256: contract.sha256, signedAt: contract.signedAt, operatorId: contract.operatorId };
}
