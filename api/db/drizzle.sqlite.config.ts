import { defineConfig } from 'drizzle-kit';

/** SQLite migrations from the schema kit (api/db/kit.ts): `npm run db:generate -- --name x` makes both engines'. */
process.env.DB_ENGINE = 'sqlite';

export default defineConfig({
  dialect: 'sqlite',
  schema: './api/db/schema.ts',
  out: './api/db/migrations/sqlite',
});
