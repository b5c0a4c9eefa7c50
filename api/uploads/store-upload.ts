import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../deps';
import type { Reader } from '../db/store';
import { dialect } from '../db/dialect';
import { AppError, notFound } from '../http/errors';
import { uploads } from './schema';
import { sniffImage } from './sniff';
import { MAX_UPLOAD_BYTES, MSG } from '../../sync/rules/common/validators';

export const fileUrl = (id: string) => `/api/upload/files/${id}`;

export const FILE_ID_RE = /^[A-Za-z0-9_-]{24}$/;

/** How long a retry whose file name is taken waits for the first attempt's row: 50 steps of 100 ms. */
const RACE_WAIT_STEPS = 50;
const RACE_WAIT_MS = 100;

export interface UploadOptions {
  /**
   * The id the device made for the file (24 url-safe characters from 18 random bytes), so an upload queued offline can
   * be retried safely: the same id from the same user answers with the stored file.
   */
  fileId?: string;
  /** 'personal' for personal data (ID photos, signatures, contracts): see readUpload. 'tenant': a tenant page's upload. */
  purpose?: '' | 'personal' | 'tenant';
  /** The record the file belongs to (a tenant upload: the lease of the link). */
  subjectId?: string;
}

/** The stored upload `id` when it is `who`'s (a retry answers with it); 409 when it is someone else's; else undefined. */
async function storedAs(db: Reader, id: string, who: { orgId: string; userId: string }) {
  const [have] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  if (!have) return undefined;
  if (have.orgId !== who.orgId || have.userId !== who.userId) throw new AppError(409, '文件编号重复');
  return { id: have.id, url: fileUrl(have.id), mime: have.mime };
}

/** Checks an uploaded image (content type by its bytes, size ≤ 10 MB) and stores it under an unguessable name. */
export async function storeUpload(
  deps: Deps,
  who: { orgId: string; userId: string },
  file: File,
  opts: UploadOptions = {},
) {
  if (opts.fileId !== undefined) {
    if (!FILE_ID_RE.test(opts.fileId)) throw new AppError(400, '文件编号不正确');
    const have = await storedAs(deps.db, opts.fileId, who);
    if (have) return have;
  }
  if (file.size > MAX_UPLOAD_BYTES) throw new AppError(413, MSG.uploadTooLarge);
  if (file.size === 0) throw new AppError(400, '文件内容为空');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = sniffImage(bytes.subarray(0, 16));
  if (!mime) throw new AppError(415, '只能上传 JPG、PNG、GIF 或 WebP 格式的图片');
  const id = opts.fileId ?? randomBytes(18).toString('base64url');
  await mkdir(deps.config.uploadsDir, { recursive: true });
  try {
    await writeFile(join(deps.config.uploadsDir, id), bytes, { flag: 'wx' });
  } catch (err) {
    // A retry of a device-made id racing its first attempt (in this process or another sharing the folder): answer
    // with what the first one stores, once its row is committed.
    if (opts.fileId === undefined || (err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    for (let i = 0; i < RACE_WAIT_STEPS; i++) {
      const have = await storedAs(deps.db, id, who);
      if (have) return have;
      await new Promise((r) => setTimeout(r, RACE_WAIT_MS));
    }
    throw new AppError(409, '文件编号重复');
  }
  try {
    await deps.db.write(who.orgId, async (tx) => {
      await tx.insert(uploads).values({
        id,
        orgId: who.orgId,
        userId: who.userId,
        mime,
        size: bytes.length,
        originalName: file.name.slice(0, 200),
        purpose: opts.purpose ?? '',
        subjectId: opts.subjectId ?? null,
        createdAt: deps.now(),
      });
    });
  } catch (err) {
    // The same device-made id stored meanwhile (by another API process sharing the folder): the id decides.
    if (opts.fileId === undefined || !dialect.isUniqueViolation(err)) throw err;
    const have = await storedAs(deps.db, id, who);
    if (have) return have;
    throw new AppError(409, '文件编号重复');
  }
  return { id, url: fileUrl(id), mime };
}

/**
 * Reads a stored file for a user of the same org whom `mayRead` allows (api/uploads/file-access.ts); another org's
 * file, or one the user may not see, answers as if it did not exist (404, so existence is not revealed).
 */
export async function readUpload(
  deps: Deps,
  who: { orgId: string },
  id: string,
  mayRead: (row: typeof uploads.$inferSelect) => Promise<boolean>,
) {
  const [row] = await deps.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.orgId, who.orgId)))
    .limit(1);
  if (!row || !(await mayRead(row))) throw notFound('文件不存在');
  const bytes = await readFile(join(deps.config.uploadsDir, row.id));
  return { bytes, mime: row.mime };
}
