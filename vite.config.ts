import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { webContracts } from './web/app/build/web-contracts';
import { CHUNK_GROUPS } from './web/app/build/chunks';
import { kitBarrel } from './web/app/build/kit-barrel';
import { precompress } from './web/app/build/precompress';
import { splitPrecache } from './web/app/build/precache-split';
import { builtDir, recordOutDir } from './web/app/build/out-dir';
import { routePreload } from './web/app/build/route-preload';
import { prerender } from './web/app/build/prerender';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here('./web'),
  publicDir: here('./web/public'),
  build: {
    outDir: process.env.DIST_DIR
      ? fileURLToPath(new URL(process.env.DIST_DIR, `file://${process.cwd()}/`))
      : here('./dist'),
    emptyOutDir: true,
    manifest: true,
    // exceljs (≈930 kB, its own chunk loaded only when a list is exported) is the one chunk above 800 kB.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: { codeSplitting: { groups: CHUNK_GROUPS, experimentalInlineCommonChunks: { maxSize: 24 * 1024 } } },
    },
  },
  plugins: [
    recordOutDir(),
    webContracts(),
    kitBarrel(),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: here('./sw'),
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: '公寓管家',
        short_name: '公寓管家',
        description: '集中式公寓运营后台：房态、租约、账单、抄表与智能门锁',
        lang: 'zh-CN',
        start_url: '/index',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#1677ff',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest}'],
        // Not exceljs: an export needs the network anyway (it reads the list), so the offline app need not carry it.
        // Nor pdf.js (/HTPdf draws the PDF the server makes, which needs the network too), nor chart.js (the finance
        // dashboard's charts draw figures read from the server).
        globIgnores: ['**/exceljs*.js', '**/pdf-*.js', '**/pdf.worker*', '**/chart-setup*.js'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // The login's files at install, the rest after sign-in (sw/sw.ts).
        manifestTransforms: [splitPrecache(builtDir)],
      },
      devOptions: { enabled: false },
    }),
    precompress(builtDir),
    routePreload(builtDir),
    prerender(builtDir),
  ],
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 8081}` },
  },
  test: {
    root: here('.'),
    environment: 'node',
    testTimeout: 20_000,
    // The first harness of a run seeds the engine's demo template (test/support/databases.ts), in whichever file's
    // beforeEach comes first: seconds on a loaded machine, beyond the default 10 s for a hook.
    hookTimeout: 60_000,
    // Two test files at a time (the default leaves one of this machine's two cores idle); the API tests wait on the
    // database server as much as they compute.
    maxWorkers: 2,
    // The API and property suites run twice: on SQLite and on a throwaway PostgreSQL cluster that the run starts itself
    // (test/support/global-setup.ts). The engine is chosen per worker by DB_ENGINE before the schema loads.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['api/**/*.test.ts', 'sync/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'test/unit/**/*.test.ts'],
        },
      },
      ...(['sqlite', 'pg'] as const).map((engine) => ({
        extends: true as const,
        test: {
          name: `api-${engine}`,
          include: ['test/api/**/*.test.ts', 'test/property/**/*.test.ts'],
          // A worker runs its files one after another in one module graph instead of loading the app again for each
          // (that was 300 s of the run's worker time). Each test file still runs afresh, with its own harnesses and
          // databases (closed at its end: test/support/close-databases.ts); what stays loaded is keyed by what it
          // serves (a database handle, a statement, a font path); a worker serves one project, so one engine.
          isolate: false,
          env: { DB_ENGINE: engine },
          globalSetup: [here(`./test/support/global-setup-${engine}.ts`)],
          setupFiles: [here('./test/support/close-databases.ts'), here('./test/support/contract-record.ts')],
        },
      })),
    ],
  },
});
