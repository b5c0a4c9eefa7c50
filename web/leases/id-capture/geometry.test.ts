import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { coverTransform, DEFAULT_INSETS, fitLongSide, frameToVideoRect, guideFrame, ID_CARD_RATIO } from './geometry';

describe('guide frame', () => {
  it('is card-shaped, centred and inside the free band on a portrait phone', () => {
    const box = { width: 390, height: 844 };
    const f = guideFrame(box);
    expect(f.width / f.height).toBeCloseTo(ID_CARD_RATIO, 9);
    expect(f.width).toBeCloseTo(390 - 2 * DEFAULT_INSETS.sideMargin, 9); // width-bound in portrait
    expect(f.x).toBeCloseTo(DEFAULT_INSETS.sideMargin, 9);
    expect(f.y + f.height / 2).toBeCloseTo(
      DEFAULT_INSETS.top + (844 - DEFAULT_INSETS.top - DEFAULT_INSETS.bottom) / 2,
      9,
    );
  });

  it('is height-bound on a landscape tablet', () => {
    const box = { width: 1280, height: 800 };
    const f = guideFrame(box);
    const band = 800 - DEFAULT_INSETS.top - DEFAULT_INSETS.bottom;
    expect(f.height).toBeCloseTo(band - 2 * DEFAULT_INSETS.bandMargin, 9);
    expect(f.x + f.width / 2).toBeCloseTo(640, 9);
  });

  it('collapses to nothing in a box smaller than the insets', () => {
    const f = guideFrame({ width: 20, height: 100 });
    expect(f.width).toBe(0);
    expect(f.height).toBe(0);
  });
});

describe('frame to video pixels with object-fit: cover', () => {
  it('crops the sides of a 16:9 video in a portrait box', () => {
    // 1920×1080 in 390×844: scale = 844/1080, the video is 1500.4 CSS px wide, 555.2 px cut on each side.
    const video = { width: 1920, height: 1080 };
    const box = { width: 390, height: 844 };
    const t = coverTransform(video, box);
    expect(t.scale).toBeCloseTo(844 / 1080, 12);
    expect(t.offsetY).toBeCloseTo(0, 12);
    expect(t.offsetX).toBeCloseTo((390 - 1920 * (844 / 1080)) / 2, 9);
    // The whole box maps to the centre strip of the video.
    const whole = frameToVideoRect({ x: 0, y: 0, ...box }, box, video);
    expect(whole.y).toBe(0);
    expect(whole.height).toBe(1080);
    expect(whole.x + whole.width / 2).toBeCloseTo(960, 0);
    expect(whole.width).toBeCloseTo(390 / (844 / 1080), -0.5);
  });

  it('crops top and bottom of a 4:3 video in a wide box and maps a known frame exactly', () => {
    const video = { width: 640, height: 480 };
    const box = { width: 1280, height: 720 };
    // scale 2: the video is 1280×960 CSS px, 120 px cut top and bottom.
    const r = frameToVideoRect({ x: 320, y: 200, width: 640, height: 400 }, box, video);
    expect(r).toEqual({ x: 160, y: 160, width: 320, height: 200 });
  });

  it('maps exactly when the box has the video ratio (no crop)', () => {
    const r = frameToVideoRect(
      { x: 10, y: 20, width: 100, height: 50 },
      { width: 960, height: 540 },
      { width: 1920, height: 1080 },
    );
    expect(r).toEqual({ x: 20, y: 40, width: 200, height: 100 });
  });

  it('grows outward to whole pixels and clamps to the video', () => {
    const r = frameToVideoRect(
      { x: 0.3, y: 0.3, width: 10, height: 10 },
      { width: 100, height: 100 },
      { width: 100, height: 100 },
    );
    expect(r).toEqual({ x: 0, y: 0, width: 11, height: 11 });
    const out = frameToVideoRect(
      { x: -50, y: -50, width: 500, height: 500 },
      { width: 100, height: 100 },
      { width: 200, height: 100 },
    );
    expect(out).toEqual({ x: 0, y: 0, width: 200, height: 100 });
  });

  it('refuses a video without size', () => {
    expect(() =>
      frameToVideoRect({ x: 0, y: 0, width: 1, height: 1 }, { width: 100, height: 100 }, { width: 0, height: 0 }),
    ).toThrow();
  });

  it('the guide frame always maps inside the video with the card ratio kept (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 320, max: 2560 }),
        fc.integer({ min: 480, max: 2560 }),
        fc.integer({ min: 160, max: 4096 }),
        fc.integer({ min: 120, max: 4096 }),
        (bw, bh, vw, vh) => {
          const box = { width: bw, height: bh };
          const video = { width: vw, height: vh };
          const frame = guideFrame(box);
          const r = frameToVideoRect(frame, box, video);
          expect(r.x).toBeGreaterThanOrEqual(0);
          expect(r.y).toBeGreaterThanOrEqual(0);
          expect(r.x + r.width).toBeLessThanOrEqual(vw);
          expect(r.y + r.height).toBeLessThanOrEqual(vh);
          // The frame lies inside the box, and with cover the box is inside the video, so nothing is clamped away:
          // the crop is the frame's size in video pixels, give or take the outward rounding.
          const { scale } = coverTransform(video, box);
          expect(Math.abs(r.width - frame.width / scale)).toBeLessThanOrEqual(2);
          expect(Math.abs(r.height - frame.height / scale)).toBeLessThanOrEqual(2);
        },
      ),
    );
  });
});

describe('target size', () => {
  it('scales the long side down to 1600 and keeps the ratio', () => {
    expect(fitLongSide({ width: 4000, height: 3000 })).toEqual({ width: 1600, height: 1200 });
    expect(fitLongSide({ width: 1080, height: 1920 })).toEqual({ width: 900, height: 1600 });
    expect(fitLongSide({ width: 1712, height: 1080 })).toEqual({ width: 1600, height: 1009 });
  });

  it('never enlarges and never reaches zero', () => {
    expect(fitLongSide({ width: 800, height: 505 })).toEqual({ width: 800, height: 505 });
    expect(fitLongSide({ width: 100000, height: 1 })).toEqual({ width: 1600, height: 1 });
  });

  it('keeps the long side within the limit and the ratio within a pixel (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12000 }),
        fc.integer({ min: 1, max: 12000 }),
        fc.integer({ min: 16, max: 4000 }),
        (w, h, max) => {
          const t = fitLongSide({ width: w, height: h }, max);
          expect(Math.max(t.width, t.height)).toBeLessThanOrEqual(Math.max(max, 1));
          expect(t.width).toBeLessThanOrEqual(w);
          expect(t.height).toBeLessThanOrEqual(h);
          const s = Math.min(1, max / Math.max(w, h));
          expect(Math.abs(t.width - w * s)).toBeLessThanOrEqual(1);
          expect(Math.abs(t.height - h * s)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
