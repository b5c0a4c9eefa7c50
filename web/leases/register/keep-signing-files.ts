import { keepFileForSync } from '../../sync/use-sync';
import type { IdPhoto } from '../id-capture/IdCapture';
import type { SignedContract } from '../contract/SignContractSheet';
import type { SignLeaseInput } from '../../../sync/contract/leases/sign';

const NOT_READY = '离线数据尚未就绪，请稍后再试';

/**
 * Keeps a signing's files on the device for the sync loop to upload (the ID photos, the other photos, and for an
 * electronic contract the signature and the signed image): their kept-file ids, as the 'lease.sign' mutation names
 * them. Throws '离线数据尚未就绪，请稍后再试' when the device's store is not open yet.
 */
export async function keepSigningFiles(
  photos: IdPhoto[],
  otherPhotos: IdPhoto[],
  signing: { signed: SignedContract; signDate: string } | null,
): Promise<{ idPhotos: string[]; otherPhotos: string[]; contract: SignLeaseInput['contract'] }> {
  const idPhotos: string[] = [];
  for (const [i, p] of photos.entries()) {
    const id = await keepFileForSync(p.blob, `id-${i + 1}.jpg`, 'personal');
    if (!id) throw new Error(NOT_READY);
    idPhotos.push(id);
  }
  const others: string[] = [];
  for (const [i, p] of otherPhotos.entries()) {
    const id = await keepFileForSync(p.blob, `other-${i + 1}.jpg`, '');
    if (!id) throw new Error(NOT_READY);
    others.push(id);
  }
  let contract = null;
  if (signing) {
    const { signed, signDate } = signing;
    const signatureFileId = await keepFileForSync(signed.signature, 'signature.png', 'personal');
    const imageFileId = await keepFileForSync(signed.image, 'contract.png', 'personal');
    if (!signatureFileId || !imageFileId) throw new Error(NOT_READY);
    contract = {
      plainText: signed.plainText,
      signatureFileId,
      imageFileId,
      sha256: signed.digest,
      signedAt: signed.signedAt,
      signDate,
    };
  }
  return { idPhotos, otherPhotos: others, contract };
}
