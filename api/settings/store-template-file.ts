import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../deps';
import type { Reader } from '../db/store';
import { AppError, badRequest } from '../http/errors';
import { uploads } from '../uploads/schema';
import { fileUrl } from '../uploads/store-upload';
import { SETTINGS_MSG } from '../../sync/rules/settings/settings';
import type { UploadedTemplateFile } from '../../sync/contract/settings/settings-shapes';

export const PDF_MIME = 'application/pdf';
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const MAX_TEMPLATE_BYTES = 10 * 1024 * 1024;

const ascii = (s: string) => new Uint8Array([...s].map((ch) => ch.charCodeAt(0)));

function indexOfBytes(haystack: Uint8Array, needle: Uint8Array): number {
  outer: for (let i = 0; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** Recognises a contract template by its bytes: a PDF ('%PDF-') or a DOCX (a zip holding '[Content_Types].xml'). */
export function sniffTemplateFile(bytes: Uint8Array): typeof PDF_MIME | typeof DOCX_MIME | null {
  const starts = (sig: Uint8Array) => sig.every((b, i) => bytes[i] === b);
  if (starts(ascii('%PDF-'))) return PDF_MIME;
  if (starts(new Uint8Array([0x50, 0x4b, 0x03, 0x04])) && indexOfBytes(bytes, ascii('[Content_Types].xml')) >= 0)
    return DOCX_MIME;
  return null;
}

/**
 * Checks and stores a contract template file (PDF or DOCX up to 10 MB) like other uploads: an unguessable name in
 * the uploads folder and a row in `uploads`, so /api/upload/files/:id serves it to the same org only.
 */
export async function storeTemplateFile(
  deps: Deps,
  who: { orgId: string; userId: string },
  file: File,
): Promise<UploadedTemplateFile> {
  if (file.size > MAX_TEMPLATE_BYTES) throw new AppError(413, SETTINGS_MSG.templateFileTooLarge);
  if (file.size === 0) throw badRequest('文件内容为空');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = sniffTemplateFile(bytes);
  if (!mime) throw new AppError(415, SETTINGS_MSG.templateFileType);
  const id = randomBytes(18).toString('base64url');
  await mkdir(deps.config.uploadsDir, { recursive: true });
  await writeFile(join(deps.config.uploadsDir, id), bytes, { flag: 'wx' });
  const fileName = file.name.slice(0, 200);
  await deps.db.write(who.orgId, (tx) =>
    tx.insert(uploads).values({
      id,
      orgId: who.orgId,
      userId: who.userId,
      mime,
      size: bytes.length,
      originalName: fileName,
      createdAt: deps.now(),
    }),
  );
  return { fileId: id, url: fileUrl(id), mime, fileName };
}

/** A stored template file of the org (PDF/DOCX only), or undefined. */
export async function templateFileOf(q: Reader, orgId: string, fileId: string) {
  const [row] = await q
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, fileId), eq(uploads.orgId, orgId)))
    .limit(1);
  return row && (row.mime === PDF_MIME || row.mime === DOCX_MIME) ? row : undefined;
}
