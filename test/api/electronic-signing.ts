import { eq } from 'drizzle-orm';
import { apartments } from '../../api/houses/schema';
import { newFileId, TINY_PNG, uploadWith } from './harness';
import { signInput, type LeasesHarness } from './lease-helpers';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { contractDocument } from '../../sync/rules/leases/contract-text';
import { contractPlainText, signedContractDigest } from '../../sync/rules/leases/contract-digest';
import { contractDataOfSigning } from '../../sync/rules/leases/lease-contract';
import type { SignLeaseInput } from '../../sync/contract/leases/sign';

type Room = Parameters<typeof signInput>[0];

/**
 * An electronic signing of room `r` (an apartment of 示例公寓) as the signing screen makes it: the contract text of
 * the terms dated today, TINY_PNG as the signature and the contract image (personal uploads of `token`), the digest
 * binding them. Post it to POST /api/leases/sign.
 */
export async function electronicSigning(t: LeasesHarness, token: string, r: Room): Promise<SignLeaseInput> {
  const upload = async () => {
    const fileId = newFileId();
    const res = await uploadWith(t.h, token, { fileId, purpose: 'personal' });
    if (res.status !== 200) throw new Error(`upload failed: ${res.text}`);
    return fileId;
  };
  const [signatureFileId, imageFileId] = [await upload(), await upload()];
  const base = signInput(r, { contractType: 1 });
  const signedAt = t.h.deps.now();
  const signDate = shanghaiToday(signedAt);
  const [apt] = await t.h.db
    .select({ name: apartments.name, address: apartments.address })
    .from(apartments)
    .where(eq(apartments.id, r.apartmentId));
  const place = {
    landlord: '示例公寓',
    apartmentName: apt!.name,
    address: apt!.address,
    houseNumber: r.houseNumber,
    floor: await t.floorOf(r.floorId),
    area: r.area,
  };
  const plainText = contractPlainText(contractDocument(contractDataOfSigning(base, place, signDate)));
  const sha256 = signedContractDigest(plainText, TINY_PNG);
  return { ...base, contract: { plainText, signatureFileId, imageFileId, sha256, signedAt, signDate } };
}
