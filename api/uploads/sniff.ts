import type { PICTURE_TYPES } from '../../sync/contract/uploads/uploads';

/** Recognises an image by its first bytes, never by its name. Returns its MIME type, or null. */
export function sniffImage(head: Uint8Array): (typeof PICTURE_TYPES)[number] | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x47, 0x49, 0x46, 0x38) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && head[8] === 0x57 && head[9] === 0x45 && head[10] === 0x42 && head[11] === 0x50)
    return 'image/webp';
  return null;
}
