// issue 5 §4 and account-and-product §3 "Premium": one subscription per user (the beta upgrade
// creates or extends it), with the e-mail it is tied to and the two consents of the /store form.
import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const subscriptions = pgTable('subscriptions', {
  vendorId: text('vendor_id').primaryKey(),
  isPremium: boolean('is_premium').notNull(),
  verifiedEmail: boolean('verified_email').notNull(),
  expirationDate: timestamp('expiration_date', { withTimezone: true }).notNull(),
  subscriptionType: text('subscription_type').notNull(),
  userEmail: text('user_email').notNull(),
  allowsMarketingMessages: boolean('allows_marketing_messages').notNull(),
  allowsUpdateMessages: boolean('allows_update_messages').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
