import { defineConfig } from 'drizzle-kit';

/** PostgreSQL migrations from the same schema kit (api/db/kit.ts builds pg-core tables when DB_ENGINE is pg). */
process.env.DB_ENGINE = 'pg';

export default defineConfig({
  dialect: 'postgresql',
  schema: './api/db/schema.ts',
  out: './api/db/migrations/pg',
});
