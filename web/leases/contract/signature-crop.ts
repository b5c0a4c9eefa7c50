/** Where the ink is on the signature pad, so the stored PNG is the signature and not a mostly empty pad. */

export interface InkPoint {
  x: number;
  y: number;
}
export interface InkStroke {
  points: InkPoint[];
  /** the widest line the pen draws, CSS px */
  maxWidth?: number;
}
export interface CropRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The rectangle (CSS px, whole pixels) around every point of every stroke, grown by half the pen width plus
 * `padding`, clipped to the pad (`padW` × `padH`). Null when there is no ink inside the pad.
 */
export function inkBounds(strokes: InkStroke[], padW: number, padH: number, padding = 12): CropRect | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const s of strokes) {
    const grow = (s.maxWidth ?? 2.5) / 2 + padding;
    for (const p of s.points) {
      minX = Math.min(minX, p.x - grow);
      minY = Math.min(minY, p.y - grow);
      maxX = Math.max(maxX, p.x + grow);
      maxY = Math.max(maxY, p.y + grow);
    }
  }
  if (minX === Infinity) return null;
  const x = Math.max(0, Math.floor(minX));
  const y = Math.max(0, Math.floor(minY));
  const x2 = Math.min(padW, Math.ceil(maxX));
  const y2 = Math.min(padH, Math.ceil(maxY));
  if (x2 <= x || y2 <= y) return null;
  return { x, y, w: x2 - x, h: y2 - y };
}

/** The output scale for a crop of `w` CSS px at device ratio `ratio`, at most `maxWidth` output px wide. */
export function outputScale(w: number, ratio: number, maxWidth = 1200): number {
  return Math.min(ratio, maxWidth / Math.max(1, w));
}
