import { defineConfig } from 'drizzle-kit';

// Run from packages/server: `npx drizzle-kit generate` writes the SQL that both drivers apply.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
