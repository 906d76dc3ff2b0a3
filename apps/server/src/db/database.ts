// The product database (issue 5 §4): embedded PostgreSQL (PGlite, persisted under DATA_DIR) by
// default, a real PostgreSQL when DATABASE_URL is set. Both speak the same SQL, so one drizzle
// schema and one set of migrations (apps/server/drizzle) serve both; migrations run at start.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The drizzle database, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface AppDatabase {
  readonly db: Db;
  readonly engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface DatabaseOptions {
  /** postgres://… to use PostgreSQL; otherwise PGlite. */
  readonly databaseUrl?: string | undefined;
  /** PGlite folder; undefined keeps the database in memory (tests). */
  readonly dataDir?: string | undefined;
  /**
   * A PostgreSQL schema of its own (created if missing) for every table and the migration
   * journal: lets test servers share one PostgreSQL database without seeing each other's rows.
   */
  readonly pgSchema?: string | undefined;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(options: DatabaseOptions): Promise<AppDatabase> {
  if (options.databaseUrl !== undefined) {
    const pgSchema = options.pgSchema;
    if (pgSchema !== undefined && !SCHEMA_NAME.test(pgSchema))
      throw new Error(`invalid schema name ${pgSchema}`);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(pgSchema === undefined ? {} : { options: `-c search_path=${pgSchema}` }),
    });
    if (pgSchema !== undefined) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${pgSchema}`);
    const db = drizzlePostgres(pool, { schema });
    await migratePostgres(db, {
      migrationsFolder: MIGRATIONS_FOLDER,
      ...(pgSchema === undefined ? {} : { migrationsSchema: pgSchema }),
    });
    return {
      db: db as unknown as Db,
      engine: 'postgres',
      close: async () => {
        if (pgSchema !== undefined && pgSchema.startsWith('test_'))
          await pool.query(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
        await pool.end();
      },
    };
  }
  if (options.dataDir !== undefined) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir === undefined ? new PGlite() : new PGlite(options.dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Db, engine: 'pglite', close: () => client.close() };
}
