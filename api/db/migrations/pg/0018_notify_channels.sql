CREATE TABLE "notify_org_settings" (
	"org_id" text PRIMARY KEY NOT NULL,
	"robot_kind" text DEFAULT '' NOT NULL,
	"robot_webhook" text DEFAULT '' NOT NULL,
	"robot_secret" text DEFAULT '' NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notify_sim_sends" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"user_id" text DEFAULT '' NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"body" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notify_user_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"push" bigint DEFAULT 1 NOT NULL,
	"robot" bigint DEFAULT 1 NOT NULL,
	"sms" bigint DEFAULT 0 NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"lease_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"dedupe_key" text,
	"read_at" bigint,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_push_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"lease_id" text NOT NULL,
	"link_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"last_success_at" bigint,
	"failures" bigint DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notify_sim_sends_org_idx" ON "notify_sim_sends" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "tenant_messages_lease_idx" ON "tenant_messages" USING btree ("lease_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_messages_dedupe_uq" ON "tenant_messages" USING btree ("org_id","dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_push_subscriptions_endpoint_uq" ON "tenant_push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "tenant_push_subscriptions_lease_idx" ON "tenant_push_subscriptions" USING btree ("lease_id");