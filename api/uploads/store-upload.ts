import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../deps';
import { AppError, notFound } from '../http/errors';
import { uploads } from './schema';
import { sniffImage } from './sniff';
import { MAX_UPLOAD_BYTES, MSG } from '../../sync/validators';

export const fileUrl = (id: string) => `/api/upload/files/${id}`;

/** Checks an uploaded image (content type by its bytes, size ≤ 10 MB) and stores it under an unguessable name. */
export async function storeUpload(deps: Deps, who: { orgId: string; userId: string }, file: File) {
  if (file.size > MAX_UPLOAD_BYTES) throw new AppError(413, MSG.uploadTooLarge);
  if (file.size === 0) throw new AppError(400, '文件内容为空');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = sniffImage(bytes.subarray(0, 16));
  if (!mime) throw new AppError(415, '只能上传 JPG、PNG、GIF 或 WebP 格式的图片');
  const id = randomBytes(18).toString('base64url');
  await mkdir(deps.config.uploadsDir, { recursive: true });
  await writeFile(join(deps.config.uploadsDir, id), bytes, { flag: 'wx' });
  deps.db
    .insert(uploads)
    .values({
      id,
      orgId: who.orgId,
      userId: who.userId,
      mime,
      size: bytes.length,
      originalName: file.name.slice(0, 200),
      createdAt: deps.now(),
    })
    .run();
  return { id, url: fileUrl(id), mime };
}

/** Reads a stored file for a user of the same org; another org's file answers as if it did not exist. */
export async function readUpload(deps: Deps, orgId: string, id: string) {
  const row = deps.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.orgId, orgId)))
    .get();
  if (!row) throw notFound('文件不存在');
  const bytes = await readFile(join(deps.config.uploadsDir, row.id));
  return { bytes, mime: row.mime };
}
