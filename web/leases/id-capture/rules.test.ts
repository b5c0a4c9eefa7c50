import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../sync/validators';
import { checkIdImageFile, ID_CAPTURE_MSG, roomFor, shotPrompt } from './rules';

describe('ID photo rules', () => {
  it('accepts JPEG, PNG and WebP up to 10 MB', () => {
    expect(checkIdImageFile({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(checkIdImageFile({ type: 'image/png', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(checkIdImageFile({ type: 'image/webp', size: 2_000_000 })).toBeNull();
  });

  it('refuses other types and files over 10 MB with the spec message', () => {
    expect(checkIdImageFile({ type: 'image/gif', size: 10 })).toBe(ID_CAPTURE_MSG.badType);
    expect(checkIdImageFile({ type: 'application/pdf', size: 10 })).toBe(ID_CAPTURE_MSG.badType);
    expect(checkIdImageFile({ type: '', size: 10 })).toBe(ID_CAPTURE_MSG.badType);
    expect(checkIdImageFile({ type: 'image/jpeg', size: MAX_UPLOAD_BYTES + 1 })).toBe('上传头像图片大小不能超过 10MB!');
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
