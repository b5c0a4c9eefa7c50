/**
 * The contract of /api/leases (spec part 2 §2.1 list, §2.5 detail, §2.6 contract, §2.8 signing, §4, §7): the signing
 * screen's defaults and the signing, the list and deleting, confirming, the detail, the contract view with its
 * pictures, text and digest check.
 */
import { z } from 'zod';
import { route } from '../route';
import { id, int, ms, obj } from '../kit';
import { signLeaseSchema } from './sign';
import { leaseDefaults } from './defaults';
import { addPictureInput, deletedQuery, houseQuery, leaseListQuery, removeLeasesInput } from './lease-inputs';
import { contractInfo, leaseDetail, leasePage, leasePicture } from './lease-list-shape';

/** What a signing answers: the lease made (or, sent again, the one made before: `duplicate`). */
export const signResult = obj({
  leaseId: id,
  leaseCode: z.string(),
  status: int,
  /** The change version the room's facts carry after the signing (the unit's version; for a duplicate, the room's). */
  roomVersion: int,
  /** The lease was already signed by this same request (sent again): nothing was written. */
  duplicate: z.literal(true).optional(),
});
export type SignResult = z.infer<typeof signResult>;

/** The signed contract's digest recomputed from the stored text and signature: `intact` false means it was changed. */
export const contractVerification = obj({ intact: z.boolean(), sha256: z.string(), signedAt: ms, operatorId: id });
export type ContractVerification = z.infer<typeof contractVerification>;

const removed = obj({ deleted: int });
const pictures = z.array(leasePicture);

export const leases = {
  defaults: route({ method: 'GET', path: '/api/leases/defaults', query: houseQuery, reply: leaseDefaults }),
  sign: route({ method: 'POST', path: '/api/leases/sign', body: signLeaseSchema, reply: signResult }),
  verify: route({ method: 'GET', path: '/api/leases/:leaseId/contract/verify', reply: contractVerification }),
  list: route({ method: 'GET', path: '/api/leases', query: leaseListQuery, reply: leasePage }),
  remove: route({ method: 'DELETE', path: '/api/leases', body: removeLeasesInput, reply: removed }),
  /** The same as DELETE /api/leases, for clients that cannot send a body with DELETE. */
  removeByPost: route({ method: 'POST', path: '/api/leases/delete', body: removeLeasesInput, reply: removed }),
  confirm: route({
    method: 'POST',
    path: '/api/leases/:leaseId/confirm',
    reply: obj({ leaseId: id, status: int, roomVersion: int }),
  }),
  contract: route({ method: 'GET', path: '/api/leases/:leaseId/contract', query: deletedQuery, reply: contractInfo }),
  /** The contract's text: the signed one as stored, else the contract of the signed terms. */
  contractText: route({
    method: 'GET',
    path: '/api/leases/:leaseId/contract/text',
    reply: obj({ plainText: z.string(), signed: z.boolean() }),
  }),
  addPicture: route({ method: 'POST', path: '/api/leases/:leaseId/pictures', body: addPictureInput, reply: pictures }),
  removePicture: route({ method: 'DELETE', path: '/api/leases/:leaseId/pictures/:pid', reply: pictures }),
  detail: route({ method: 'GET', path: '/api/leases/:leaseId', query: deletedQuery, reply: leaseDetail }),
};
