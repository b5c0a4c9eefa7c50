/**
 * The contract as one PNG (picture type 2 of the lease): A4-proportioned pages at 150 dpi (1240 × 1754 px) stacked
 * vertically on a white canvas, the lessee's signature drawn in the signature area. Layout is contract-layout.ts.
 */
import type { ContractDoc } from '../../../sync/rules/leases/contract-text';
import { CONTRACT_FONT_STACK, layoutContract, type ContractLayout, type LayoutOptions } from './contract-layout';

export interface ContractImageOptions extends LayoutOptions {
  /** the signed digest, printed small in every page footer */
  digest?: string;
  /** gap between stacked pages, px (drawn light grey) */
  pageGap?: number;
  /** cap on canvas pixels (iOS Safari refuses canvases above ~16.7 M pixels); larger contracts are scaled down */
  maxPixels?: number;
}

/** the stacked canvas size and the scale that keeps it under maxPixels */
export function stackedSize(
  layout: Pick<ContractLayout, 'width' | 'pageHeight'> & { pageCount: number },
  gap: number,
  maxPixels: number,
) {
  const fullH = layout.pageCount * layout.pageHeight + (layout.pageCount - 1) * gap;
  const scale = Math.min(1, Math.sqrt(maxPixels / (layout.width * fullH)));
  return { width: Math.floor(layout.width * scale), height: Math.floor(fullH * scale), scale, fullHeight: fullH };
}

/** the largest w × h box of the image's aspect ratio inside box (centred) */
export function fitContain(imgW: number, imgH: number, box: { x: number; y: number; w: number; h: number }) {
  const s = Math.min(box.w / imgW, box.h / imgH);
  const w = imgW * s;
  const h = imgH * s;
  return { x: box.x + (box.w - w) / 2, y: box.y + (box.h - h) / 2, w, h };
}

function loadImage(blob: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(blob);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('签名图片无法读取'));
    };
    img.src = url;
  });
}

async function fontsReady(family: string) {
  const fonts = (document as Document & { fonts?: FontFaceSet }).fonts;
  if (!fonts) return;
  try {
    await Promise.all([fonts.load(`24px ${family}`, '合同'), fonts.load(`700 24px ${family}`, '合同')]);
    await fonts.ready;
  } catch {
    // drawing with the fallback font is better than failing
  }
}

export async function renderContractPng(
  doc: ContractDoc,
  signature: Blob | null,
  opts: ContractImageOptions = {},
): Promise<Blob> {
  const family = opts.fontFamily ?? CONTRACT_FONT_STACK;
  await fontsReady(family);
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('无法生成合同图片：浏览器不支持画布');
  const measure = (t: string, font: string) => {
    ctx.font = font;
    return ctx.measureText(t).width;
  };
  const layout = layoutContract(doc, measure, {
    ...opts,
    fontFamily: family,
    footerNote: opts.footerNote ?? (opts.digest ? `电子签名校验码（SHA-256）：${opts.digest}` : undefined),
  });
  const gap = opts.pageGap ?? 24;
  const size = stackedSize(
    { width: layout.width, pageHeight: layout.pageHeight, pageCount: layout.pages.length },
    gap,
    opts.maxPixels ?? 16_000_000,
  );
  canvas.width = size.width;
  canvas.height = size.height;
  ctx.scale(size.scale, size.scale);
  ctx.fillStyle = '#d9d9d9';
  ctx.fillRect(0, 0, layout.width, size.fullHeight);

  const sigImg = signature ? await loadImage(signature) : null;

  layout.pages.forEach((items, i) => {
    const top = i * (layout.pageHeight + gap);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, top, layout.width, layout.pageHeight);
    for (const it of items) {
      if (it.kind === 'text') {
        ctx.font = it.font;
        ctx.fillStyle = it.color;
        ctx.textAlign = it.align;
        ctx.textBaseline = 'alphabetic';
        ctx.fillText(it.text, it.x, top + it.y);
      } else if (it.kind === 'rule') {
        ctx.strokeStyle = '#8c8c8c';
        ctx.lineWidth = 1;
        ctx.beginPath();
        ctx.moveTo(it.x1, top + it.y + 0.5);
        ctx.lineTo(it.x2, top + it.y + 0.5);
        ctx.stroke();
      } else if (sigImg) {
        const r = fitContain(sigImg.naturalWidth || 1, sigImg.naturalHeight || 1, {
          x: it.x,
          y: top + it.y,
          w: it.w,
          h: it.h,
        });
        ctx.drawImage(sigImg, r.x, r.y, r.w, r.h);
      }
    }
  });

  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('合同图片生成失败'))), 'image/png');
  });
}
