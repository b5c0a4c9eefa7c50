import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4180);
/** The server's data folder, one per port so that end-to-end runs on different ports keep apart. */
export const E2E_DATA_DIR = `.tmp/e2e-data-${PORT}`;
export const BASE_URL = `http://localhost:${PORT}`;

/** End-to-end tests against the built app served by the real API on a fresh data folder, in Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // CI keeps only the end of the output: 'dot' prints each failure's details after the run, next to the summary.
  reporter: process.env.CI ? 'dot' : 'list',
  outputDir: '../../test-results',
  use: {
    baseURL: BASE_URL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    // *.phone.spec.ts runs only on the phone, *.desktop.spec.ts only on the desktop, *.tablet.spec.ts only on the
    // tablet; the rest on phone and desktop.
    {
      name: 'phone',
      testIgnore: ['**/*.desktop.spec.ts', '**/*.tablet.spec.ts'],
      use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
    },
    {
      name: 'desktop',
      testIgnore: ['**/*.phone.spec.ts', '**/*.tablet.spec.ts'],
      use: { viewport: { width: 1440, height: 900 } },
    },
    {
      // A tablet in portrait with a camera: Chromium's fake device gives a moving test pattern for getUserMedia.
      name: 'tablet',
      testMatch: '**/*.tablet.spec.ts',
      use: {
        viewport: { width: 1024, height: 1366 },
        hasTouch: true,
        permissions: ['camera'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--use-fake-device-for-media-stream',
            '--use-fake-ui-for-media-stream',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && SKIP_BUILD=1 PUSH_ALLOW_LOOPBACK=1 DATA_DIR=${E2E_DATA_DIR} PORT=${PORT} LOG_REQUESTS=0 npx tsx api/start.ts`,
    cwd: '../..',
    url: `${BASE_URL}/login`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
