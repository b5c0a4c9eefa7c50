// Generates the next migration of both engines from the schema kit: npm run db:generate -- --name <what_changed>
import { execFileSync } from 'node:child_process';

const args = process.argv.slice(2);
for (const engine of ['sqlite', 'pg']) {
  execFileSync('npx', ['drizzle-kit', 'generate', '--config', `api/db/drizzle.${engine}.config.ts`, ...args], {
    stdio: 'inherit',
  });
}
