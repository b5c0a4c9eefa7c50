/**
 * Pure maths of the ID-card camera overlay: where the card-shaped guide sits on screen, which video pixels it covers
 * when the video is drawn with `object-fit: cover`, and the size a picture is scaled down to. All rectangles are
 * { x, y, width, height } with the origin at the top-left.
 */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** A resident identity card is 85.6 mm × 54 mm (ISO/IEC 7810 ID-1). */
export const ID_CARD_RATIO = 85.6 / 54;

/** Long side of every stored ID photo, in pixels. */
export const MAX_LONG_SIDE = 1600;

/** JPEG quality of stored ID photos. */
export const JPEG_QUALITY = 0.85;

export interface GuideInsets {
  /** Space kept free at the top (title bar) and bottom (shutter bar), CSS px. */
  top: number;
  bottom: number;
  /** Least free space left and right, and above and below the frame inside the free band, CSS px. */
  sideMargin: number;
  bandMargin: number;
}

export const DEFAULT_INSETS: GuideInsets = { top: 56, bottom: 140, sideMargin: 16, bandMargin: 24 };

/**
 * The guide frame inside a box of `box` CSS pixels: the largest rectangle of the card's ratio that fits between the
 * insets, centred horizontally and in the free band. Never negative; a box too small gives a zero-size frame.
 */
export function guideFrame(box: Size, insets: GuideInsets = DEFAULT_INSETS, ratio = ID_CARD_RATIO): Rect {
  const availW = Math.max(0, box.width - 2 * insets.sideMargin);
  const band = Math.max(0, box.height - insets.top - insets.bottom);
  const availH = Math.max(0, band - 2 * insets.bandMargin);
  const width = Math.min(availW, availH * ratio);
  const height = width / ratio;
  return {
    x: (box.width - width) / 2,
    y: insets.top + (band - height) / 2,
    width,
    height,
  };
}

/**
 * How `object-fit: cover` (centred, the default object-position) draws a video of `video` pixels in a box of `box`
 * CSS pixels: the scale (CSS px per video px) and where the video's top-left corner lands (≤ 0 on the cropped axis).
 */
export function coverTransform(video: Size, box: Size): { scale: number; offsetX: number; offsetY: number } {
  const scale = Math.max(box.width / video.width, box.height / video.height);
  return {
    scale,
    offsetX: (box.width - video.width * scale) / 2,
    offsetY: (box.height - video.height * scale) / 2,
  };
}

/**
 * The video pixels shown under `frame` (CSS px inside the box) when the video fills the box with `object-fit: cover`.
 * Whole pixels, grown outward to include every partly covered pixel, and clamped to the video. Throws when a size is
 * not positive (no picture yet).
 */
export function frameToVideoRect(frame: Rect, box: Size, video: Size): Rect {
  if (!(video.width > 0 && video.height > 0 && box.width > 0 && box.height > 0)) {
    throw new Error('video and box sizes must be positive');
  }
  const { scale, offsetX, offsetY } = coverTransform(video, box);
  const toVx = (cssX: number) => (cssX - offsetX) / scale;
  const toVy = (cssY: number) => (cssY - offsetY) / scale;
  // Guard against 1e-12 drift before rounding outward.
  const snap = (v: number) => Math.round(v * 1e6) / 1e6;
  const left = clamp(Math.floor(snap(toVx(frame.x))), 0, video.width);
  const top = clamp(Math.floor(snap(toVy(frame.y))), 0, video.height);
  const right = clamp(Math.ceil(snap(toVx(frame.x + frame.width))), 0, video.width);
  const bottom = clamp(Math.ceil(snap(toVy(frame.y + frame.height))), 0, video.height);
  return { x: left, y: top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

/** The size a picture of `size` is scaled to so its long side is at most `maxLong`; never enlarged, at least 1 px. */
export function fitLongSide(size: Size, maxLong = MAX_LONG_SIDE): Size {
  const long = Math.max(size.width, size.height);
  const scale = long > maxLong ? maxLong / long : 1;
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

function clamp(v: number, lo: number, hi: number) {
  return Math.min(hi, Math.max(lo, v));
}
