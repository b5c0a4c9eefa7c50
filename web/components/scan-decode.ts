/**
 * Reading a QR code from pixels with jsqr (loaded on first use, so screens without a scanner do not carry it): a
 * video frame or a photo drawn on a canvas, made at most MAX_SIDE pixels on its longer side (a phone's 12 MP photo
 * decodes as well and far faster at that size).
 */
const MAX_SIDE = 1024;

type Source = HTMLVideoElement | ImageBitmap;

const sizeOf = (s: Source) =>
  s instanceof HTMLVideoElement ? { w: s.videoWidth, h: s.videoHeight } : { w: s.width, h: s.height };

/** The text of the QR code in `source`, or null when there is none (or the picture is empty). */
export async function decodeQr(source: Source, canvas: HTMLCanvasElement): Promise<string | null> {
  const { w, h } = sizeOf(source);
  if (!w || !h) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(w, h));
  canvas.width = Math.round(w * scale);
  canvas.height = Math.round(h * scale);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(source, 0, 0, canvas.width, canvas.height);
  const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
  const { default: jsQR } = await import('jsqr');
  const found = jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'attemptBoth' });
  return found?.data.trim() || null;
}

/** The QR code of a chosen photo; throws when the file is not a picture the browser can read. */
export async function decodeQrFile(file: Blob, canvas: HTMLCanvasElement): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    return await decodeQr(bitmap, canvas);
  } finally {
    bitmap.close();
  }
}

/** The Chinese message of a camera that would not open (getUserMedia's error names). */
export function cameraRefusal(e: unknown): string {
  const name = e instanceof Error || e instanceof DOMException ? e.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return '未获得摄像头权限，请在浏览器设置中允许，或用照片识别';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return '未找到可用的摄像头，请用照片识别';
  return '无法打开摄像头，请用照片识别';
}

export const SCAN_MSG = {
  noCamera: '此浏览器无法使用摄像头，请用照片识别',
  noCode: '照片中未识别到二维码，请对准标签重新拍摄',
  badImage: '无法读取该图片，请重新选择',
} as const;
