// Users and their settings (issue 5 §4). Settings are one JSON document; a save merges the sent
// settings over the stored ones in one statement (jsonb `||`), so concurrent saves of different
// settings never undo each other and a crash leaves either the old or the new document.
import type { UserSettings, UserSettingsPatch } from '@greenbook/trading';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../database.js';
import { users } from '../tables/users.js';

/** The stored settings document as it is (it may predate the current schema), or undefined. */
export async function findStoredSettings(db: Db, vendorId: string): Promise<unknown> {
  const rows = await db.select({ settings: users.settings }).from(users).where(eq(users.vendorId, vendorId));
  return rows[0]?.settings;
}

/** Creates the user with these settings; false when the user already exists (nothing written). */
export async function insertUser(
  db: Db,
  vendorId: string,
  settings: UserSettings,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(users)
    .values({ vendorId, settings, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.vendorId })
    .returning({ vendorId: users.vendorId });
  return rows.length > 0;
}

/**
 * Saves settings: an existing user gets `patch` merged over the stored document (each setting in
 * the patch replaces the stored one); a new user is created with `initial`. Returns the document.
 */
export async function saveSettings(
  db: Db,
  vendorId: string,
  patch: UserSettingsPatch,
  initial: UserSettings,
  now: Date,
): Promise<unknown> {
  const rows = await db
    .insert(users)
    .values({ vendorId, settings: initial, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: users.vendorId,
      set: { settings: sql`${users.settings} || ${JSON.stringify(patch)}::jsonb`, updatedAt: now },
    })
    .returning({ settings: users.settings });
  return rows[0]?.settings;
}
