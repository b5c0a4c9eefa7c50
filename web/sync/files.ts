/**
 * Files made on the device for an offline-capable action (ID photos, a signature, the signed contract image): saved in
 * the user's Dexie database under an id made here, uploaded with that id before the sync loop pushes the mutation
 * that names them (the upload is idempotent by id, so a retry after a lost reply is harmless).
 */
import type { GongyuDb } from './db';

/** 24 url-safe characters from 18 random bytes: as unguessable as the server's own file names. */
export function newFileId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replaceAll('+', '-').replaceAll('/', '_');
}

/** Keeps a file on the device until it is uploaded; returns its id. */
export async function keepFile(
  db: GongyuDb,
  blob: Blob,
  name: string,
  purpose: '' | 'personal',
  now = Date.now(),
): Promise<string> {
  const id = newFileId();
  await db.files.put({ id, blob, name, purpose, uploaded: 0, createdAt: now });
  return id;
}

/** A file kept on the device, by id (null when it was never kept here or has been pruned). */
export async function readKeptFile(db: GongyuDb, id: string): Promise<Blob | null> {
  return (await db.files.get(id))?.blob ?? null;
}

export type UploadFn = (form: FormData) => Promise<unknown>;

/** Uploads every waiting file, oldest first; stops at the first failure (the caller's cycle ends, nothing is lost). */
export async function uploadWaitingFiles(db: GongyuDb, upload: UploadFn): Promise<number> {
  const waiting = await db.files.where('uploaded').equals(0).sortBy('createdAt');
  for (const f of waiting) {
    const form = new FormData();
    form.append('file', new File([f.blob], f.name, { type: f.blob.type }));
    form.append('fileId', f.id);
    if (f.purpose) form.append('purpose', f.purpose);
    await upload(form);
    await db.files.update(f.id, { uploaded: 1 });
  }
  return waiting.length;
}

/** Forgets uploaded files older than `maxAgeMs` (their mutations were pushed long ago). */
export async function pruneUploadedFiles(db: GongyuDb, now = Date.now(), maxAgeMs = 7 * 86_400_000): Promise<void> {
  await db.files
    .where('uploaded')
    .equals(1)
    .and((f) => f.createdAt < now - maxAgeMs)
    .delete();
}
