// issue 5 §4 and account-and-product §7 "POST /logs/": error reports the web app sends for
// unexpected errors and crashes, with the state it held (tokens removed before storing).
import { bigserial, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const errorReports = pgTable('error_reports', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The reporting caller; null for a report from a visitor or an expired token (anonymous). */
  vendorId: text('vendor_id'),
  title: text('title').notNull(),
  description: text('description').notNull(),
  version: text('version'),
  path: text('path'),
  state: jsonb('state'),
  storage: jsonb('storage'),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
