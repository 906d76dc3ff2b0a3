// Codes of e-mail confirmation links (issue 5 §4).
import { eq } from 'drizzle-orm';
import type { Db } from '../database.js';
import { emailConfirmationCodes } from '../tables/email-confirmation-codes.js';

export type ConfirmationCodeRow = typeof emailConfirmationCodes.$inferSelect;

export async function insertConfirmationCode(
  db: Db,
  row: typeof emailConfirmationCodes.$inferInsert,
): Promise<void> {
  await db.insert(emailConfirmationCodes).values(row);
}

/** The code's row, locked until the transaction ends (a link opened twice at once confirms once). */
export async function lockConfirmationCode(db: Db, code: string): Promise<ConfirmationCodeRow | undefined> {
  const rows = await db
    .select()
    .from(emailConfirmationCodes)
    .where(eq(emailConfirmationCodes.code, code))
    .for('update');
  return rows[0];
}

export async function markConfirmationCodeUsed(db: Db, code: string, now: Date): Promise<void> {
  await db.update(emailConfirmationCodes).set({ usedAt: now }).where(eq(emailConfirmationCodes.code, code));
}
