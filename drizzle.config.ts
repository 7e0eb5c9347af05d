import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes a migration for a schema change; commit it. The site applies
// the committed migrations itself when it starts (src/lib/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/lib/db/schema.ts',
  out: './drizzle',
});
