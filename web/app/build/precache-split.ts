import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The revision prefix that marks an entry the worker caches after sign-in rather than at install (sw/sw.ts). */
export const AFTER_LOGIN = 'after-login:';

/** A precache entry as workbox-build hands it to a manifest transform. */
interface Entry {
  url: string;
  revision: string | null;
  size: number;
}

interface ViteChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The modules the login needs besides the entry: its screen and the update prompt's registration. */
const LOGIN_MODULES = ['auth/LoginPage.tsx', 'pwa/register-sw.ts'];

/** The built files of the entry and the login screen, with everything they import statically. */
function loginFiles(outDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ViteChunk>;
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) add(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if ((chunk as { isEntry?: boolean }).isEntry) add(key);
  for (const key of LOGIN_MODULES) {
    if (!manifest[key]) throw new Error(`precache: ${key} is not in the build`);
    add(key);
  }
  return files;
}

/**
 * Splits the precache: at install only what /login needs (the page, the entry, the login screen, icons, the web app
 * manifest); every other built file is marked AFTER_LOGIN and cached by the worker in the background once someone has
 * signed in on the device (sw/sw.ts), so a first visit to /login does not download the whole app.
 */
export const splitPrecache = (outDir: () => string) => (entries: Entry[]) => {
  const login = loginFiles(outDir());
  const manifest = entries.map((e) =>
    !e.url.startsWith('assets/') || login.has(e.url) ? e : { ...e, revision: `${AFTER_LOGIN}${e.revision ?? ''}` },
  );
  return { manifest, warnings: [] };
};
