import type { Plugin } from 'vite';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_ROUTES } from '../../../sync/product/menu';

/** Where the map is written in the build folder (api/web.ts reads it by this name). */
const ROUTE_PRELOAD_FILE = 'route-preload.json';

interface ViteChunk {
  file: string;
  name?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ViteChunk>;

const ROUTER = fileURLToPath(new URL('../router.tsx', import.meta.url));

/**
 * The screen module of each path, read from the router's source: `'/path': () => import('../x/Page')` entries, the
 * login routes and the numbered settings screens. The build fails when a module is not in the build, so a change of
 * the router's shape cannot silently drop the preloads.
 */
export function screenModules(source = readFileSync(ROUTER, 'utf8')): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of source.matchAll(/'(\/[^']+)': \(\) => import\('\.\.\/([^']+)'\)/g)) map.set(m[1]!, `${m[2]}.tsx`);
  const general = /\[`\/General_\$\{n\}`, \(\) => import\('\.\.\/([^']+)'\)\]/.exec(source);
  if (general) for (let n = 1; n <= 8; n++) map.set(`/General_${n}`, `${general[1]}.tsx`);
  const login = /import\('\.\.\/(auth\/LoginPage)'\)/.exec(source);
  if (login) for (const path of ['/login', '/login1']) map.set(path, `${login[1]}.tsx`);
  return map;
}

/**
 * The chunk of a module: by its source path, or (a screen another module also imports, which the bundler made a
 * shared chunk) by the chunk's name.
 */
function chunkOf(manifest: Manifest, key: string): ViteChunk {
  const name = /([^/]+)\.tsx?$/.exec(key)?.[1];
  const chunk = manifest[key] ?? Object.entries(manifest).find(([k, c]) => k.startsWith('_') && c.name === name)?.[1];
  if (!chunk) throw new Error(`route preload: ${key} is not in the build`);
  return chunk;
}

/** The built files (JS and CSS) modules need with everything they import statically, the entry's left out. */
function closure(manifest: Manifest, keys: string[], entryFiles: Set<string>): string[] {
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = chunkOf(manifest, key);
    if (entryFiles.has(chunk.file) || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) if (!entryFiles.has(css)) files.add(css);
    for (const dep of chunk.imports ?? []) add(dep);
  };
  keys.forEach(add);
  return [...files].map((f) => `/${f}`);
}

/** The files of the entry (index.html loads them already). */
function entryFilesOf(manifest: Manifest): Set<string> {
  const files = new Set<string>();
  const add = (chunk: ViteChunk | undefined) => {
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) add(manifest[dep]);
  };
  for (const chunk of Object.values(manifest)) if (chunk.isEntry) add(chunk);
  return files;
}

/**
 * Paths whose first paint reads the device store of a device that synced before: the router opens the store when the
 * navigation starts (web/app/prefetch.ts → web/board/board-api.ts prefetchBoard), which loads the offline chunk (Dexie
 * and the engine, web/app/build/chunks.ts). Named in the page, it loads beside the entry, not after the screen has run.
 */
const DEVICE_STORE_FIRST = ['/jizhongHome'];
/** The offline chunk, found by its name (a chunk group has no module of its own in the manifest). */
const DEVICE_STORE_CHUNK = 'offline.ts';

/** Path → the files its first screen needs beyond the entry: the layout (unless standalone) and the screen. */
export function routePreloads(manifest: Manifest, modules = screenModules()): Record<string, string[]> {
  const entryFiles = entryFilesOf(manifest);
  const out: Record<string, string[]> = {};
  for (const path of ['/login', '/login1']) out[path] = closure(manifest, [modules.get(path)!], entryFiles);
  for (const route of ALL_ROUTES) {
    const screen = modules.get(route.path) ?? 'pages/UnderConstruction.tsx';
    const keys = route.standalone ? [screen] : ['shell/AppLayout.tsx', screen];
    // The device store's chunk, when the path opens the store at navigation (see DEVICE_STORE_FIRST).
    if (DEVICE_STORE_FIRST.includes(route.path)) keys.push(DEVICE_STORE_CHUNK);
    out[route.path] = closure(manifest, keys, entryFiles);
  }
  return out;
}

/**
 * Writes route-preload.json: for each path, the layout's and the screen's files, which the server names in the page
 * it sends for that path (<link rel=modulepreload>, api/web.ts) so they load beside the entry instead of after it.
 */
export const routePreload = (outDir: () => string): Plugin => ({
  name: 'gongyu:route-preload',
  apply: 'build',
  writeBundle() {
    const manifest = JSON.parse(readFileSync(join(outDir(), '.vite/manifest.json'), 'utf8')) as Manifest;
    writeFileSync(join(outDir(), ROUTE_PRELOAD_FILE), JSON.stringify(routePreloads(manifest)));
  },
});
