import { fitLongSide, JPEG_QUALITY, MAX_LONG_SIDE, type Rect } from './geometry';

/**
 * Browser-side encoding of ID photos: crop a region of a frame or picture, scale its long side down to 1600 px and
 * encode JPEG at quality 0.85 on a white background (transparent PNG areas would otherwise turn black).
 */

function canvasToJpeg(canvas: HTMLCanvasElement, quality = JPEG_QUALITY): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))), 'image/jpeg', quality),
  );
}

/** Draws `crop` of `source` scaled to at most `maxLong` on its long side and encodes it as JPEG. */
export function cropToJpeg(source: CanvasImageSource, crop: Rect, maxLong = MAX_LONG_SIDE): Promise<Blob> {
  if (crop.width <= 0 || crop.height <= 0) return Promise.reject(new Error('empty crop'));
  const target = fitLongSide(crop, maxLong);
  const canvas = document.createElement('canvas');
  canvas.width = target.width;
  canvas.height = target.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('no 2d context'));
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, target.width, target.height);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, crop.x, crop.y, crop.width, crop.height, 0, 0, target.width, target.height);
  return canvasToJpeg(canvas);
}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

/** Decodes a picked picture, upright by its EXIF orientation where the browser supports that. */
async function decodeImage(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bmp = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bmp, width: bmp.width, height: bmp.height, release: () => bmp.close() };
    } catch {
      // fall back to an <img>
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { source: img, width: img.naturalWidth, height: img.naturalHeight, release: () => undefined };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** A picked picture as a JPEG no larger than 1600 px on its long side. Rejects when it cannot be decoded. */
export async function fileToJpeg(file: Blob, maxLong = MAX_LONG_SIDE): Promise<Blob> {
  const img = await decodeImage(file);
  try {
    if (!(img.width > 0 && img.height > 0)) throw new Error('empty image');
    return await cropToJpeg(img.source, { x: 0, y: 0, width: img.width, height: img.height }, maxLong);
  } finally {
    img.release();
  }
}
