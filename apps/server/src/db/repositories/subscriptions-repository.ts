// Subscriptions (issue 5 §4, account-and-product §3 "Premium"): one row per user.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../database.js';
import { subscriptions } from '../tables/subscriptions.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function findSubscription(db: Db, vendorId: string): Promise<SubscriptionRow | undefined> {
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.vendorId, vendorId));
  return rows[0];
}

/** The row, locked until the transaction ends (so two changes to one subscription queue up). */
export async function lockSubscription(db: Db, vendorId: string): Promise<SubscriptionRow | undefined> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.vendorId, vendorId))
    .for('update');
  return rows[0];
}

/** Writes the whole subscription of a user, creating it or replacing it. */
export async function putSubscription(db: Db, row: SubscriptionRow): Promise<void> {
  const { vendorId: _vendorId, createdAt: _createdAt, ...changes } = row;
  await db
    .insert(subscriptions)
    .values(row)
    .onConflictDoUpdate({ target: subscriptions.vendorId, set: changes });
}

/** A new, not yet verified e-mail address for the subscription. */
export async function changeSubscriptionEmail(
  db: Db,
  vendorId: string,
  email: string,
  now: Date,
): Promise<void> {
  await db
    .update(subscriptions)
    .set({ userEmail: email, verifiedEmail: false, updatedAt: now })
    .where(eq(subscriptions.vendorId, vendorId));
}

/** Marks the address verified when it is still the subscription's (compared without case). */
export async function verifySubscriptionEmail(
  db: Db,
  vendorId: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ verifiedEmail: true, updatedAt: now })
    .where(
      and(eq(subscriptions.vendorId, vendorId), sql`lower(${subscriptions.userEmail}) = lower(${email})`),
    )
    .returning({ vendorId: subscriptions.vendorId });
  return rows.length > 0;
}
