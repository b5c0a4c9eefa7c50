import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, inject } from 'vitest';
import { checkedRoutes } from '../api/contract-check';

// Each test file says which routes' success replies it checked against their contracts (test/api/contract-check.ts);
// the SQLite project's global teardown (global-setup-sqlite.ts) reports a route that no test file reached.
afterAll(({}, suite) => {
  const dir = inject('contractDir');
  if (!dir) return;
  const file = 'filepath' in suite ? suite.filepath : suite.file.filepath;
  appendFileSync(join(dir, `${process.pid}.jsonl`), JSON.stringify({ file, routes: [...checkedRoutes] }) + '\n');
});
