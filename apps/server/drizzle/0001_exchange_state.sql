CREATE TABLE "exchange_accounts" (
	"account_id" text PRIMARY KEY NOT NULL,
	"currency_code" text NOT NULL,
	"balance_cents" bigint NOT NULL,
	"retained_commission_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_cleared_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"bet_id" text NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"record" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_grants" (
	"secret" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"account_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_open_bets" (
	"bet_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"records" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_sequence" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_bet_id" text NOT NULL,
	"sim_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_sessions" (
	"token" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"account_id" text NOT NULL,
	"app_key" text,
	"vendor_id" text,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "exchange_cleared_orders_settled_at" ON "exchange_cleared_orders" USING btree ("settled_at");