import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { startDemoServer, DEMO_BOSS } from '../bench/browser/app-server';
import { signIn } from '../bench/browser/sign-in';
const server = await startDemoServer(4400);
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox'],
  port: 4401,
});
try {
  const b = await chromium.connectOverCDP('http://127.0.0.1:4401');
  const p = await b.contexts()[0].newPage();
  await signIn(p, server.baseUrl, DEMO_BOSS);
  await p.close();
  const r = await lighthouse(`${server.baseUrl}/jizhongHome`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  writeFileSync('/tmp/perf-lhr-board.json', JSON.stringify(r!.lhr));
  writeFileSync(
    '/tmp/perf-art-board.json',
    JSON.stringify({ keys: Object.keys(r!.artifacts), log: (r!.artifacts as any).DevtoolsLog }),
  );
  await b.close();
} finally {
  chrome.kill();
  await server.stop();
}
