CREATE TABLE "email_confirmation_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor_id" text,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"version" text,
	"path" text,
	"state" jsonb,
	"storage" jsonb,
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"vendor_id" text PRIMARY KEY NOT NULL,
	"is_premium" boolean NOT NULL,
	"verified_email" boolean NOT NULL,
	"expiration_date" timestamp with time zone NOT NULL,
	"subscription_type" text NOT NULL,
	"user_email" text NOT NULL,
	"allows_marketing_messages" boolean NOT NULL,
	"allows_update_messages" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"vendor_id" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "email_confirmation_codes_vendor_id_idx" ON "email_confirmation_codes" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox" USING btree ("created_at");