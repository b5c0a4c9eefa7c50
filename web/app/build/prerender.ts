import type { Plugin } from 'vite';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the pages are written in the build folder (api/web.ts reads it by this name). */
export const PRERENDER_FILE = 'prerender.json';

const WEB = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Writes prerender.json after the build: the HTML of the first screens and of the loading state, rendered by web/app/prerender.tsx with
 * react-dom/server through a Vite server of its own (the components import styles and TSX, which plain Node cannot).
 */
export const prerender = (outDir: () => string): Plugin => ({
  name: 'gongyu:prerender',
  apply: 'build',
  async closeBundle() {
    const { createServer } = await import('vite');
    const { default: react } = await import('@vitejs/plugin-react');
    const server = await createServer({
      configFile: false,
      root: WEB,
      logLevel: 'error',
      plugins: [react()],
      server: { middlewareMode: true, hmr: false, ws: false },
      appType: 'custom',
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    try {
      const mod = (await server.ssrLoadModule('/app/prerender.tsx')) as typeof import('../prerender');
      writeFileSync(join(outDir(), PRERENDER_FILE), JSON.stringify(await mod.prerenderPages()));
    } finally {
      await server.close();
    }
  },
});
