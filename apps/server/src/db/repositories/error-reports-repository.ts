// Error reports of the web app (issue 5 §4, account-and-product §7 "POST /logs/").
import type { Db } from '../database.js';
import { errorReports } from '../tables/error-reports.js';

export type NewErrorReport = Omit<typeof errorReports.$inferInsert, 'id'>;

/** Stores the report; answers its id. */
export async function insertErrorReport(db: Db, report: NewErrorReport): Promise<number> {
  const rows = await db.insert(errorReports).values(report).returning({ id: errorReports.id });
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('the error report was not stored');
  return id;
}
