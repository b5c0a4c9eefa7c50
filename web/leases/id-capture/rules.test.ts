import { describe, expect, it } from 'vitest';
import {
  checkIdImageType,
  checkIdJpegSize,
  ID_CAPTURE_MSG,
  MAX_ID_PHOTO_BYTES,
  prepareIdPhoto,
  roomFor,
  shotPrompt,
} from './rules';

const MB = 1024 * 1024;
const blobOf = (size: number) => new Blob([new Uint8Array(size)], { type: 'image/jpeg' });

describe('ID photo rules', () => {
  it('accepts JPEG, PNG and WebP pictures and refuses other types', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'IMAGE/JPEG'])
      expect(checkIdImageType({ type })).toBeNull();
    for (const type of ['image/gif', 'application/pdf', ''])
      expect(checkIdImageType({ type })).toBe(ID_CAPTURE_MSG.badType);
  });

  it('limits the encoded JPEG to 10 MB with an ID-photo message', () => {
    expect(MAX_ID_PHOTO_BYTES).toBe(10 * MB);
    expect(checkIdJpegSize({ size: 10 * MB })).toBeNull();
    expect(checkIdJpegSize({ size: 10 * MB + 1 })).toBe('证件照片不能超过10MB');
  });

  it('accepts a 12 MB phone photo once re-encoded below 10 MB', async () => {
    const phone = { type: 'image/jpeg', size: 12 * MB };
    const jpeg = blobOf(900_000);
    const r = await prepareIdPhoto(phone, async () => jpeg);
    expect(r).toEqual({ jpeg });
  });

  it('checks the type before encoding, and the size of what was encoded', async () => {
    let encoded = 0;
    const encode = async () => {
      encoded++;
      return blobOf(1000);
    };
    expect(await prepareIdPhoto({ type: 'image/gif', size: 100 }, encode)).toEqual({ problem: ID_CAPTURE_MSG.badType });
    expect(encoded).toBe(0);
    expect(await prepareIdPhoto({ type: 'image/png', size: 100 }, async () => blobOf(10 * MB + 1))).toEqual({
      problem: ID_CAPTURE_MSG.tooLarge,
    });
    expect(
      await prepareIdPhoto({ type: 'image/png', size: 100 }, async () => {
        throw new Error('decode failed');
      }),
    ).toEqual({ problem: ID_CAPTURE_MSG.unreadable });
  });

  it('leaves room for at most 3 photos', () => {
    expect(roomFor(0, 5)).toBe(3);
    expect(roomFor(2, 5)).toBe(1);
    expect(roomFor(3, 1)).toBe(0);
    expect(roomFor(1, 1)).toBe(1);
  });

  it('asks for the portrait side first and the emblem side second', () => {
    expect(shotPrompt(0)).toContain('人像面');
    expect(shotPrompt(1)).toContain('国徽面');
    expect(shotPrompt(2)).toContain('第3张');
  });
});
