import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w @orbit/api` writes a new versioned migration after a change to the schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
