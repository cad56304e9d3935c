// drizzle-kit generates the versioned SQL migrations in src/server/db/migrations
// from schema.ts: `npx drizzle-kit generate --name=<what-changed>`.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
