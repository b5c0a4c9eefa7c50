import { describe, expect, it } from 'vitest';
import { isMissingCode, mayReload } from './new-version';

describe('code missing after a new version', () => {
  it('recognises a module that failed to load, in the words of each browser, and nothing else', () => {
    expect(isMissingCode(new TypeError('Failed to fetch dynamically imported module: /assets/board-x1.js'))).toBe(true);
    expect(isMissingCode(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isMissingCode(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isMissingCode(new Error('Unable to preload CSS for /assets/board-x1.css'))).toBe(true);
    expect(isMissingCode(new Error('账号或密码错误'))).toBe(false);
    expect(isMissingCode(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
  });

  it('reloads at most once a minute, so a file missing for good does not reload for ever', () => {
    const kept = new Map<string, string>();
    const store = {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
    };
    expect(mayReload(store, 1_000_000)).toBe(true);
    expect(mayReload(store, 1_030_000)).toBe(false);
    expect(mayReload(store, 1_061_000)).toBe(true);
  });
});
