// drizzle-kit: `npx drizzle-kit generate --config apps/server/drizzle.config.ts` writes a new SQL
// migration into apps/server/drizzle after a schema change; the server applies them at start.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema.ts',
  out: './apps/server/drizzle',
});
